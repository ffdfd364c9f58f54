// Property tests on random products (seeded, so every run checks the same cases; change SEED to explore).
import { describe, expect, it } from 'vitest';
import { ciModel, nonPension1 } from '../test-support/models.js';
import { seeded } from '../test-support/prng.js';
import { selectLifeTable } from '../reference/life-tables.js';
import { cl2010 } from '../test-support/reference.js';
import { DEATH, modelFromLifeTable, yearsToEnd } from './decrement-model.js';
import { annuityDue } from './life-contingencies.js';
import { discountFactor } from './interest.js';
import { type Basis, benefitEpv, premiumAnnuity, project } from './policy.js';
import { grossPremium, netPremium, netSinglePremium } from './premiums.js';
import {
  criticalIllness,
  endowment,
  increasingSumsInsured,
  increasingWholeLife,
  lifeAnnuity,
  termLife,
  wholeLife,
  withSumInsured,
} from './products.js';
import { netPremiumReserves } from './reserves.js';
import { premiumFromRate, ratePer1000 } from './rounding.js';

const SEED = 20_261_121;
const CASES = 40;
const sexes = ['male', 'female'] as const;

describe('premium rises with issue age', () => {
  const random = seeded(SEED);
  for (let c = 0; c < CASES / 4; c++) {
    const sex = random.pick(sexes);
    const i = random.pick([0.02, 0.025, 0.03, 0.035]);
    const n = random.pick([10, 15, 20, 30]);
    const pay = random.pick([5, 10, n]);
    it(`term life ${sex} ${n}y ${pay}-pay at ${i}: ages 6..${75 - n} (CL tables dip in childhood)`, () => {
      const basis = { model: nonPension1(sex), interest: i };
      const premiums = Array.from({ length: 76 - n - 6 }, (_, k) =>
        netPremium(termLife({ issueAge: 6 + k, coverYears: n, payYears: pay }), basis),
      );
      premiums.slice(1).forEach((p, k) => expect(p, `age ${7 + k}`).toBeGreaterThan(premiums[k] ?? Infinity));
    });
  }
  for (let c = 0; c < CASES / 4; c++) {
    const sex = random.pick(sexes);
    const table = random.pick(['CI3', 'CI4']);
    const accelerated = random.next() < 0.5;
    const i = random.pick([0.02, 0.025, 0.03, 0.035]);
    const pay = random.pick([10, 20, 30]);
    const whole = random.next() < 0.5;
    // Fixed-term cover starts at 6: like mortality, CI incidence falls through early childhood.
    const from = whole ? 0 : 6;
    it(`${table} ${accelerated ? 'accelerated' : 'standalone'} ${sex} ${whole ? 'whole life' : '30y'} ${pay}-pay at ${i}: ages ${from}..55`, () => {
      const model = ciModel(table, sex);
      const basis = { model, interest: i };
      const premiums = Array.from({ length: 56 - from }, (_, k) =>
        netPremium(
          criticalIllness(
            { issueAge: from + k, coverYears: whole ? yearsToEnd(model, from + k) : 30, payYears: pay },
            { accelerated },
          ),
          basis,
        ),
      );
      premiums
        .slice(1)
        .forEach((p, k) => expect(p, `age ${from + k + 1}`).toBeGreaterThan(premiums[k] ?? Infinity));
    });
  }
});

describe('scaling, limited pay and reserves', () => {
  const random = seeded(SEED + 1);
  for (let c = 0; c < CASES; c++) {
    const sex = random.pick(sexes);
    const x = random.int(0, 60);
    const kind = random.pick(['term', 'whole', 'endowment', 'ci'] as const);
    const i = random.pick([0.015, 0.02, 0.025, 0.03, 0.035]);
    const model = kind === 'ci' ? ciModel('CI4', sex) : nonPension1(sex);
    const accelerated = random.next() < 0.5;
    const basis: Basis = { model, interest: i };
    const cover =
      kind === 'whole' || kind === 'ci' ? yearsToEnd(model, x) : random.int(5, Math.min(40, 105 - x));
    const build = (payYears: number) => {
      const terms = { issueAge: x, coverYears: cover, payYears };
      if (kind === 'term') return termLife(terms);
      if (kind === 'whole') return wholeLife(terms);
      if (kind === 'endowment') return endowment(terms);
      return criticalIllness(terms, { accelerated });
    };
    const pay = random.int(2, Math.min(30, cover));
    const label = `${kind} ${sex} x=${x} cover ${cover} pay ${pay} i=${i}`;

    it(`${label}: premium ∝ sum insured, printed premium within rounding`, () => {
      const sumInsured = random.pick([10_000, 50_000, 300_000, 1_000_000]);
      const unit = netPremium(build(pay), basis);
      const scaled = netPremium(withSumInsured(build(pay), sumInsured), basis);
      expect(scaled / (unit * sumInsured)).toBeCloseTo(1, 12);
      const printed = premiumFromRate(ratePer1000(unit), sumInsured);
      expect(Math.abs(printed - unit * sumInsured)).toBeLessThanOrEqual(
        (0.005 * sumInsured) / 1000 + 0.005 + 1e-9,
      );
    });

    it(`${label}: single = P_h · ä_{x:h}, P_1 = NSP, P_h falls with h and exceeds NSP/h`, () => {
      const nsp = netSinglePremium(build(1), basis);
      expect(netPremium(build(1), basis)).toBeCloseTo(nsp, 12);
      const limited = netPremium(build(pay), basis);
      const annuity = premiumAnnuity(project(build(pay), basis));
      expect(limited * annuity).toBeCloseTo(nsp, 10);
      expect(limited).toBeGreaterThan(nsp / pay);
      expect(netPremium(build(pay - 1), basis)).toBeGreaterThan(limited);
      expect(grossPremium(build(pay), basis, { loadings: [0.5, 0.2, 0.1] })).toBeGreaterThan(limited);
    });

    it(`${label}: reserves start at 0 and end at the maturity benefit`, () => {
      const reserves = netPremiumReserves(build(pay), basis);
      expect(reserves[0]).toBeCloseTo(0, 12);
      const end = kind === 'endowment' ? 1 : 0;
      expect(reserves.at(-1)).toBe(end);
      if (kind === 'endowment') expect(reserves.at(-2)).toBeLessThan(1);
    });
  }
});

