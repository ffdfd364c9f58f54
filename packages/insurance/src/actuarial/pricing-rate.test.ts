import { describe, expect, it } from 'vitest';
import { rateCaps } from '../test-support/reference.js';
import { pricingRateCapInForce, pricingRateInForce } from './pricing-rate.js';

describe('pricing rate in force on a launch date (interest_rate_caps.csv)', () => {
  it.each([
    ['2012-06-30', 'ordinary', 0.025],
    ['2013-08-04', 'ordinary', 0.025],
    ['2013-08-05', 'ordinary', 0.035],
    ['2019-07-01', 'ordinary', 0.035],
    ['2023-07-31', 'ordinary', 0.035],
    ['2023-08-01', 'ordinary', 0.03],
    ['2024-08-31', 'ordinary', 0.03],
    ['2024-09-01', 'ordinary', 0.025],
    ['2025-08-31', 'ordinary', 0.025],
    ['2025-09-01', 'ordinary', 0.02],
    ['2026-11-21', 'ordinary', 0.02],
    ['2024-09-30', 'participating', 0.025],
    ['2024-10-01', 'participating', 0.02],
    ['2025-09-01', 'participating', 0.0175],
    ['2024-10-01', 'universal', 0.015],
    ['2025-09-01', 'universal', 0.01],
  ] as const)('%s %s → %f', (date, regime, rate) => {
    expect(pricingRateInForce(rateCaps, date, regime)).toBeCloseTo(rate, 12);
  });
  it('says where the number comes from and refuses what it does not know', () => {
    expect(pricingRateCapInForce(rateCaps, '2023-09-01', 'ordinary').confidence).toBe('medium');
    expect(() => pricingRateInForce(rateCaps, '2020-01-01', 'participating')).toThrow(RangeError);
    expect(() => pricingRateInForce(rateCaps, '2024-02-30', 'ordinary')).toThrow(RangeError);
    expect(() => pricingRateInForce(rateCaps, '2024/02/01', 'ordinary')).toThrow(RangeError);
  });
});
