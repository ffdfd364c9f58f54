import type { IllustrationRow } from './catalogue-illustration.js';
import type { ComparedProduct } from './compare.js';

/**
 * How a comparison's illustration is read, by the screen (a column at a time) and by the downloaded
 * image (every column): the years and columns the products carry (the server chose the years:
 * 1–10, every fifth, ages 60/70/80, the last).
 */
export type IllustrationMetric = Exclude<keyof IllustrationRow, 'year' | 'age'>;

/** The columns some product fills (spec §3 compare-table columns), in the spec's order. */
export function illustrationMetricsOf(products: readonly ComparedProduct[]): IllustrationMetric[] {
  const order = products.find((p) => p.illustration)?.illustration?.columns ?? [];
  const all = new Set(products.flatMap((p) => p.illustration?.columns ?? []));
  const ordered = [...order, ...[...all].filter((c) => !order.includes(c))];
  return ordered.filter((c): c is IllustrationMetric => c !== 'year' && c !== 'age');
}

export interface IllustrationLine {
  year: number;
  /** The first product's age in that year (the others follow their own factors). */
  age: number;
  values: (number | null)[];
}

/** One line per policy year any product shows, with each product's value of the metric. */
export function illustrationLines(
  products: readonly ComparedProduct[],
  metric: IllustrationMetric,
): IllustrationLine[] {
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