describe('increasing whole life (增额终身寿)', () => {
  const random = seeded(SEED + 2);
  for (let c = 0; c < CASES / 4; c++) {
    const sex = random.pick(sexes);
    const x = random.int(0, 60);
    const i = random.pick([0.025, 0.03, 0.035]);
    const g = random.pick([0.01, 0.02, 0.025, i]);
    const pay = random.pick([1, 3, 5, 10, 20]);
    it(`${sex} x=${x} g=${g} i=${i} pay ${pay}`, () => {
      const model = nonPension1(sex);
      const design = increasingWholeLife(
        { issueAge: x, coverYears: yearsToEnd(model, x), payYears: pay },
        g,
        i,
      );
      const death = design.benefits[DEATH] ?? [];
      death.slice(1).forEach((b, t) => expect(b / (death[t] ?? NaN)).toBeCloseTo(1 + g, 12));
      expect(increasingSumsInsured(822_900, g, 3)).toEqual([
        822_900,
        822_900 * (1 + g),
        822_900 * (1 + g) ** 2,
      ]);
      const flat = benefitEpv(
        project(wholeLife({ issueAge: x, coverYears: yearsToEnd(model, x), payYears: pay }), {
          model,
          interest: i,
        }),
      );
      expect(benefitEpv(project(design, { model, interest: i }))).toBeGreaterThan(flat);
      // With g = i every death pays (1 + i)^t at t + 1: the EPV is exactly v (everyone dies by ω + 1).
      if (g === i)
        expect(benefitEpv(project(design, { model, interest: i }))).toBeCloseTo(discountFactor(i), 10);
      expect(() => increasingWholeLife({ issueAge: x, coverYears: 10, payYears: 1 }, i + 0.0025, i)).toThrow(
        RangeError,
      );
    });
  }
});

describe('benefit design orderings', () => {
  const random = seeded(SEED + 3);
  for (let c = 0; c < CASES / 4; c++) {
    const sex = random.pick(sexes);
    const x = random.int(0, 55);
    const i = random.pick([0.02, 0.025, 0.03, 0.035]);
    it(`${sex} x=${x} i=${i}: standalone CI < +premium refund < accelerated; term < whole life`, () => {
      const model = ciModel('CI4', sex);
      const basis = { model, interest: i };
      const terms = { issueAge: x, coverYears: yearsToEnd(model, x), payYears: 20 };
      const standalone = netPremium(criticalIllness(terms, { accelerated: false }), basis);
      const refund = netPremium(
        criticalIllness(terms, { accelerated: false, refundPremiumsOnDeath: true }),
        basis,
      );
      const accelerated = netPremium(criticalIllness(terms, { accelerated: true }), basis);
      expect(standalone).toBeLessThan(refund);
      expect(refund).toBeLessThan(accelerated);
      const life = { model: nonPension1(sex), interest: i };
      expect(netPremium(termLife({ ...terms, coverYears: 30 }), life)).toBeLessThan(
        netPremium(wholeLife(terms), life),
      );
    });
    it(`${sex} x=${x} i=${i}: a deferred annuity from 60 with premiums back on early death costs more`, () => {
      const model = nonPension1(sex);
      const basis = { model, interest: i };
      const terms = { issueAge: x, coverYears: yearsToEnd(model, x), payYears: Math.min(10, 60 - x) };
      const plain = netPremium(lifeAnnuity(terms, 60), basis);
      expect(netPremium(lifeAnnuity(terms, 60, true), basis)).toBeGreaterThan(plain);
    });
  }
});

describe('annuities on the pension tables (CL5/CL6)', () => {
  const pension = (sex: (typeof sexes)[number]) =>
    modelFromLifeTable(selectLifeTable(cl2010, sex === 'male' ? 'CL5' : 'CL6', sex));
  const random = seeded(SEED + 4);
  for (let c = 0; c < CASES / 4; c++) {
    const sex = random.pick(sexes);
    const x = random.int(40, 75);
    const i = random.pick([0.02, 0.025, 0.03]);
    it(`${sex} x=${x} i=${i}: a single-premium annuity-due costs ä_x; pension > non-pension I; women > men`, () => {
      const model = pension(sex);
      const terms = { issueAge: x, coverYears: yearsToEnd(model, x), payYears: 1 };
      const price = netPremium(lifeAnnuity(terms, x), { model, interest: i });
      expect(price).toBeCloseTo(annuityDue(model, i, x), 10);
      expect(price).toBeGreaterThan(annuityDue(nonPension1(sex), i, x));
      expect(annuityDue(pension('female'), i, x)).toBeGreaterThan(annuityDue(pension('male'), i, x));
      const reserves = netPremiumReserves(lifeAnnuity(terms, x), { model, interest: i });
      reserves.slice(1, -1).forEach((v, t) => expect(v).toBeCloseTo(annuityDue(model, i, x + t + 1), 9));
    });
  }
});
