import { describe, expect, it } from 'vitest';
import { averageLoadingCap } from '../reference/regulation.js';
import { ciModel } from '../test-support/models.js';
import { csv, exampleLoadings } from '../test-support/reference.js';
import { yearsToEnd } from './decrement-model.js';
import { assertLoadingsWithinCap, averageLoading } from './expense-loadings.js';
import { criticalIllness, endowment } from './products.js';
import { nonPension1 } from '../test-support/models.js';

describe('expense loadings against the 7号 caps', () => {
  const model = ciModel('CI4', 'female');
  const basis = { model, interest: 0.035 };
  const cap = averageLoadingCap(csv.loadingCaps, {
    regime: 'ordinary',
    business: 'individual',
    payment: 'regular',
    productClass: 'health',
    coverYears: 70,
  });

  it('reads the cap: 35% for individual regular health', () => expect(cap).toBe(0.35));

  it('a flat profile averages to itself; the teaching model profiles sit inside the cap', () => {
    const design = criticalIllness(
      { issueAge: 30, coverYears: yearsToEnd(model, 30), payYears: 20 },
      { accelerated: true },
    );
    expect(averageLoading(design, basis, [0.2])).toBeCloseTo(0.2, 12);
    for (const [years, profile] of Object.entries(exampleLoadings)) {
      if (Number(years) < 2) continue;
      const d = criticalIllness(
        { issueAge: 30, coverYears: yearsToEnd(model, 30), payYears: Number(years) },
        { accelerated: true },
      );
      const average = assertLoadingsWithinCap(d, basis, profile, cap);
      expect(average).toBeGreaterThan(0.1);
      expect(average).toBeLessThan(cap);
    }
  });

  it('throws on a profile over the cap or outside [0, 1)', () => {
    const design = criticalIllness(
      { issueAge: 30, coverYears: yearsToEnd(model, 30), payYears: 20 },
      { accelerated: true },
    );
    expect(() => assertLoadingsWithinCap(design, basis, [0.9, 0.6, 0.5, 0.4], cap)).toThrow(
      /exceeds the regulatory cap 35.00%/,
    );
    expect(() => assertLoadingsWithinCap(design, basis, [1, 0.1], cap)).toThrow(RangeError);
    expect(() => assertLoadingsWithinCap(design, basis, [-0.1], cap)).toThrow(RangeError);
    expect(() => assertLoadingsWithinCap(design, basis, [], cap)).toThrow(RangeError);
  });

  it('an endowment (18% cap) refuses a protection-style profile', () => {
    const endowmentCap = averageLoadingCap(csv.loadingCaps, {
      regime: 'ordinary',
      business: 'individual',
      payment: 'regular',
      productClass: 'endowment',
      coverYears: 20,
    });
    expect(endowmentCap).toBe(0.18);
    const design = endowment({ issueAge: 30, coverYears: 20, payYears: 20 });
    const life = { model: nonPension1('male'), interest: 0.025 };
    expect(() => assertLoadingsWithinCap(design, life, exampleLoadings[20] ?? [], endowmentCap)).toThrow(
      RangeError,
    );
  });
});
