import type { CalculationResponse } from '@broker/contract';
import { calculatorText as t } from '../../../locales/zh-CN/calculator';
import { commissionSchedule } from '../lib/commission-schedule';
import { money } from '../lib/format';

/** The agent's commission by policy year; hidden entirely (not blurred) while the customer looks. */
export function CommissionSection({ result, hidden }: { result: CalculationResponse; hidden: boolean }) {
  if (hidden)
    return (
      <section className="calc-card calc-card--muted" aria-label={t.commissionTitle}>
        <p className="calc-card__note">{t.commissionHidden}</p>
      </section>
    );
  if (!result.commission)
    return (
      <section className="calc-card" aria-labelledby="calc-commission-title">
        <h3 id="calc-commission-title" className="calc-card__title">
          {t.commissionTitle}
        </h3>
        <p className="calc-card__note">
          {t.noCommission}
          {result.commissionProblem}
        </p>
      </section>
    );
  const schedule = commissionSchedule(result.commission);
  return (
    <section className="calc-card" aria-labelledby="calc-commission-title" data-testid="commission">
      <h3 id="calc-commission-title" className="calc-card__title">
        {t.commissionTitle}
      </h3>
      <p className="calc-card__note">{t.commissionPrivate}</p>
      <dl className="calc-figures">
        <div>
          <dt>{t.firstYear}</dt>
          <dd data-testid="first-year-commission">{money(schedule.firstYear)}</dd>
        </div>
        <div>
          <dt>{t.renewal}</dt>
          <dd>{money(schedule.renewal)}</dd>
        </div>
        <div>
          <dt>{t.total(schedule.span)}</dt>
          <dd>{money(schedule.total)}</dd>
        </div>
      </dl>
      <table className="calc-table">
        <thead>
          <tr>
            <th scope="col">{t.policyYear}</th>
            <th scope="col">{t.rate}</th>
            <th scope="col">{t.amount}（元）</th>
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((row) => (
            <tr key={row.policyYear}>
              <th scope="row">{row.label}</th>
              <td>{row.rate}</td>
              <td>{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calc-card__fine">{result.commission.note}</p>
    </section>
  );
}
