// The parts every long-term product shares: pricing basis at launch, factors, age limits, rate table,
// commission schedule and illustration basis. The type modules (protection.ts, savings.ts) supply what
// differs: the model, the coverage or annuity start, the amount factor and the loading profile.
import type { ActuarialBasis, FactorConstraint, FactorDefinition, Product } from '@broker/contract';
import {
  type PolicyCase,
  coverageTermLabel,
  coverageYears,
  mortalityFamilyForLaunchDate,
  paymentYears,
  pricingRateInForce,
} from '../../../src/index.js';
import type { ActuarialDesign, Frequency } from '../designs/types.js';
import { actuarialRateRows } from './actuarial-rates.js';
import { commissionSchedule } from './commission.js';
import {
  ageFactor,
  coverageTermFactor,
  frequencyFactor,
  frequencyFactors,
  genderFactor,
  payCode,
  paymentTermFactor,
  singlePremiumFrequency,
  termConstraints,
} from './factors.js';
import type { PricingReference } from './reference.js';

/** What a type module decides; the rest is common. */
export interface ActuarialSpec {
  readonly design: ActuarialDesign;
  readonly basis: Omit<
    ActuarialBasis,
    'method' | 'mortalityTable' | 'interestRate' | 'expenseLoadings' | 'expenseLoadingsByPaymentTerm'
  >;
  readonly covers: readonly string[];
  readonly defaultCover: string;
  /** Annuity start-age plans replace coverage as the second key. */
  readonly plan?: FactorDefinition;
  readonly amount: FactorDefinition;
  readonly extraFactors?: readonly FactorDefinition[];
  readonly extraConstraints?: readonly FactorConstraint[];
  readonly adjustments?: Product['rates']['adjustments'];
  readonly loadingProfile: (payYears: number) => readonly number[];
  readonly commissionKind: 'protection' | 'savings';
  readonly sourceDetail: string;
  /** Whether a (payment, coverage or plan) pair is possible at an issue age. */
  readonly feasible: (pay: string, value: string, age: number) => boolean;
  readonly startAgeOf?: (value: string, age: number) => number | undefined;
}

export type ActuarialCore = Pick<
  Product,
  | 'coverageTerms'
  | 'paymentTerms'
  | 'paymentFrequencies'
  | 'factors'
  | 'constraints'
  | 'rates'
  | 'commission'
  | 'illustration'
>;

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The largest profile key not above `years` (profiles are given for 1, 3, 5, 10 … payment years). */
export function nearestProfile(
  profiles: Readonly<Record<number, readonly number[]>>,
  years: number,
): readonly number[] {
  const keys = Object.keys(profiles)
    .map(Number)
    .filter((k) => k <= years)
    .sort((a, b) => b - a);
  const profile = profiles[keys[0] ?? 1];
  if (profile === undefined) throw new RangeError(`no loading profile for ${years} payment years`);
  return profile;
}

export const scaled = (profile: readonly number[], scale: number) => profile.map((e) => round4(e * scale));

/** Cover of `toAge` terms shorter than this is not offered (a product "to 70" is not sold at 66). */
const MIN_COVER_YEARS = 10;
/** Fixed-year cover ends by this age, as insurers limit it ("保30年，最高保至80周岁"). */
const FIXED_TERM_END_AGE = 80;

/** Payment no longer than cover, cover long enough to be worth selling, fixed-year cover ending by 80. */
export function coverFeasible(pay: string, cover: string, age: number): boolean {
  const years = coverageYears(cover, age);
  const fixedTerm = /^\d+y$/.test(cover);
  return (
    years >= MIN_COVER_YEARS &&
    paymentYears(pay, age) <= years &&
    (!fixedTerm || age + years <= FIXED_TERM_END_AGE)
  );
}

export const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

