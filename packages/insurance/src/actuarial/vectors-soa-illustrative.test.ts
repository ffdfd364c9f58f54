// test-vectors.md §A: lifecontingencies' documented tests on the SOA Illustrative Life Table (Bowers et
// al.), to the digits the vectors print.
import { describe, expect, it } from 'vitest';
import { soa } from '../test-support/models.js';
import { doubledForceRate } from './interest.js';
import {
  annuityDue,
  increasingInsurance,
  termInsurance,
  uddAnnuityDue,
  wholeLifeInsurance,
  woolhouseAnnuityDue,
} from './life-contingencies.js';
import { survivorsColumn } from './life-table.js';
import { soaTable } from '../test-support/reference.js';

describe('SOA Illustrative Life Table (test-vectors.md §A)', () => {
  it('fixture spot checks: l30 = 95013.79, l65 = 75339.63', () => {
    const l = survivorsColumn(soaTable);
    expect(l[30]).toBeCloseTo(95013.79, 2);
    expect(l[65]).toBeCloseTo(75339.63, 2);
  });

  it('A1: A¹_{30:10} at 4% = 0.015773 (Bowers p.111)', () => {
    expect(termInsurance(soa, 0.04, 30, 10)).toBeCloseTo(0.015773, 6);
  });

  it('A2: ²A¹ − (A¹)² for the 10-year term at 4% = 0.012471 (Bowers p.112)', () => {
    const first = termInsurance(soa, 0.04, 30, 10);
    expect(termInsurance(soa, doubledForceRate(0.04), 30, 10) - first ** 2).toBeCloseTo(0.012471, 6);
  });

  it('A3: 1000 A_30 at 6% = 102.4835 (Bowers p.112)', () => {
    expect(1000 * wholeLifeInsurance(soa, 0.06, 30)).toBeCloseTo(102.4835, 4);
  });

  it('A4: ä_65 at 6% = 9.89693', () => {
    expect(annuityDue(soa, 0.06, 65)).toBeCloseTo(9.89693, 5);
  });

  it('A5: P_36 = A_36 / ä_36 at 6% = 0.00881', () => {
    expect(wholeLifeInsurance(soa, 0.06, 36) / annuityDue(soa, 0.06, 36)).toBeCloseTo(0.00881, 5);
  });

  it('A6: (IA)_50 at 6% = 4.99676', () => {
    expect(increasingInsurance(soa, 0.06, 50)).toBeCloseTo(4.99676, 5);
  });

  it('extra full-precision values: ä_30, A_30, 1000 P_30 at 6%', () => {
    expect(annuityDue(soa, 0.06, 30)).toBeCloseTo(15.856124352685, 10);
    expect(wholeLifeInsurance(soa, 0.06, 30)).toBeCloseTo(0.102483527206, 10);
    expect((1000 * wholeLifeInsurance(soa, 0.06, 30)) / annuityDue(soa, 0.06, 30)).toBeCloseTo(6.4633403, 7);
  });

  it('monthly ä^(12)_60: UDD gives lifecontingencies’ 10.68036, Woolhouse (2 terms) is close', () => {
    // lifecontingencies interpolates l_x linearly between ages (UDD); under UDD the α/β formula is exact.
    const annual = annuityDue(soa, 0.06, 60);
    expect(uddAnnuityDue(annual, 0, 0.06, 12)).toBeCloseTo(10.68036, 5);
    expect(Math.abs(woolhouseAnnuityDue(annual, 0, 12) - 10.68036)).toBeLessThan(0.01);
  });
});
