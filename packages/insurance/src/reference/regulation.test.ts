import { describe, expect, it } from 'vitest';
import { csv } from '../test-support/reference.js';
import { mortalityFamilyForLaunchDate } from './life-tables.js';
import {
  averageLoadingCap,
  minimumCashValueK,
  normaliseDate,
  parseResearchValues,
  policyValueInterestMargin,
  policyValueLoadings,
  productTypeCovers,
} from './regulation.js';

describe('regulatory look-ups', () => {
  it('matches product types', () => {
    expect(productTypeCovers('term life / whole life / health / accident', 'health')).toBe(true);
    expect(productTypeCovers('term life / whole life / health / accident', 'endowment')).toBe(false);
    expect(productTypeCovers('annuity / endowment', 'endowment')).toBe(true);
    expect(productTypeCovers('all (short-term)', 'annuity')).toBe(true);
  });
  it('average loading caps (表1/表2/表6)', () => {
    const q = {
      regime: 'ordinary',
      business: 'individual',
      payment: 'single',
      productClass: 'annuity',
      coverYears: 30,
    } as const;
    expect(averageLoadingCap(csv.loadingCaps, q)).toBe(0.08);
    expect(averageLoadingCap(csv.loadingCaps, { ...q, coverYears: 1, payment: 'regular' })).toBe(0.35);
    expect(averageLoadingCap(csv.loadingCaps, { ...q, business: 'group', coverYears: 1 })).toBe(0.25);
    expect(
      averageLoadingCap(csv.loadingCaps, {
        ...q,
        regime: 'participating',
        payment: 'regular',
        productClass: 'wholeLife',
      }),
    ).toBe(0.3);
    expect(() =>
      averageLoadingCap(csv.loadingCaps, { ...q, business: 'group', productClass: 'endowment' }),
    ).toThrow(RangeError);
  });
  it('policy value loadings by payment band (表3/表7)', () => {
    const q = { regime: 'ordinary', payment: 'regular', productClass: 'annuity' } as const;
    expect(policyValueLoadings(csv.cvLoadings, { ...q, payYears: 5 })).toEqual([0.3, 0.2, 0.15, 0.1]);
    expect(policyValueLoadings(csv.cvLoadings, { ...q, payYears: 10 })).toEqual([0.4, 0.25, 0.15, 0.1]);
    expect(policyValueLoadings(csv.cvLoadings, { ...q, payYears: 20 })).toEqual([0.45, 0.25, 0.15, 0.1]);
    expect(policyValueLoadings(csv.cvLoadings, { ...q, payment: 'single', payYears: 1 })).toEqual([0.08]);
    expect(
      policyValueLoadings(csv.cvLoadings, {
        regime: 'participating',
        payment: 'regular',
        productClass: 'wholeLife',
        payYears: 15,
      }),
    ).toEqual([0.65, 0.4, 0.3, 0.25]);
  });
  it('k and the policy value interest margin (表4/表8/表9)', () => {
    const q = { regime: 'ordinary', business: 'individual', payment: 'regular' } as const;
    expect(minimumCashValueK(csv.cvParameters, { ...q, productClass: 'annuity' })).toBe(0.9);
    expect(minimumCashValueK(csv.cvParameters, { ...q, productClass: 'endowment' })).toBe(0.85);
    expect(minimumCashValueK(csv.cvParameters, { ...q, productClass: 'health' })).toBe(0.8);
    expect(minimumCashValueK(csv.cvParameters, { ...q, payment: 'single', productClass: 'health' })).toBe(1);
    expect(
      minimumCashValueK(csv.cvParameters, { ...q, regime: 'participating', productClass: 'annuity' }),
    ).toBe(0.9);
    expect(policyValueInterestMargin(csv.cvParameters, 'ordinary', 30)).toBe(0.02);
    expect(policyValueInterestMargin(csv.cvParameters, 'participating', 10)).toBe(0.01);
    expect(policyValueInterestMargin(csv.cvParameters, 'participating', 11)).toBe(0.015);
  });
  it('dates, research values and the table family for a launch date', () => {
    expect(normaliseDate('1999')).toBe('1999-01-01');
    expect(normaliseDate('2023-08')).toBe('2023-08-01');
    expect(parseResearchValues(csv.researchValues)[2]).toEqual({
      releaseDate: '2025-07-25',
      value: 0.0199,
      confidence: 'high',
    });
    expect(mortalityFamilyForLaunchDate('2019-07-01')).toBe('CL2010-2013');
    expect(mortalityFamilyForLaunchDate('2026-01-01')).toBe('CL2025');
    expect(() => mortalityFamilyForLaunchDate('2016-12-31')).toThrow(RangeError);
  });
});
