import { describe, expect, it } from 'vitest';
import { type ProductClass, cashValueRulesFor } from '../reference/regulation.js';
import { ciModel, nonPension1 } from '../test-support/models.js';
import { seeded } from '../test-support/prng.js';
import { csv } from '../test-support/reference.js';
import {
  cashValueCaps,
  cashValueSchedule,
  minimumCashValueFactor,
  minimumCashValues,
  policyValueReserves,
} from './cash-values.js';
import { DEATH, yearsToEnd } from './decrement-model.js';
import { type Basis, type PolicyDesign } from './policy.js';
import { grossPremium } from './premiums.js';
import {
  criticalIllness,
  endowment,
  increasingWholeLife,
  lifeAnnuity,
  termLife,
  wholeLife,
} from './products.js';
import { netPremiumReserves } from './reserves.js';

const rulesFor = (productClass: ProductClass, payYears: number, coverYears: number) =>
  cashValueRulesFor(csv.cvParameters, csv.cvLoadings, {
    regime: 'ordinary',
    business: 'individual',
    payment: payYears === 1 ? 'single' : 'regular',
    productClass,
    payYears,
    coverYears,
  });

describe('minimum cash value factor r_t = k + t(1 − k)/min(20, n)', () => {
  it('worked example: annuity k = 0.9, n = 20, t = 5 → 92.5%', () => {
    expect(minimumCashValueFactor(5, 20, 0.9)).toBeCloseTo(0.925, 12);
  });
  it('reaches 1 at t = min(20, n) and stays there; single premium (k = 1) is always 1', () => {
    expect(minimumCashValueFactor(9, 10, 0.8)).toBeCloseTo(0.98, 12);
    expect(minimumCashValueFactor(10, 10, 0.8)).toBe(1);
    expect(minimumCashValueFactor(19, 30, 0.8)).toBeCloseTo(0.99, 12);
    expect(minimumCashValueFactor(25, 30, 0.8)).toBe(1);
    expect(minimumCashValueFactor(1, 1, 1)).toBe(1);
    expect(() => minimumCashValueFactor(1, 10, 1.2)).toThrow(RangeError);
  });
});

describe('policy value reserve and minimum cash value', () => {
  const model = nonPension1('male');
  const pricing: Basis = { model, interest: 0.025 };
  const design = wholeLife({ issueAge: 30, coverYears: yearsToEnd(model, 30), payYears: 20 });
  const rules = rulesFor('wholeLife', 20, design.term);
  const G = grossPremium(design, pricing, { loadings: [0.75, 0.45, 0.45, 0.26, 0.2, 0.1] });

  it('uses 7号 table values for a 20-pay whole life: k 0.8, loadings 85/80/75/10%, pricing rate + 2%', () => {
    expect(rules).toEqual({ k: 0.8, policyValueLoadings: [0.85, 0.8, 0.75, 0.1], interestMargin: 0.02 });
  });

  it('PVR is 0 at issue and below the net premium reserve (higher rate, loaded net premiums)', () => {
    const pvr = policyValueReserves(design, pricing, rules, G);
    const npr = netPremiumReserves(design, pricing);
    expect(pvr[0]).toBeCloseTo(0, 12);
    expect(pvr[1]).toBeLessThan((npr[1] ?? NaN) / 2);
    pvr.forEach((v, t) => expect(v).toBeLessThanOrEqual((npr[t] ?? NaN) + 1e-12));
  });

  it('MCV = r_t · max(PVR, 0), never negative', () => {
    const pvr = policyValueReserves(design, pricing, rules, G);
    const mcv = minimumCashValues(design, pricing, rules, G);
    mcv.forEach((v, t) => {
      expect(v).toBeGreaterThanOrEqual(0);
      if (t > 0) expect(v).toBeCloseTo(minimumCashValueFactor(t, 20, 0.8) * Math.max(0, pvr[t] ?? NaN), 12);
    });
  });

  it('a design whose minimum exceeds its cap is refused', () => {
    const tooCheap = 0.001; // a premium far below cost: premiums accumulated stay below the statutory reserve
    const cheapDesign: PolicyDesign = {
      ...design,
      premiumRefunds: { [DEATH]: design.premiumPattern.map(() => 50) },
    };
    expect(() => cashValueSchedule(cheapDesign, pricing, rules, tooCheap)).toThrow(/exceeds the cap/);
  });
});

describe('cash value stays between the statutory minimum and our cap (random products)', () => {
  const random = seeded(7_2020);
  for (let c = 0; c < 30; c++) {
    const sex = random.pick(['male', 'female'] as const);
    const kind = random.pick(['term', 'whole', 'endowment', 'ci', 'increasing', 'annuity'] as const);
    const x = random.int(0, kind === 'annuity' ? 50 : 60);
    const i = random.pick([0.02, 0.025, 0.03, 0.035]);
    const model = kind === 'ci' ? ciModel('CI4', sex) : nonPension1(sex);
    const cover = ['whole', 'ci', 'increasing', 'annuity'].includes(kind)
      ? yearsToEnd(model, x)
      : random.int(10, 40);
    const pay =
      kind === 'annuity'
        ? random.int(1, Math.min(20, 60 - x))
        : random.pick([1, 3, 5, 10, 20, Math.min(30, cover)]);
    const terms = { issueAge: x, coverYears: cover, payYears: Math.min(pay, cover) };
    const [design, productClass]: [PolicyDesign, ProductClass] =
      kind === 'term'
        ? [termLife(terms), 'term']
        : kind === 'whole'
          ? [wholeLife(terms), 'wholeLife']
          : kind === 'endowment'
            ? [endowment(terms), 'endowment']
            : kind === 'ci'
              ? [criticalIllness(terms, { accelerated: random.next() < 0.5 }), 'health']
              : kind === 'increasing'
                ? [increasingWholeLife(terms, random.pick([0.02, i]), i), 'wholeLife']
                : [lifeAnnuity(terms, 60, true), 'annuity'];
    const scale = random.pick(['minimum', 'reserve', 'random'] as const);
    it(`${kind} ${sex} x=${x} cover ${cover} pay ${terms.payYears} i=${i}, scale ${scale}`, () => {
      const pricing = { model, interest: i };
      const rules = rulesFor(productClass, terms.payYears, cover);
      const G = grossPremium(design, pricing, {
        loadings: terms.payYears === 1 ? [0.08] : [0.4, 0.2, 0.1, 0.05],
      });
      const caps = cashValueCaps(design, pricing, G);
      const chosen = scale === 'random' ? caps.map((cap) => cap * random.real(0, 1.5)) : scale;
      const rows = cashValueSchedule(design, pricing, rules, G, chosen);
      const paid = (t: number) => G * design.premiumPattern.slice(0, t).reduce((a, w) => a + w, 0);
      for (const row of rows) {
        expect(row.cashValue).toBeGreaterThanOrEqual(row.minimum);
        expect(row.cashValue).toBeLessThanOrEqual(row.cap);
        // the cap keeps the surrender yield at or below the pricing rate
        expect(row.cashValue).toBeLessThanOrEqual(paid(row.policyYear) * (1 + i) ** row.policyYear + 1e-12);
      }
    });
  }
});
