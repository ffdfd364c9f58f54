import { PAYMENT_FREQUENCY_LABELS, type CalculationResponse } from '@broker/contract';
import { ErrorState } from '../../../components/status-view/status-view';
import { calculatorText as t } from '../../../locales/zh-CN/calculator';
import { amount, money } from '../lib/format';
import { CommissionSection } from './commission-section';
import { IllustrationTable } from './illustration-table';
import './calc-result.css';

export type ResultState =
  | { kind: 'loading' }
  | { kind: 'refused'; rules: string[] }
  | { kind: 'failed'; message: string; retry(): void }
  | { kind: 'ready'; result: CalculationResponse; updating: boolean };

function Premium({ result }: { result: CalculationResponse }) {
  const { quote } = result;
  const frequency = PAYMENT_FREQUENCY_LABELS[quote.paymentFrequency];
  return (
    <section className="calc-card" aria-label={t.annualPremium}>
      <p className="calc-premium__label">{t.annualPremium}</p>
      <p className="calc-premium__value" data-testid="annual-premium">
        {money(quote.annualPremium)}
        <small>元</small>
      </p>
      {quote.paymentFrequency !== 'annual' && (
        <p className="calc-premium__per" data-testid="per-payment">
          {t.perPayment(frequency)} {money(quote.premium)}元（{t.paymentsPerYear(quote.paymentsPerYear)}）
        </p>
      )}
      <dl className="calc-figures">
        <div>
          <dt>{t.sumInsured}</dt>
          <dd>{amount(quote.sumInsured)}元</dd>
        </div>
        <div>
          <dt>{t.paymentYears}</dt>
          <dd>{t.years(result.paymentYears)}</dd>
        </div>
        <div>
          <dt>{t.totalPremium}</dt>
          <dd data-testid="total-premium">{money(result.totalPremium)}元</dd>
        </div>
      </dl>
      <p className="calc-card__fine">{t.totalHint(result.paymentYears, frequency)}</p>
    </section>
  );
}

/**
 * The result: premium, commission (unless hidden), a short illustration. While a new calculation loads
 * the last good one stays, marked as updating; a refusal shows the product's rules in place of numbers.
 */
export function CalcResult({ state, hideCommission }: { state: ResultState; hideCommission: boolean }) {
  let body;
  if (state.kind === 'loading')
    body = (
      <p className="calc-result__status" role="status">
        {t.computing}
      </p>
    );
  else if (state.kind === 'failed') body = <ErrorState message={state.message} onRetry={state.retry} />;
  else if (state.kind === 'refused')
    body = (
      <div className="calc-card calc-card--refused" role="alert">
        <p className="calc-card__title">{t.cannotCalculate}</p>
        <ul>
          {state.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p className="calc-card__fine">{t.fixHint}</p>
      </div>
    );
  else
    body = (
      <div
        className={state.updating ? 'calc-result__cards calc-result__cards--updating' : 'calc-result__cards'}
      >
        <Premium result={state.result} />
        <CommissionSection result={state.result} hidden={hideCommission} />
        {state.result.illustration && <IllustrationTable illustration={state.result.illustration} />}
      </div>
    );
  return (
    <section
      className="calc-result"
      aria-labelledby="calc-result-title"
      aria-busy={state.kind === 'ready' && state.updating}
    >
      <h2 id="calc-result-title" className="calc-section__title">
        {t.resultTitle}
        {state.kind === 'ready' && state.updating && (
          <span className="calc-result__updating" role="status">
            {t.computing}
          </span>
        )}
      </h2>
      {body}
      <p className="calc-result__disclaimer">{t.disclaimer}</p>
    </section>
  );
}
