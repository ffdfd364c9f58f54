import type { ResultState } from '../../features/calculator/components/calc-result';
import { money } from '../../features/calculator/lib/format';
import { calculatorText as t } from '../../locales/zh-CN/calculator';

/** Pinned under the form: the two figures the agent watches while changing terms. */
export function CalcBar({ state, hideCommission }: { state: ResultState; hideCommission: boolean }) {
  const ready = state.kind === 'ready' ? state : null;
  const firstYear = ready?.result.commission?.rows[0]?.amount;
  if (state.kind === 'refused')
    return (
      <div className="calc-bar calc-bar--refused" aria-live="polite" data-testid="bar-premium">
        {t.barRefused}
      </div>
    );
  return (
    <div className="calc-bar" aria-live="polite">
      <div>
        <span className="calc-bar__label">{t.annualPremium}</span>
        <strong className="calc-bar__value" data-testid="bar-premium">
          {ready ? `${money(ready.result.quote.annualPremium)}元` : '…'}
        </strong>
      </div>
      {!hideCommission && (
        <div>
          <span className="calc-bar__label">{t.firstYear}</span>
          <strong className="calc-bar__value" data-testid="bar-commission">
            {firstYear !== undefined ? `${money(firstYear)}元` : '—'}
          </strong>
        </div>
      )}
      {ready?.updating && <span className="calc-bar__updating">{t.computing}</span>}
    </div>
  );
}
