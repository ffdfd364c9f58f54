import { at } from './checks.js';
import { type Basis, type PolicyDesign, premiumAnnuity, project, stretch } from './policy.js';

/**
 * 平均附加费用率 as 银保监办发〔2020〕7号 defines it (as summarised by source S-E1): the EPV of the
 * expense loadings divided by the EPV of the gross premiums,
 *   ē = Σ v^t ₜp π_t e_t / Σ v^t ₜp π_t,
 * on the pricing basis. The loadings are fractions of each policy year's gross premium; the last value of
 * the profile repeats.
 */
export function averageLoading(design: PolicyDesign, basis: Basis, loadings: readonly number[]): number {
  const pr = project(design, basis);
  const gross = premiumAnnuity(pr);
  return (gross - premiumAnnuity(pr, loadings)) / gross;
}

/**
 * Checks a loading profile against the regulatory cap on the average loading (expense_loading_caps_average.csv)
 * and returns the average. Each year's loading must lie in [0, 1). Throws a RangeError outside the rules.
 */
export function assertLoadingsWithinCap(
  design: PolicyDesign,
  basis: Basis,
  loadings: readonly number[],
  cap: number,
): number {
  if (loadings.length === 0) throw new RangeError('empty expense loading profile');
  const yearly = stretch(loadings, design.term, 'loading');
  yearly.forEach((_, t) => {
    const e = at(yearly, t);
    if (!(e >= 0 && e < 1))
      throw new RangeError(`expense loading in policy year ${t + 1} must be in [0, 1), got ${e}`);
  });
  const average = averageLoading(design, basis, loadings);
  if (average > cap + 1e-12) {
    const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
    throw new RangeError(`average expense loading ${pct(average)} exceeds the regulatory cap ${pct(cap)}`);
  }
  return average;
}
