import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  UNDERWRITING_KINDS,
  UNDERWRITING_KIND_LABELS,
  type UnderwritingInput,
  type UnderwritingKind,
} from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { useProductDetail } from '../../features/calculator/api/calculator-api';
import { createReport, underwritingKeys } from '../../features/underwriting/api/underwriting-api';
import { CustomerFields, type CustomerDraft } from '../../features/underwriting/components/customer-fields';
import { UnderwritingHistory, reportPath } from '../../features/underwriting/components/history-list';
import { ReportFiles } from '../../features/underwriting/components/report-files';
import { useReportFiles } from '../../lib/files/use-report-files';
import { seedFromQuestion } from '../../features/underwriting/lib/from-question';
import { errorText } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import { underwritingText as t } from '../../locales/zh-CN/underwriting';
import '../../features/colour-page/components/colour-page-form.css';
import '../../features/underwriting/components/underwriting.css';

function ChosenProduct({ code, onRemove }: { code: string; onRemove(): void }) {
  const name = useProductDetail(code).data?.name ?? code;
  return (
    <div className="uw-files__buttons">
      <p className="cp-form__identity">{t.productChosen(name)}</p>
      <button type="button" className="cp-button cp-button--quiet" onClick={onRemove}>
        {t.productRemove}
      </button>
    </div>
  );
}

function UnderwritingForm() {
  const [params] = useSearchParams();
  const [seed] = useState(() => seedFromQuestion(params.get('q') ?? ''));
  const [customer, setCustomer] = useState<CustomerDraft>({
    age: seed.age ?? '',
    gender: seed.gender ?? 'male',
    height: '',
    weight: '',
  });
  const [kinds, setKinds] = useState<UnderwritingKind[]>(seed.kinds);
  const [productCode, setProductCode] = useState(params.get('productCode') ?? '');
  const [conditionsText, setConditionsText] = useState(seed.conditionsText);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const files = useReportFiles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const ageProblem = tried && customer.age === '' ? t.needAge : undefined;
  const toggle = (kind: UnderwritingKind) =>
    setKinds((list) => (list.includes(kind) ? list.filter((k) => k !== kind) : [...list, kind]));
  const addPick = (pick: string) =>
    setConditionsText((text) => (text.trim() ? `${text.trim()}；${pick}` : pick).slice(0, 500));

  const submit = async () => {
    setTried(true);
    setProblem('');
    if (customer.age === '' || files.busy) return;
    const input: UnderwritingInput = {
      customer: {
        age: Number(customer.age),
        gender: customer.gender,
        ...(customer.height && { heightCm: Number(customer.height) }),
        ...(customer.weight && { weightKg: Number(customer.weight) }),
      },
      kinds,
      productCodes: productCode ? [productCode] : [],
      filePaths: files.paths,
      conditionsText,
    };
    setSaving(true);
    try {
      const report = await createReport(input);
      queryClient.setQueryData(underwritingKeys.report(report.id), report);
      await queryClient.invalidateQueries({ queryKey: underwritingKeys.history });
      navigate(reportPath(report.id));
    } catch (error) {
      setProblem(errorText(error, '生成失败，请重试'));
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
      {seed.conditionsText && <p className="cp-form__chat">{t.fromChat}</p>}
      <CustomerFields
        draft={customer}
        ageProblem={ageProblem}
        onChange={(p) => setCustomer((c) => ({ ...c, ...p }))}
      />
      <section className="cp-form__section" aria-labelledby="uw-kinds-title">
        <h2 id="uw-kinds-title" className="cp-form__title">
          {t.kindsTitle}
        </h2>
        {productCode && <ChosenProduct code={productCode} onRemove={() => setProductCode('')} />}
        <div className="uw-kinds">
          {UNDERWRITING_KINDS.map((kind) => (
            <label key={kind} className="uw-kind">
              <input type="checkbox" checked={kinds.includes(kind)} onChange={() => toggle(kind)} />
              {UNDERWRITING_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        <p className="cp-field__hint">{t.kindsHint}</p>
      </section>
      <ReportFiles state={files} />
      <section className="cp-form__section" aria-labelledby="uw-conditions-title">
        <h2 id="uw-conditions-title" className="cp-form__title">
          <label htmlFor="uw-conditions">{t.conditionsTitle}</label>
        </h2>
        <textarea
          id="uw-conditions"
          className="form-control"
          rows={3}
          maxLength={500}
          value={conditionsText}
          placeholder={t.conditionsPlaceholder}
          onChange={(e) => setConditionsText(e.target.value)}
        />
        <p className="cp-field__hint">{t.pickTitle}</p>
        <div className="uw-picks">
          {t.picks.map((pick) => (
            <button key={pick} type="button" className="uw-pick" onClick={() => addPick(pick)}>
              {pick}
            </button>
          ))}
        </div>
      </section>
      <div className="cp-form__submit">
        {problem && (
          <p className="cp-field__problem" role="alert">
            {problem}
          </p>
        )}
        {files.busy && <p className="cp-field__hint">{t.waiting}</p>}
        <button type="submit" className="cp-primary" disabled={saving || files.busy}>
          {saving ? t.creating : t.submit}
        </button>
      </div>
    </form>
  );
}

/** /aiUnderwriting: the customer, the kinds or product, the report files or typed conditions; 我的报告. */
export function AiUnderwritingPage() {
  // The tab lives in the address: the page is kept alive, and the report's delete returns to the list.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'new';
  const setTab = (next: 'new' | 'history') =>
    setParams(next === 'history' ? { tab: 'history' } : {}, { replace: true });
  return (
    <Page className="cp-page" header={<PageHeader title={routeTitles.aiUnderwriting} />}>
      <div className="uw-tabs" role="tablist">
        {(['new', 'history'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className="uw-tabs__tab"
            onClick={() => setTab(key)}
          >
            {key === 'new' ? t.tabNew : t.tabHistory}
          </button>
        ))}
      </div>
      {/* The draft and its uploads stay while the list is looked at. */}
      <div hidden={tab !== 'new'}>
        <UnderwritingForm key={params.get('q') ?? ''} />
      </div>
      {tab === 'history' && <UnderwritingHistory onStart={() => setTab('new')} />}
    </Page>
  );
}
