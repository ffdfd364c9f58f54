// Rounding as insurers print rate tables: half away from zero ("四舍五入", Excel ROUND), applied to the
// shortest decimal form of the number, so 1.005 → 1.01 and 2.675 → 2.68 as a person reading the digits
// expects (Math.round(1.005 * 100) gives 100 because 1.005 is stored as 1.00499999…).

function shift(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number`);
  if (value === 0) return 0;
  const rounded = shift(Math.round(shift(Math.abs(value), decimals)), -decimals);
  return value < 0 ? -rounded : rounded;
}

/** The printed rate: premium per 1,000 sum insured to 2 decimals, from a premium per unit sum insured. */
export function ratePer1000(unitPremium: number): number {
  return roundHalfUp(unitPremium * 1000, 2);
}

/** Premium in yuan to the cent for a sum insured at a printed rate per 1,000 (how a rate table is applied). */
export function premiumFromRate(ratePerThousand: number, sumInsured: number): number {
  return roundHalfUp((ratePerThousand * sumInsured) / 1000, 2);
}

export function roundCents(amount: number): number {
  return roundHalfUp(amount, 2);
}
