import type { FactorValues } from '@broker/contract';
import { useCalculation } from '../../features/calculator/api/calculator-api';
import { useDebounced } from '../../features/calculator/hooks/use-debounced';
import { money } from '../../features/calculator/lib/format';
import { HttpError, detailOf } from '../../lib/http';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';

/**
 * The premium the page will show, priced by the server as the plan changes (never typed in). Only the
 * premium: the calculation's commission is the agent's and has no place on a customer's page.
 */
export function PremiumPreview({
  productCode,
  values,
  problems,
}: {
  productCode: string;
  values: FactorValues;
  problems: string[];
}) {
  const settled = useDebounced(values, 300);
  const ok = problems.length === 0;
  const calc = useCalculation(productCode, settled, ok);
  let text: string = t.premiumPending;
  let refused: string[] = ok ? [] : problems;
  if (ok && calc.isError) {
    const detail = calc.error instanceof HttpError ? detailOf(calc.error.data) : undefined;
    refused = detail ? detail.split('；') : [t.premiumPending];
  } else if (ok && calc.data && !calc.isPlaceholderData) text = `${money(calc.data.quote.annualPremium)}元`;
  return (
    <div className="cp-premium" aria-live="polite">
      <p className="cp-premium__line">
        <span>{t.premiumPreview}</span>
        <strong data-testid="cp-premium">{refused.length > 0 ? '—' : text}</strong>
      </p>
      <p className="cp-premium__hint">{t.planHint}</p>
      {refused.length > 0 && (
        <ul className="cp-premium__refused" role="alert">
          {refused.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
