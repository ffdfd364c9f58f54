import { useNavigate } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { CartBar } from '../../features/compare/components/cart-bar';
import { ProductResults } from '../../features/compare/components/product-results';
import { SelectSteps } from '../../features/compare/components/select-steps';
import { SelectionFilters } from '../../features/compare/components/selection-filters';
import { useCartFromUrl } from '../../features/compare/hooks/use-cart-from-url';
import { useCompareStore } from '../../features/compare/store/compare-store';
import { routeTitles } from '../../locales/zh-CN/routes';
import { FactorsStep } from './factors-step';
import './prod-select-config-page.css';

/** /prodSelectConfig: choose 2–5 products, set the customer's factors once, compare. */
export function ProdSelectConfigPage() {
  useCartFromUrl();
  const step = useCompareStore((s) => s.selectStep);
  const setStep = useCompareStore((s) => s.setStep);
  const navigate = useNavigate();
  return (
    <Page className="select-page" header={<PageHeader title={routeTitles.prodSelectConfig} />}>
      <SelectSteps current={step === 'choose' ? 0 : 1} />
      {step === 'choose' ? (
        <div className="select-page__choose">
          <div className="select-page__scroll">
            <SelectionFilters />
            <ProductResults />
          </div>
          <CartBar onNext={() => setStep('params')} />
        </div>
      ) : (
        <FactorsStep onBack={() => setStep('choose')} onCompare={(path) => navigate(path)} />
      )}
    </Page>
  );
}
