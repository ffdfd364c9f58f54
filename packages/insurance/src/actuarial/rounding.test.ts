import { describe, expect, it } from 'vitest';
import { premiumFromRate, ratePer1000, roundCents, roundHalfUp } from './rounding.js';

describe('half-up rounding as rate tables print it', () => {
  it('rounds halves away from zero on the decimal digits', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
    expect(roundHalfUp(1.0049, 2)).toBe(1);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(123456789.125, 2)).toBe(123456789.13);
    expect(Math.round(1.005 * 100) / 100).toBe(1); // the naive way gets it wrong
  });
  it('rate per 1,000 to 2 dp; premium to the cent from the printed rate', () => {
    expect(ratePer1000(0.011865937)).toBe(11.87);
    expect(ratePer1000(0.00572499)).toBe(5.72);
    expect(ratePer1000(0.005725)).toBe(5.73);
    expect(premiumFromRate(5.72, 500_000)).toBe(2860);
    expect(premiumFromRate(11.87, 123_456)).toBe(1465.42);
    expect(roundCents(1465.4227)).toBe(1465.42);
    expect(() => roundHalfUp(Number.NaN, 2)).toThrow(RangeError);
  });
  it('matches CL1 × 1000 printed as 华泰人寿 prints its risk premium table (e.g. q_0 = 0.000867 → 0.87)', () => {
    expect(ratePer1000(0.000867)).toBe(0.87);
    expect(ratePer1000(0.568497)).toBe(568.5);
    expect(ratePer1000(0.465447)).toBe(465.45);
  });
});
