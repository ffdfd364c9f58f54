// Property tests over the generated catalogue (seeded: every run checks the same cases; change SEED to
// explore). Random cases are drawn from the rate rows, so each is a combination the product sells.
import type { ActuarialBasis, FactorValues, Product } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { DEATH } from '../actuarial/decrement-model.js';
import { premiumFromRate, roundCents } from '../actuarial/rounding.js';
import { catalogue, productsOfType, tables } from '../test-support/catalogue.js';
import { type Random, seeded } from '../test-support/prng.js';
import { policyCaseOf, unitCashValues, unitDesign } from './actuarial-design.js';
import { resolveFactors } from './factors.js';
import { illustrate } from './illustrate.js';
import { effectiveRate, quote } from './quote.js';

const SEED = 20_261_120;
const CASES = 60;

const actuarial = catalogue.products.filter((p) => p.illustration.method === 'actuarial');
const basisOf = (p: Product) => p.illustration as ActuarialBasis;

function onStep(random: Random, range: { min: number; max: number; step: number }): number {
  const steps = Math.floor((range.max - range.min) / range.step);
  return range.min + range.step * random.int(0, Math.min(steps, 200));
}

/** A random combination the product sells: a rate row, an age in it, an amount on its step. */
function randomFactors(random: Random, p: Product): FactorValues {
  const row = random.pick(p.rates.rows);
  const factors: FactorValues = {
    ...row.key,
    age: random.int(row.minAge, row.minAge + row.rates.length - 1),
  };
  if (p.sumInsured && p.factors.some((f) => f.code === 'sumInsured'))
    factors.sumInsured = onStep(random, p.sumInsured);
  if (p.premium) {
    const single = factors.paymentTerm === 'single';
    const min =
      p.constraints.find((c) => c.require.factor === 'premium' && single)?.require.min ?? p.premium.min;
    factors.premium = onStep(random, { ...p.premium, min, max: Math.min(p.premium.max, min * 50) });
  }
  return factors;
}

describe('premiums rise with issue age (term life and critical illness)', () => {
  // For the same cover: fixed-year terms and whole life. Cover "to age 70" shortens as the issue age
  // rises, and its premium may fall near the end, as in real rate tables.
  for (const p of [...productsOfType('term_life'), ...productsOfType('critical_illness')]) {
    const rows = p.rates.rows.filter((row) => /^(\d+y|life)$/.test(row.key.coverageTerm ?? 'life'));
    it(`${p.code}: ${rows.length} rows of fixed-length cover`, () => {
      for (const row of rows) {
        // like the tables themselves, CI incidence and mortality fall through early childhood
        const from = Math.max(0, 6 - row.minAge);
        row.rates.slice(from + 1).forEach((rate, k) => {
          const before = row.rates[from + k] ?? Infinity;
          // printed to 2 decimals, the tiny rates of the twenties may repeat
          expect(rate, `${JSON.stringify(row.key)} age ${row.minAge + from + k + 1}`).toBeGreaterThanOrEqual(
            before,
          );
        });
        const last = row.rates.at(-1) ?? 0;
        expect(last, JSON.stringify(row.key)).toBeGreaterThan(row.rates[from] ?? Infinity);
      }
    });
  }
});

describe('premiums are proportional to the sum insured', () => {
  const random = seeded(SEED);
  const sized = catalogue.products.filter((p) => p.factors.some((f) => f.code === 'sumInsured'));
  for (let c = 0; c < CASES; c++) {
    const p = random.pick(sized);
    const factors = randomFactors(random, p);
    it(`${p.code} ${JSON.stringify(factors)}`, () => {
      const resolved = resolveFactors(p, factors);
      if (!resolved.ok) throw new Error(resolved.violations.map((v) => v.message).join('；'));
      const rate = effectiveRate(p, resolved.value) ?? NaN;
      const sa = Number(factors.sumInsured);
      const q = quote(p, factors);
      const twice = quote(p, { ...factors, sumInsured: Math.min(sa * 2, p.sumInsured?.max ?? 0) });
      // within half a cent of the exact product (half-up rounding may land exactly half a cent away)
      expect(Math.abs((q.ok ? q.value.annualPremium : NaN) - (rate * sa) / 1000)).toBeLessThanOrEqual(
        0.005 + 1e-9,
      );
      if (twice.ok && q.ok && sa * 2 <= (p.sumInsured?.max ?? 0)) {
        expect(Math.abs(twice.value.annualPremium - 2 * q.value.annualPremium)).toBeLessThanOrEqual(0.01);
      }
    });
  }
});

