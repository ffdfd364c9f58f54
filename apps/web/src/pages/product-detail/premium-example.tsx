import type { useCalculator } from '../../features/calculator/hooks/use-calculator';
import { CalcForm } from '../../features/calculator/components/calc-form';
import { CalcResult } from '../../features/calculator/components/calc-result';
import { CommissionToggle } from '../../features/calculator/components/commission-toggle';
import { LoadingState } from '../../components/status-view/status-view';
import { productSheetText as t } from '../../locales/zh-CN/product-sheet';

/**
 * A live premium for a customer the agent sets: the calculator's form and result (priced by the
 * server's POST /v1/premium/calculate, with its rule messages when a value is refused), commission
 * hidden by the same toggle.
 */
export function PremiumExample({
  calculator,
  hideCommission,
  onToggleCommission,
}: {
  calculator: ReturnType<typeof useCalculator>;
  hideCommission: boolean;
  onToggleCommission(): void;
}) {
  const { form, values, setFactor, result } = calculator;
  return (
    <section className="sheet-card sheet-example" aria-labelledby="sheet-example">
      <div className="sheet-example__head">
        <h2 id="sheet-example" className="sheet-card__title">
          {t.exampleTitle}
        </h2>
        <CommissionToggle hidden={hideCommission} onToggle={onToggleCommission} />
      </div>
      <p className="sheet-card__fine">{t.exampleHint}</p>
      {form.data && values ? (
        <>
          <CalcForm form={form.data} values={values} onChange={setFactor} />
          <CalcResult state={result} hideCommission={hideCommission} />
        </>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
