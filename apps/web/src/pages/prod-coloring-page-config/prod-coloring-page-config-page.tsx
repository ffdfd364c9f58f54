import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useProductDetail } from '../../features/calculator/api/calculator-api';
import { CalcForm } from '../../features/calculator/components/calc-form';
import { colourPageKeys, saveColourPage } from '../../features/colour-page/api/colour-page-api';
import { AgentCardFields } from '../../features/colour-page/components/agent-card-fields';
import { CustomerFields } from '../../features/colour-page/components/customer-fields';
import { LookFields } from '../../features/colour-page/components/look-fields';
import { RenderProgress } from '../../features/colour-page/components/render-progress';
import { PICK_PATH, resultPath } from '../../features/colour-page/lib/colour-page-url';
import { inputOf, planValues, rememberPhone } from '../../features/colour-page/lib/config-form';
import { useUserInfo } from '../../features/session/api/userinfo';
import { HttpError, detailOf, errorText } from '../../lib/http';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';
import { routeTitles } from '../../locales/zh-CN/routes';
import { PremiumPreview } from './premium-preview';
import { useConfigDraft } from './use-config-draft';
import '../../features/colour-page/components/colour-page-form.css';

function ProductHead({ productCode }: { productCode: string }) {
  const p = useProductDetail(productCode).data;
  return (
    <div className="cp-product">
      <div className="cp-product__text">
        <p className="cp-product__name">{p?.name ?? productCode}</p>
        {p && (
          <p className="cp-product__meta">
            {p.insurer.shortName} · {p.type}
          </p>
        )}
      </div>
      <Link className="cp-product__change" to={PICK_PATH}>
        {t.changeProduct}
      </Link>
    </div>
  );
}

function ConfigForm() {
  const state = useConfigDraft();
  const { seed, form, saved, plan, draft, update, setFactor, problems, planProblems } = state;
  const user = useUserInfo().data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState('');
  if (form.isError)
    return <ErrorState message={errorText(form.error, '')} onRetry={() => void form.refetch()} />;
  if (saved.isError) return <ErrorState title={t.notFound} message={errorText(saved.error, '')} />;
  if (!draft || !plan) return <LoadingState />;

  const shown = tried ? problems : {};
  const blocked = Object.keys(problems).length > 0 || planProblems.length > 0;
  const submit = async () => {
    setTried(true);
    setServerProblem('');
    if (blocked) return;
    setSaving(true);
    try {
      const page = await saveColourPage(seed.id || null, inputOf(seed.productCode, draft, state.fromChat));
      rememberPhone(draft.phone.trim());
      queryClient.setQueryData(colourPageKeys.page(page.id), page);
      await queryClient.invalidateQueries({ queryKey: colourPageKeys.history });
      navigate(resultPath(page.id), { replace: Boolean(seed.id) });
    } catch (error) {
      const detail = error instanceof HttpError ? detailOf(error.data) : undefined;
      setServerProblem(detail ?? errorText(error, ''));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="cp-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {state.fromChat && <p className="cp-form__chat">{t.fromChat}</p>}
      <CustomerFields
        draft={draft}
        ageDef={state.ageDef}
        ageHint={state.ageHint}
        problems={shown}
        onChange={update}
      />
      <div className="cp-form__section">
        <CalcForm form={plan} values={{ ...draft.plan, ...planValues(draft) }} onChange={setFactor} />
        <PremiumPreview productCode={seed.productCode} values={planValues(draft)} problems={planProblems} />
      </div>
      <LookFields draft={draft} sectionsProblem={shown.sections} onChange={update} />
      <AgentCardFields
        realName={user?.realName ?? ''}
        workId={user?.workId ?? ''}
        draft={draft}
        phoneProblem={shown.phone}
        onChange={update}
      />
      <div className="cp-form__submit">
        {serverProblem && (
          <p className="cp-field__problem" role="alert">
            {serverProblem}
          </p>
        )}
        {tried && blocked && <p className="cp-field__problem">{t.fixFirst}</p>}
        <button type="submit" className="cp-primary" disabled={saving}>
          {seed.id ? t.regenerate : t.generate}
        </button>
      </div>
      {saving && <RenderProgress />}
    </form>
  );
}

/** /prodColoringPageConfig: who the page is for, the plan (priced by the server), sections, look, card. */
export function ProdColoringPageConfigPage() {
  const [params] = useSearchParams();
  const productCode = params.get('productCode');
  if (!productCode) return <Navigate to={PICK_PATH} replace />;
  return (
    <Page
      className="cp-page"
      header={<PageHeader title={routeTitles.prodColoringPageConfig} backFallback={PICK_PATH} />}
    >
      <ProductHead productCode={productCode} />
      <ConfigForm key={params.toString()} />
    </Page>
  );
}