export function buildActuarial(spec: ActuarialSpec, ref: PricingReference): ActuarialCore {
  const d = spec.design;
  const interestRate = pricingRateInForce(ref.rateCaps, d.launchDate, 'ordinary');
  const mortalityTable = mortalityFamilyForLaunchDate(d.launchDate);
  const pays = d.pays.map(payCode);
  const frequencies: readonly Frequency[] = d.frequencies ?? ['annual'];
  const genders = d.genders ?? ['M', 'F'];
  const profile = (pay: string) => spec.loadingProfile(paymentYears(pay, 0));
  const defaultPay = payCode(d.defaultPay);
  const basis: ActuarialBasis = {
    method: 'actuarial',
    ...spec.basis,
    mortalityTable,
    interestRate,
    expenseLoadings: [...profile(defaultPay)],
    expenseLoadingsByPaymentTerm: pays
      .filter((p) => p !== defaultPay)
      .map((p) => ({ paymentTerm: p, loadings: [...profile(p)] })),
  };
  const second = spec.plan
    ? {
        code: 'plan' as const,
        values: (spec.plan.options ?? []).map((o) => o.value),
        label: (v: string) => spec.plan?.options?.find((o) => o.value === v)?.label ?? v,
      }
    : {
        code: 'coverageTerm' as const,
        values: spec.covers,
        label: (v: string) => `保障${coverageTermLabel(v)}`,
      };
  const payMaxAge = (pay: string) => d.payMaxAge?.[paymentYears(pay, 0)] ?? d.maxAge;
  const terms = termConstraints(d.minAge, d.maxAge, pays, second, payMaxAge, spec.feasible);
  // The default coverage must go with the default payment term at the default age (a quote from the
  // defaults alone must work): the preferred one if it does, else the first that does.
  const defaultAge = Number(ageFactor(d).default);
  const fits = (cover: string) => {
    const r = terms.ageRange(defaultPay, cover);
    return r !== undefined && defaultAge <= r[1];
  };
  const defaultCover =
    second.code === 'plan' || fits(spec.defaultCover)
      ? spec.defaultCover
      : (spec.covers.find(fits) ?? spec.defaultCover);
  const caseOf = (sex: 'male' | 'female', pay: string, value: string, age: number): PolicyCase => {
    const startAge = spec.startAgeOf?.(value, age);
    const cover = second.code === 'coverageTerm' ? value : spec.defaultCover;
    return {
      issueAge: age,
      sex,
      payYears: paymentYears(pay, age),
      coverYears: coverageYears(cover, age),
      ...(startAge === undefined ? {} : { startAge }),
    };
  };
  const { keys, rows } = actuarialRateRows(
    { basis, genders, pays, second, ageRange: terms.ageRange, caseOf, loadings: profile },
    ref,
  );
  const factors: FactorDefinition[] = [
    ageFactor(d),
    genderFactor(genders),
    spec.amount,
    paymentTermFactor(pays, defaultPay),
    coverageTermFactor(spec.covers, defaultCover),
    ...(spec.plan ? [spec.plan] : []),
    frequencyFactor(frequencies),
    ...(spec.extraFactors ?? []),
  ];
  return {
    coverageTerms: [...spec.covers],
    paymentTerms: pays,
    paymentFrequencies: [...frequencies],
    factors,
    constraints: [
      ...terms.constraints,
      ...singlePremiumFrequency(pays, frequencies),
      ...(spec.extraConstraints ?? []),
    ],
    rates: {
      basis: 'perThousandSumInsured',
      keys: keys as Product['rates']['keys'],
      rows,
      adjustments: [...(spec.adjustments ?? [])],
      frequencyFactors: frequencyFactors(frequencies),
      source: `${spec.sourceDetail}；预定利率${percent(interestRate)}（${d.launchDate}上市时的上限）；附加费用率按缴费期设定，平均值在监管上限内`,
    },
    commission: commissionSchedule(
      { code: d.code, kind: spec.commissionKind, pays, firstYearLoading: (p) => profile(p)[0] ?? 0 },
      ref,
    ),
    illustration: basis,
  };
}