describe('cash values lie between the statutory minimum and our cap, and the illustration prints them', () => {
  const random = seeded(SEED + 1);
  for (let c = 0; c < CASES; c++) {
    const p = random.pick(actuarial);
    const factors = randomFactors(random, p);
    it(`${p.code} ${JSON.stringify(factors)}`, () => {
      const resolved = resolveFactors(p, factors);
      const q = quote(p, factors);
      const shown = illustrate(p, factors, tables);
      if (!resolved.ok || !q.ok || !shown.ok) throw new Error('the case should be valid');
      const basis = basisOf(p);
      const { cashValues } = unitCashValues(
        basis,
        policyCaseOf(p, basis, resolved.value),
        tables,
        q.value.annualPremium / q.value.sumInsured,
      );
      cashValues.forEach((row) => {
        expect(row.cashValue, `year ${row.policyYear}`).toBeGreaterThanOrEqual(row.minimum - 1e-12);
        expect(row.cashValue, `year ${row.policyYear}`).toBeLessThanOrEqual(row.cap + 1e-12);
      });
      shown.value.rows.forEach((row, k) => {
        expect(row.currentPrice).toBe(roundCents(q.value.sumInsured * (cashValues[k]?.cashValue ?? NaN)));
      });
    });
  }
});

describe('增额终身寿: the effective sum insured grows at the declared rate', () => {
  const random = seeded(SEED + 2);
  const products = productsOfType('increasing_whole_life');
  for (let c = 0; c < CASES / 3; c++) {
    const p = random.pick(products);
    const factors = randomFactors(random, p);
    it(`${p.code} ${JSON.stringify(factors)}`, () => {
      const resolved = resolveFactors(p, factors);
      if (!resolved.ok) throw new Error('the case should be valid');
      const basis = basisOf(p);
      const g = basis.declaredGrowthRate ?? NaN;
      expect(g).toBeLessThanOrEqual(basis.interestRate);
      const c = policyCaseOf(p, basis, resolved.value);
      const without = unitDesign(basis, c, tables, 0).benefits[DEATH] ?? [];
      without.forEach((b, t) => expect(b).toBeCloseTo((1 + g) ** t, 12));
      const q = quote(p, factors);
      const floored =
        unitDesign(basis, c, tables, q.ok ? q.value.annualPremium / q.value.sumInsured : NaN).benefits[
          DEATH
        ] ?? [];
      floored.forEach((b, t) => expect(b).toBeGreaterThanOrEqual((1 + g) ** t - 1e-12));
    });
  }
});

describe('annuities: payments start at the start age, never before', () => {
  const random = seeded(SEED + 3);
  const products = productsOfType('annuity');
  for (let c = 0; c < CASES / 3; c++) {
    const p = random.pick(products);
    const factors = randomFactors(random, p);
    it(`${p.code} ${JSON.stringify(factors)}`, () => {
      const shown = illustrate(p, factors, tables);
      if (!shown.ok) throw new Error('the case should be valid');
      const start =
        basisOf(p).annuity?.startAge ??
        p.factors.find((f) => f.code === 'plan')?.options?.find((o) => o.value === factors.plan)?.startAge;
      const paying = shown.value.rows.filter((row) => (row.annuityClaimed ?? 0) > 0);
      expect(paying[0]?.age).toBe(start);
      expect(paying.length).toBe(shown.value.rows.filter((row) => row.age >= (start ?? NaN)).length);
    });
  }
});

describe('premium-driven quotes invert the rate', () => {
  const random = seeded(SEED + 4);
  const products = catalogue.products.filter((p) => p.premium !== undefined);
  for (let c = 0; c < CASES; c++) {
    const p = random.pick(products);
    const factors = randomFactors(random, p);
    it(`${p.code} ${JSON.stringify(factors)}`, () => {
      const resolved = resolveFactors(p, factors);
      const q = quote(p, factors);
      if (!resolved.ok || !q.ok) throw new Error('the case should be valid');
      const rate = effectiveRate(p, resolved.value) ?? NaN;
      expect(premiumFromRate(rate, q.value.sumInsured)).toBeLessThanOrEqual(q.value.annualPremium);
      expect(premiumFromRate(rate, q.value.sumInsured + 1)).toBeGreaterThanOrEqual(q.value.annualPremium);
    });
  }
});
