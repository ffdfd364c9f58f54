// test-vectors.md §B: SOA FAM-L sample questions with actuarialmath's values (tolerance 1e-6 relative) and
// the SULT columns at 5% (to the printed digits).
import { describe, expect, it } from 'vitest';
import { decimalsOf, sult, sultTable } from '../test-support/models.js';
import { DEATH, modelFromLifeTable, yearsToEnd } from './decrement-model.js';
import { doubledForceRate } from './interest.js';
import {
  annuityDue,
  endowmentInsurance,
  pureEndowment,
  termInsurance,
  wholeLifeInsurance,
  woolhouseAnnuityDue,
} from './life-contingencies.js';
import { lifeTableFromQ, qx } from './life-table.js';
import type { PolicyDesign } from './policy.js';
import { grossPremium, netPremium } from './premiums.js';
import { endowment, termLife, wholeLife } from './products.js';
import { grossPremiumPolicyValues, netPremiumReserves, policyValues } from './reserves.js';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual / expected - 1)).toBeLessThan(1e-6);
const at5 = { model: sult, interest: 0.05 };
const wholeLifeFrom = (x: number, payYears = yearsToEnd(sult, x)) =>
  wholeLife({ issueAge: x, coverYears: yearsToEnd(sult, x), payYears });
const scaled = (design: PolicyDesign, amount: (t: number) => number): PolicyDesign => ({
  ...design,
  benefits: { [DEATH]: design.benefits[DEATH]?.map((_, t) => amount(t)) ?? [] },
});

describe('SULT at 5% (test-vectors.md §B table)', () => {
  const rows = `20 0.000250 19.9664 0.04922 0.00580 8.0991 0.61433 0.61224 13.0559 0.37829
30 0.000315 19.3834 0.07698 0.01109 8.0961 0.61447 0.61152 13.0410 0.37900
40 0.000527 18.4578 0.12106 0.02347 8.0863 0.61494 0.60920 12.9935 0.38126
50 0.001209 17.0245 0.18931 0.05108 8.0550 0.61643 0.60182 12.8428 0.38844
60 0.003398 14.9041 0.29028 0.10834 7.9555 0.62116 0.57864 12.3816 0.41040
65 0.005915 13.5498 0.35477 0.15420 7.8435 0.62650 0.55305 11.8920 0.43371
70 0.010413 12.0083 0.42818 0.21467 7.6491 0.63576 0.50994 11.1109 0.47091
80 0.032658 8.5484 0.59293 0.38134 6.7885 0.67674 0.33952 8.4639 0.59696
100 0.289584 2.7156 0.87068 0.76427 2.7137 0.87078 0.00136 2.7156 0.87068`;
  const columns: [string, (x: number) => number][] = [
    ['q_x', (x) => qx(sultTable, x)],
    ['ä_x', (x) => annuityDue(sult, 0.05, x)],
    ['A_x', (x) => wholeLifeInsurance(sult, 0.05, x)],
    ['²A_x', (x) => wholeLifeInsurance(sult, doubledForceRate(0.05), x)],
    ['ä_x:10', (x) => annuityDue(sult, 0.05, x, 10)],
    ['A_x:10', (x) => endowmentInsurance(sult, 0.05, x, 10)],
    ['10E_x', (x) => pureEndowment(sult, 0.05, x, 10)],
    ['ä_x:20', (x) => annuityDue(sult, 0.05, x, 20)],
    ['A_x:20', (x) => endowmentInsurance(sult, 0.05, x, 20)],
  ];
  for (const line of rows.split('\n')) {
    const [age, ...cells] = line.split(' ');
    it(`x = ${age}`, () => {
      cells.forEach((text, k) => {
        const [, value] = columns[k] ?? [];
        if (value === undefined) throw new Error('column');
        expect(value(Number(age)), `${columns[k]?.[0]}`).toBeCloseTo(Number(text), decimalsOf(text));
      });
    });
  }
});

