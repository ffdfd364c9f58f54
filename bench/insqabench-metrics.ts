// Metrics of the InsQABench clause benchmark, exactly as ../shared/eval/insqabench-clause/README.md
// defines them: top-k accuracy, MRR@10, and ROUGE-L F1 over characters (protocol C).

export interface RankedQuestion {
  /** Paragraph ids, best first (already cut to the protocol's depth). */
  ranked: readonly string[];
  relevant: ReadonlySet<string>;
}

/** Share of questions with a relevant paragraph in the top k, ×100. */
export function recallAt(results: readonly RankedQuestion[], k: number): number {
  if (results.length === 0) return 0;
  const hits = results.filter((r) => r.ranked.slice(0, k).some((id) => r.relevant.has(id))).length;
  return (100 * hits) / results.length;
}

/** Mean of 1/rank of the first relevant paragraph, 0 beyond rank 10. */
export function mrrAt10(results: readonly RankedQuestion[]): number {
  if (results.length === 0) return 0;
  let sum = 0;
  for (const r of results) {
    const rank = r.ranked.slice(0, 10).findIndex((id) => r.relevant.has(id));
    if (rank >= 0) sum += 1 / (rank + 1);
  }
  return sum / results.length;
}

const toks = (s: string) =>
  Array.from(
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\s\p{P}\p{S}]/gu, ''),
  );

/** ROUGE-L F1 at character level (the README's reference code, typed). */
export function rougeL(sys: string, ref: string): number {
  const a = toks(sys);
  const b = toks(ref);
  if (!a.length || !b.length) return 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const cur = [0];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = x === b[j - 1] ? (prev[j - 1] ?? 0) + 1 : Math.max(prev[j] ?? 0, cur[j - 1] ?? 0);
    }
    prev = cur;
  }
  const l = prev[b.length] ?? 0;
  if (!l) return 0;
  const p = l / a.length;
  const r = l / b.length;
  return (2 * p * r) / (p + r);
}

export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
