import type { ComparedProduct, IllustrationRow } from '@broker/contract';

export type Metric = Exclude<keyof IllustrationRow, 'year' | 'age'>;

/** The columns some product fills (spec §3 compare-table columns), in the spec's order. */
export function metricsOf(products: readonly ComparedProduct[]): Metric[] {
  const order = products.find((p) => p.illustration)?.illustration?.columns ?? [];
  const all = new Set(products.flatMap((p) => p.illustration?.columns ?? []));
  const ordered = [...order, ...[...all].filter((c) => !order.includes(c))];
  return ordered.filter((c): c is Metric => c !== 'year' && c !== 'age');
}

export interface IllustrationLine {
  year: number;
  /** The first product's age in that year (the others follow their own factors). */
  age: number;
  values: (number | null)[];
}

/** One line per policy year any product shows, with each product's value of the metric. */
export function illustrationLines(products: readonly ComparedProduct[], metric: Metric): IllustrationLine[] {
  const years = new Map<number, number>();
  for (const p of products)
    for (const r of p.illustration?.rows ?? []) if (!years.has(r.year)) years.set(r.year, r.age);
  return [...years]
    .sort((a, b) => a[0] - b[0])
    .map(([year, age]) => ({
      year,
      age,
      values: products.map((p) => {
        if (!p.illustration?.columns.includes(metric)) return null;
        return p.illustration.rows.find((r) => r.year === year)?.[metric] ?? null;
      }),
    }));
}

const MONEY = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
export const yuan = (n: number | null) => (n === null ? '—' : MONEY.format(n));
