// Illustrative rating factors for medical and accident cover. No public claims table exists for them in
// data/reference, so these are NOT actuarial prices: a base premium by age band, shaped like the printed
// tables of yearly-renewable products on the market, times plain multipliers (deductible, renewal
// guarantee, plan, price level, social insurance, occupation class). rates.source says so.
import type { RateTable } from '@broker/contract';
import { roundHalfUp } from '../../../src/index.js';
import type { AccidentDesign, MedicalDesign } from '../designs/types.js';

export const ILLUSTRATIVE_SOURCE = '示意费率（非精算定价）';

type Band = readonly [fromAge: number, toAge: number, premium: number];

/** Annual premium (yuan) with social insurance, deductible 10,000, no renewal guarantee: a 百万医疗 curve. */
const MILLION: readonly Band[] = [
  [0, 4, 468],
  [5, 10, 268],
  [11, 15, 168],
  [16, 20, 146],
  [21, 25, 146],
  [26, 30, 176],
  [31, 35, 236],
  [36, 40, 306],
  [41, 45, 456],
  [46, 50, 596],
  [51, 55, 816],
  [56, 60, 1128],
  [61, 65, 1538],
  [66, 70, 2300],
  [71, 75, 3100],
  [76, 80, 4100],
  [81, 85, 5200],
  [86, 90, 6500],
  [91, 95, 7800],
  [96, 100, 9000],
];

/** Children's outpatient and inpatient cover with a small limit and no deductible. */
const CHILD: readonly Band[] = [
  [0, 3, 1180],
  [4, 6, 880],
  [7, 12, 620],
  [13, 17, 480],
];

const CURVE_FACTOR: Record<MedicalDesign['curve'], number> = {
  million: 1,
  // no deductible, private wards: several times a 百万医疗 premium
  midrange: 3.1,
  child: 1,
  // accepts chronic conditions: a loaded 百万医疗
  chronic: 1.85,
};
const DEDUCTIBLE_FACTOR: Record<number, number> = { 10000: 1, 5000: 1.45, 0: 1 };
const GUARANTEE_FACTOR = (years: number) => (years >= 20 ? 1.35 : years >= 6 ? 1.15 : 1);

function bandPremium(bands: readonly Band[], age: number): number {
  const band = bands.find(([from, to]) => age >= from && age <= to);
  if (band === undefined) throw new RangeError(`no premium band for age ${age}`);
  return band[2];
}

function ageRows(
  plans: readonly { value: string; factor: number }[],
  minAge: number,
  maxAge: number,
  premiumAt: (age: number) => number,
): RateTable['rows'] {
  return plans.map((plan) => ({
    key: { plan: plan.value },
    minAge,
    // printed per-policy premiums are whole yuan
    rates: Array.from({ length: maxAge - minAge + 1 }, (_, k) =>
      roundHalfUp(premiumAt(minAge + k) * plan.factor, 0),
    ),
  }));
}

export function medicalRates(d: MedicalDesign, monthly: number): RateTable {
  const bands = d.curve === 'child' ? CHILD : MILLION;
  const level =
    CURVE_FACTOR[d.curve] *
    (d.curve === 'million' || d.curve === 'chronic' ? (DEDUCTIBLE_FACTOR[d.deductible] ?? 1) : 1) *
    GUARANTEE_FACTOR(d.guaranteedRenewalYears) *
    (d.priceLevel ?? 1);
  return {
    basis: 'perPolicy',
    keys: ['plan'],
    rows: ageRows(
      d.plans.map((p) => ({ value: p.value, factor: p.multiplier * level })),
      d.minAge,
      d.renewalMaxAge,
      (age) => bandPremium(bands, age),
    ),
    adjustments: [{ factor: 'socialInsurance', value: 'no', multiplier: d.noSocialLoading }],
    frequencyFactors: { annual: 1, ...(d.frequencies?.includes('monthly') ? { monthly } : {}) },
    source: `${ILLUSTRATIVE_SOURCE}：按年龄段的基准保费 × 免赔额、保证续保、计划、社保等示意系数`,
  };
}

/** Accidental death per 1,000 and accident medical per 1,000 of limit, by age (classes 1–3). */
function accidentUnitRates(age: number): { death: number; medical: number } {
  if (age < 18) return { death: 0.3, medical: 5 };
  if (age <= 50) return { death: 0.15, medical: 3 };
  if (age <= 60) return { death: 0.22, medical: 4 };
  if (age <= 65) return { death: 0.32, medical: 5.5 };
  return { death: 0.5, medical: 8 };
}

/** Loading by occupation class (1–3 standard; 4–6 manual or high-risk work). */
export const OCCUPATION_FACTORS: Readonly<Record<number, number>> = {
  1: 1,
  2: 1,
  3: 1,
  4: 1.6,
  5: 2.4,
  6: 3.5,
};

export function accidentRates(d: AccidentDesign, monthly: number): RateTable {
  const level = d.priceLevel ?? 1;
  const rows = d.plans.map((plan) => ({
    key: { plan: plan.value },
    minAge: d.minAge,
    rates: Array.from({ length: d.renewalMaxAge - d.minAge + 1 }, (_, k) => {
      const age = d.minAge + k;
      const unit = accidentUnitRates(age);
      const extra = plan.extraPremium * (age > 60 ? 1.6 : 1);
      const premium = (plan.accidentalDeath * unit.death + plan.medical * unit.medical) / 1000 + extra;
      return roundHalfUp(premium * level, 0);
    }),
  }));
  const adjustments = Array.from({ length: d.maxOccupationClass - 3 }, (_, k) => ({
    factor: 'occupationClass' as const,
    value: String(4 + k),
    multiplier: OCCUPATION_FACTORS[4 + k] ?? 1,
  }));
  return {
    basis: 'perPolicy',
    keys: ['plan'],
    rows,
    adjustments,
    frequencyFactors: { annual: 1, ...(d.frequencies?.includes('monthly') ? { monthly } : {}) },
    source: `${ILLUSTRATIVE_SOURCE}：按年龄段的身故、医疗基准费率 × 职业类别等示意系数`,
  };
}
