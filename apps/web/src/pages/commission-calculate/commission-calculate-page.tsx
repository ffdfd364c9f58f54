import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useProductDetail } from '../../features/calculator/api/calculator-api';
import { CalcForm } from '../../features/calculator/components/calc-form';
import { CalcResult } from '../../features/calculator/components/calc-result';
import { CommissionToggle } from '../../features/calculator/components/commission-toggle';
import { useCalculator } from '../../features/calculator/hooks/use-calculator';
import { rememberProduct } from '../../features/calculator/lib/recent-products';
import { errorText, isNotFound } from '../../lib/http';
import { calculatorText as t } from '../../locales/zh-CN/calculator';
import { routeTitles } from '../../locales/zh-CN/routes';
import { CalcBar } from './calc-bar';
import { ColourPageLink } from './colour-page-link';
import './commission-calculate-page.css';

const PATH = '/commissionCalculate';
const SELECT_PATH = '/commissionCalculateProdSelect';

function ProductHead({ productCode }: { productCode: string }) {
  const detail = useProductDetail(productCode);
  useEffect(() => {
    if (detail.data?.onSale) rememberProduct(detail.data);
  }, [detail.data]);
  const p = detail.data;
  return (
    <div className="calc-page__product">
      <div className="calc-page__product-text">
        <p className="calc-page__product-name">{p?.name ?? productCode}</p>
        {p && (
          <p className="calc-page__product-meta">
            {p.insurer.shortName} · {p.type} · {p.minAge}-{p.maxAge}周岁
          </p>
        )}
      </div>
      <Link className="calc-page__change" to={SELECT_PATH}>
        {t.changeProduct}
      </Link>
    </div>
  );
}

function Calculator({ productCode, hideCommission }: { productCode: string; hideCommission: boolean }) {
  const { form, values, setFactor, result, fromChat, pricedPlan, conversationId } =
    useCalculator(productCode);
  if (form.isError && isNotFound(form.error))
    return (
      <div className="calc-page__missing">
        <ErrorState message={errorText(form.error, '')} />
        <Link className="calc-page__choose" to={SELECT_PATH}>
          {t.chooseProduct}
        </Link>
      </div>
    );
  if (form.isError)
    return <ErrorState message={errorText(form.error, '')} onRetry={() => void form.refetch()} />;
  if (!form.data || !values) return <LoadingState />;
  return (
    <>
      {fromChat && (
        <p className={fromChat === 'yes' ? 'calc-page__chat' : 'calc-page__chat calc-page__chat--failed'}>
          {fromChat === 'yes' ? t.fromChat : t.chatFactorsFailed}
        </p>
      )}
      <CalcForm form={form.data} values={values} onChange={setFactor} />
      <CalcResult state={result} hideCommission={hideCommission} />
      <ColourPageLink productCode={productCode} plan={pricedPlan} conversationId={conversationId} />
      <CalcBar state={result} hideCommission={hideCommission} />
    </>
  );
}

/** /commissionCalculate: one product's premium, the agent's commission and a short illustration. */
export function CommissionCalculatePage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // A kept-alive page still sees the current address while hidden (app-layout): keep the product it
  // was opened with until the calculator's own address names another.
  const addressed = `${params.get('productCode') ?? ''} ${params.get('conversationId') ?? ''}`;
  const [opened, setOpened] = useState(addressed);
  if (pathname === PATH && addressed !== opened) setOpened(addressed);
  const productCode = opened.split(' ')[0] ?? '';
  const [hideCommission, setHideCommission] = useState(false);
  if (!productCode) return <Navigate to={SELECT_PATH} replace />;
  const toggle = <CommissionToggle hidden={hideCommission} onToggle={() => setHideCommission((v) => !v)} />;
  return (
    <Page
      className="calc-page"
      header={
        <PageHeader title={routeTitles.commissionCalculate} backFallback={SELECT_PATH} right={toggle} />
      }
    >
      <ProductHead productCode={productCode} />
      <div className="calc-page__content">
        <Calculator key={opened} productCode={productCode} hideCommission={hideCommission} />
      </div>
    </Page>
  );
}
