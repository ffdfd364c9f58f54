import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useProductFactors } from '../../features/compare/api/product-factors';
import { FactorForm } from '../../features/compare/components/factor-form';
import { freshComparisonPath } from '../../features/compare/lib/compare-url';
import { sharedFactors } from '../../features/compare/lib/shared-factors';
import { useCompareStore } from '../../features/compare/store/compare-store';
import { errorText } from '../../lib/http';
import { compareText } from '../../locales/zh-CN/compare';

/** The parameters step: the union of the chosen products' quote forms, set once for all of them. */
export function FactorsStep({ onBack, onCompare }: { onBack(): void; onCompare(path: string): void }) {
  const { cartList, factors, setFactor } = useCompareStore();
  const codes = cartList.map((p) => p.code);
  const forms = useProductFactors(codes);
  const failed = forms.find((f) => f.isError);
  let body;
  if (failed)
    body = <ErrorState message={errorText(failed.error, '')} onRetry={() => void failed.refetch()} />;
  else if (forms.some((f) => f.isPending)) body = <LoadingState />;
  else
    body = (
      <FactorForm
        definitions={sharedFactors(forms.flatMap((f) => (f.data ? [f.data] : [])))}
        values={factors}
        onChange={setFactor}
      />
    );
  return (
    <div className="select-page__params">
      <div className="select-page__scroll select-page__form">
        <h2 className="select-page__title">{compareText.paramsTitle}</h2>
        <p className="select-page__hint">{compareText.paramsHint}</p>
        <p className="select-page__chosen">{cartList.map((p) => p.name).join('、')}</p>
        {body}
      </div>
      <div className="select-page__actions">
        <button type="button" className="select-page__secondary" onClick={onBack}>
          {compareText.backToChoose}
        </button>
        <button
          type="button"
          className="select-page__primary"
          disabled={codes.length < 2}
          onClick={() => onCompare(freshComparisonPath(codes, factors))}
        >
          {compareText.compare}
        </button>
      </div>
    </div>
  );
}
