import { describe, expect, it } from 'vitest';
import { ciModel, nonPension1, soa } from '../test-support/models.js';
import {
  annuityDueFromColumns,
  commutationColumns,
  increasingWholeLifeFromColumns,
  pureEndowmentFromColumns,
  termFromColumns,
  wholeLifeFromColumns,
} from './commutation.js';
import { discountRate } from './interest.js';
import {
  annuityDue,
  annuityImmediate,
  deferredAnnuityDue,
  deferredInsurance,
  endowmentInsurance,
  increasingInsurance,
  pureEndowment,
  termInsurance,
  uddAlpha,
  uddBeta,
  wholeLifeInsurance,
} from './life-contingencies.js';
import { curtateExpectation, deathsColumn, survivorsColumn } from './life-table.js';
import { soaTable } from '../test-support/reference.js';

describe('commutation columns agree with direct sums', () => {
  const model = nonPension1('female');
  const c = commutationColumns(model, 0.03);
  for (const x of [0, 25, 50, 80, 105]) {
    it(`CL2 at age ${x}`, () => {
      expect(wholeLifeFromColumns(c, x)).toBeCloseTo(wholeLifeInsurance(model, 0.03, x), 12);
      expect(annuityDueFromColumns(c, x)).toBeCloseTo(annuityDue(model, 0.03, x), 10);
      expect(increasingWholeLifeFromColumns(c, x)).toBeCloseTo(increasingInsurance(model, 0.03, x), 9);
      const n = Math.min(10, 106 - x);
      expect(termFromColumns(c, x, n)).toBeCloseTo(termInsurance(model, 0.03, x, n), 12);
      expect(pureEndowmentFromColumns(c, x, n)).toBeCloseTo(pureEndowment(model, 0.03, x, n), 12);
      expect(annuityDueFromColumns(c, x, n)).toBeCloseTo(annuityDue(model, 0.03, x, n), 10);
    });
  }

  it('multiple decrement: M^(ci) + M^(death) = M for the CI model', () => {
    const ci = commutationColumns(ciModel('CI4', 'male'), 0.025);
    const { ci: byCi, death } = ci.byCause;
    if (byCi === undefined || death === undefined) throw new Error('causes');
    ci.M.forEach((m, k) => expect((byCi.M[k] ?? NaN) + (death.M[k] ?? NaN)).toBeCloseTo(m, 6));
  });
});

describe('textbook identities (Bowers ch. 4–5)', () => {
  const model = nonPension1('male');
  const i = 0.025;
  const d = discountRate(i);
  it('A_x = 1 − d ä_x and A_{x:n} = 1 − d ä_{x:n} on a closed table', () => {
    for (const x of [0, 30, 60, 90]) {
      expect(wholeLifeInsurance(model, i, x)).toBeCloseTo(1 - d * annuityDue(model, i, x), 12);
      expect(endowmentInsurance(model, i, x, 15)).toBeCloseTo(1 - d * annuityDue(model, i, x, 15), 12);
    }
  });
  it('A_x = A¹_{x:n} + ₙ|A_x and ä_x = ä_{x:n} + ₙ|ä_x, a_x = ä_x − 1', () => {
    expect(wholeLifeInsurance(model, i, 40)).toBeCloseTo(
      termInsurance(model, i, 40, 20) + deferredInsurance(model, i, 40, 20),
      12,
    );
    expect(annuityDue(model, i, 40)).toBeCloseTo(
      annuityDue(model, i, 40, 20) + deferredAnnuityDue(model, i, 40, 20),
      10,
    );
    expect(annuityImmediate(model, i, 40)).toBeCloseTo(annuityDue(model, i, 40) - 1, 10);
  });
  it('life table columns: l_x − l_{x+1} = d_x, e_x from the SOA table', () => {
    const l = survivorsColumn(soaTable);
    deathsColumn(soaTable).forEach((dx, x) => expect((l[x] ?? NaN) - (l[x + 1] ?? NaN)).toBeCloseTo(dx, 6));
    expect(curtateExpectation(soaTable, 0)).toBeGreaterThan(70);
  });
  it('UDD α(m), β(m): α(1) = 1, β(1) = 0; at 6%, α(12) = 1.00028, β(12) = 0.46812 (the usual 6% interest tables)', () => {
    expect(uddAlpha(0.06, 1)).toBeCloseTo(1, 12);
    expect(uddBeta(0.06, 1)).toBeCloseTo(0, 12);
    expect(uddAlpha(0.06, 12)).toBeCloseTo(1.00028, 5);
    expect(uddBeta(0.06, 12)).toBeCloseTo(0.46812, 5);
    expect(soa.maxAge).toBe(140);
  });
});
