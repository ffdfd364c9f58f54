// In-process speed of the catalogue calculations over the generated demo catalogue (issue 3 targets: one
// quote ≤ 1 ms and one full illustration ≤ 5 ms at p95). Run: npx tsx bench/catalogue.ts
// Options (env): BENCH_ROUNDS (default 20): cases per product and call.
import fs from 'node:fs';
import os from 'node:os';
import type { Catalogue, FactorValues, Product } from '@broker/contract';
import { catalogueSchema, commission, illustrate, parseReferenceTables, quote } from '@broker/insurance';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const root = new URL('../', import.meta.url);
const catalogue: Catalogue = catalogueSchema.parse(
  JSON.parse(fs.readFileSync(new URL('data/catalogue/catalogue.json', root), 'utf8')),
);
const tables = parseReferenceTables((name) =>
  fs.readFileSync(new URL(`data/reference/${name}`, root), 'utf8'),
);

// A fixed pseudo-random sequence (mulberry32), so every run measures the same cases.
let state = 20_261_120;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A combination the product sells: a rate row and an entry age in it (amounts stay at their defaults). */
function randomFactors(p: Product): FactorValues {
  for (let attempt = 0; attempt < 50; attempt++) {
    const row = p.rates.rows[Math.floor(random() * p.rates.rows.length)];
    if (row === undefined) break;
    const age = row.minAge + Math.floor(random() * row.rates.length);
    const factors = { ...row.key, age, ...(p.premium ? { premium: Math.max(p.premium.min, 100_000) } : {}) };
    // renewal rows run past the entry ages, and some plans have their own limits: draw again
    if (quote(p, factors).ok) return factors;
  }
  return {};
}

const cases = catalogue.products.flatMap((p) => [
  { p, factors: {} as FactorValues },
  ...Array.from({ length: rounds - 1 }, () => ({ p, factors: randomFactors(p) })),
]);

function measure(name: string, call: (p: Product, f: FactorValues) => { ok: boolean }) {
  for (const { p, factors } of cases) call(p, factors); // warm-up: JIT, and each model built once
  const times: number[] = [];
  let failed = 0;
  for (const { p, factors } of cases) {
    const start = performance.now();
    const result = call(p, factors);
    times.push(performance.now() - start);
    if (!result.ok) failed++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  const ms = (x: number) => x.toFixed(3);
  console.log(
    `${name.padEnd(12)} n=${times.length} p50 ${ms(at(0.5))} ms  p95 ${ms(at(0.95))} ms  p99 ${ms(at(0.99))} ms  max ${ms(at(1))} ms${failed ? `  (${failed} refused)` : ''}`,
  );
  return at(0.95);
}

console.log(
  `catalogue ${catalogue.version}: ${catalogue.products.length} products, ${cases.length} cases per call; Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
);
const quoteP95 = measure('quote', (p, f) => quote(p, f));
measure('commission', (p, f) => commission(p, f));
const illustrationP95 = measure('illustrate', (p, f) => illustrate(p, f, tables));
const verdict = (p95: number, target: number) =>
  p95 <= target ? `within ${target} ms` : `OVER ${target} ms`;
console.log(`targets: quote p95 ${verdict(quoteP95, 1)}, illustration p95 ${verdict(illustrationP95, 5)}`);
