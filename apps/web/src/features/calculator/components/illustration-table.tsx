import type { CalculationResponse } from '@broker/contract';
import { ILLUSTRATION_COLUMNS } from '@broker/contract';
import { calculatorText as t } from '../../../locales/zh-CN/calculator';
import { money } from '../lib/format';
import { benefitColumn, shortIllustration } from '../lib/illustration-rows';

type Illustration = NonNullable<CalculationResponse['illustration']>;

const cell = (n: number | null) => (n === null ? '—' : money(n));

/** A few policy years of premiums paid, cash value and benefit (products with cash values only). */
export function IllustrationTable({ illustration }: { illustration: Illustration }) {
  const benefit = benefitColumn(illustration.columns);
  const rows = shortIllustration(illustration);
  return (
    <section className="calc-card" aria-labelledby="calc-illustration-title">
      <h3 id="calc-illustration-title" className="calc-card__title">
        {t.illustrationTitle}
      </h3>
      <div className="calc-table__scroll">
        <table className="calc-table calc-table--wide">
          <thead>
            <tr>
              <th scope="col">{t.policyYear}</th>
              <th scope="col">{ILLUSTRATION_COLUMNS.cumulativePremium}</th>
              <th scope="col">{ILLUSTRATION_COLUMNS.currentPrice}</th>
              {benefit && <th scope="col">{ILLUSTRATION_COLUMNS[benefit]}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{t.yearAge(row.year, row.age)}</th>
                <td>{cell(row.cumulativePremium)}</td>
                <td>{cell(row.currentPrice)}</td>
                {benefit && <td>{cell(row[benefit])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="calc-card__fine">{t.illustrationNote}</p>
    </section>
  );
}
