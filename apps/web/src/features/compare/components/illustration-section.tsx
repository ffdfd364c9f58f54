import { useState } from 'react';
import { ILLUSTRATION_COLUMNS, type ComparedProduct } from '@broker/contract';
import { compareText } from '../../../locales/zh-CN/compare';
import { illustrationLines, metricsOf, yuan, type Metric } from '../lib/illustration';
import { IllustrationChart } from './illustration-chart';
import './illustration-section.css';

/** Benefit illustration: pick a column, see it per year for every product, as a table and a chart. */
export function IllustrationSection({ products }: { products: readonly ComparedProduct[] }) {
  const metrics = metricsOf(products);
  const preferred = metrics.find((m) => m === 'currentPrice') ?? metrics[0];
  const [chosen, setChosen] = useState<Metric | undefined>(undefined);
  const metric = chosen && metrics.includes(chosen) ? chosen : preferred;
  if (!metric || products.every((p) => !p.illustration?.rows.length))
    return <p className="illustration__empty">{compareText.noIllustration}</p>;
  const lines = illustrationLines(products, metric);
  return (
    <section className="illustration" aria-labelledby="illustration-title">
      <h2 id="illustration-title" className="illustration__title">
        {compareText.illustrationTitle}
      </h2>
      <div className="illustration__metrics" role="radiogroup" aria-label={compareText.illustrationTitle}>
        {metrics.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={m === metric}
            className="illustration__metric"
            onClick={() => setChosen(m)}
          >
            {ILLUSTRATION_COLUMNS[m]}
          </button>
        ))}
      </div>
      <IllustrationChart
        title={compareText.chartTitle(ILLUSTRATION_COLUMNS[metric])}
        names={products.map((p) => p.name)}
        lines={lines}
      />
      <div
        className="compare-table illustration__table"
        role="region"
        aria-label={ILLUSTRATION_COLUMNS[metric]}
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <th scope="col" className="compare-table__pin">
                {compareText.yearHeading}
              </th>
              {products.map((p) => (
                <th key={p.code} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.year}>
                <th scope="row" className="compare-table__pin">
                  {compareText.yearAge(line.year, line.age)}
                </th>
                {line.values.map((v, i) => (
                  <td key={products[i]?.code}>{yuan(v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