describe('SOA FAM-L sample questions (actuarialmath values)', () => {
  it('4.6: 3-year term 1000 on (70), q_{70+k} = 0.95^k q^SULT, i = 5% → 29.848351', () => {
    const q = [0, 1, 2].map((k) => 0.95 ** k * qx(sultTable, 70 + k));
    const model = modelFromLifeTable(lifeTableFromQ('Q4.6', 70, q));
    close(1000 * termInsurance(model, 0.05, 70, 3), 29.848351);
  });

  it('5.7: Woolhouse ä^(2)_{35:30} from A_35 = 0.188, A_65 = 0.498, ₃₀p₃₅ = 0.883 at 4%, ×1000 → 17376.7146', () => {
    const d = 0.04 / 1.04;
    const e = 0.883 / 1.04 ** 30;
    const temporary = (1 - 0.188) / d - (e * (1 - 0.498)) / d;
    close(1000 * woolhouseAnnuityDue(temporary, e, 2), 17376.7146);
  });

  it('6.1: 2-pay 2-year term on (80), DB 1000 + premiums paid back, i = 3% → 35.359223', () => {
    const design = termLife({ issueAge: 80, coverYears: 2, payYears: 2 });
    const withRefund = { ...scaled(design, () => 1000), premiumRefunds: { [DEATH]: [1, 1] } };
    close(netPremium(withRefund, { model: sult, interest: 0.03 }), 35.359223);
  });

  it('6.5: WL 1000 on (30): first policy year whose premium EPV falls below its benefit EPV is 33', () => {
    const premium = 1000 * netPremium(wholeLifeFrom(30), at5);
    expect(premium).toBeCloseTo(3.9716, 4);
    // premium P at time t vs 1000 v q_{30+t} at t + 1, both on the lives in force at t
    let t = 0;
    while (premium >= (1000 * qx(sultTable, 30 + t)) / 1.05) t++;
    expect(t + 1).toBe(33);
  });

  it('6.14: WL 100 000 on (40), P for 10 years then P/2 for 10 → 1148.580056', () => {
    const design = wholeLifeFrom(40, 20);
    const halved = { ...design, premiumPattern: design.premiumPattern.map((w, t) => (t < 10 ? w : w / 2)) };
    close(100_000 * netPremium(halved, at5), 1148.580056);
  });

  it('7.1: WL on (40), 50 000 for 20 years then 100 000, premium 875 for 20 years: ₁₀V → 11152.108749', () => {
    const design = scaled(wholeLifeFrom(40, 20), (t) => (t < 20 ? 50_000 : 100_000));
    close(policyValues(design, at5, 875)[10] ?? NaN, 11152.108749);
  });

  it('7.13: FPT ₁₀V of a 30-year endowment 1000 on (40) = ₉V of a 29-year endowment on (41) → 180.107179', () => {
    const reserves = netPremiumReserves(endowment({ issueAge: 41, coverYears: 29, payYears: 29 }), at5);
    close(1000 * (reserves[9] ?? NaN), 180.107179);
  });

  it('7.20: WL 1000 on (35), expenses 30%G + 300 then 4%G + 30: G = 52.117910, gross ₁V − FPT ₁V → −277.193033', () => {
    const design = scaled(wholeLifeFrom(35), () => 1000);
    const expenses = { loadings: [0.3, 0.04], perPolicy: [300, 30] };
    const G = grossPremium(design, at5, expenses);
    close(G, 52.11791);
    const fptAtOne = 0; // a full preliminary term reserve is 0 at the end of year 1
    close((grossPremiumPolicyValues(design, at5, expenses, G)[1] ?? NaN) - fptAtOne, -277.193033);
  });

  it('7.24: WL 1 000 000 on (50), gross premium 11 800: loading G − P → 680.291824', () => {
    close(11_800 - 1_000_000 * netPremium(wholeLifeFrom(50), at5), 680.291824);
  });

  it('7.28: 1000 P_65 − 1000 P¹_{45:20} → 24.334725', () => {
    const term = netPremium(termLife({ issueAge: 45, coverYears: 20, payYears: 20 }), at5);
    close(1000 * (netPremium(wholeLifeFrom(65), at5) - term), 24.334725);
  });

  it('7.30: paid-up WL 10 000 on (35): 10000 (1 − A_35) at 5% → 9034.654128', () => {
    close(10_000 * (1 - wholeLifeInsurance(sult, 0.05, 35)), 9034.654128);
  });
});
