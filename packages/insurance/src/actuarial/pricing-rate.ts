// The pricing-rate ceiling (预定利率上限) in force on a product's launch date, from interest_rate_caps.csv.

/** ordinary = 普通型, participating = 分红型 (guaranteed rate), universal = 万能型 (minimum guaranteed rate) */
export type RateRegime = 'ordinary' | 'participating' | 'universal';

export interface PricingRateCap {
  /** first day the cap applies, YYYY-MM-DD (a source month or year is read as its first day) */
  readonly effectiveDate: string;
  readonly regime: RateRegime;
  /** as a fraction: 0.035 for 3.5% */
  readonly maxRate: number;
  readonly whatChanged: string;
  readonly confidence: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks a calendar date written YYYY-MM-DD (no time zone: launch dates are Beijing calendar days). */
export function assertIsoDate(date: string): void {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`date must be YYYY-MM-DD, got ${date}`);
  }
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`no such date: ${date}`);
  }
}

/** The cap row in force on `launchDate` for the regime: the latest one that took effect on or before it. */
export function pricingRateCapInForce(
  caps: readonly PricingRateCap[],
  launchDate: string,
  regime: RateRegime,
): PricingRateCap {
  assertIsoDate(launchDate);
  const inForce = caps
    .filter((cap) => cap.regime === regime && cap.effectiveDate <= launchDate)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))
    .at(-1);
  if (inForce === undefined) throw new RangeError(`no ${regime} pricing-rate cap is known for ${launchDate}`);
  return inForce;
}

/** The maximum pricing rate (a fraction) for a product of this regime launched on `launchDate`. */
export function pricingRateInForce(
  caps: readonly PricingRateCap[],
  launchDate: string,
  regime: RateRegime,
): number {
  return pricingRateCapInForce(caps, launchDate, regime).maxRate;
}
