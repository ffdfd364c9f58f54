import {
  type FactorValues,
  PREMIUM_DRIVEN_TYPES,
  type Product,
  type QuoteResponse,
  type RateTable,
} from '@broker/contract';
import { roundHalfUp } from '../actuarial/rounding.js';
import { type PaymentFrequency, type ResolvedFactors, resolveFactors } from './factors.js';
import { type Result, failure, success } from './result.js';

export const PAYMENTS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = {
  annual: 1,
  semiannual: 2,
  quarterly: 4,
  monthly: 12,
};

/** The rate row for the resolved key factors, or undefined when the table has none. */
export function rateRow(
  rates: RateTable,
  values: ResolvedFactors['values'],
): RateTable['rows'][number] | undefined {
  return rates.rows.find((row) => rates.keys.every((key) => row.key[key] === String(values[key])));
}

/** The printed rate at the age, times every adjustment that applies (1 without any); undefined: no rate. */
export function effectiveRate(
  product: Product,
  factors: ResolvedFactors,
  age = factors.age,
): number | undefined {
  const row = rateRow(product.rates, factors.values);
  const rate = row?.rates[age - row.minAge];
  if (rate === undefined || !(rate > 0)) return undefined;
  return product.rates.adjustments.reduce(
    (r, a) => (String(factors.values[a.factor]) === a.value ? r * a.multiplier : r),
    rate,
  );
}

/** The sum insured a per-policy product's chosen plan stands for. */
function planAmount(product: Product, factors: ResolvedFactors): number | undefined {
  const plan = product.factors.find((f) => f.code === 'plan');
  return plan?.options?.find((o) => o.value === factors.values.plan)?.amount;
}

/**
 * The premium for the factors (defaults filled in).
 * - Per 1,000 sum insured: annual = rate × adjustments × sum insured / 1000, rounded once to the cent, half
 *   up — the way insurers print it (rounding.ts).
 * - Per policy (medical, accident): annual = rate × adjustments; the sum insured is the plan's amount.
 * - Premium-driven (增额终身寿, 年金): the premium is given and the basic sum insured follows from the
 *   rate, rounded **down** to a whole yuan. Contracts print the basic amount in whole yuan, and rounding
 *   down means the premium paid always buys at least the amount promised: the rate applied to the printed
 *   amount never exceeds the premium (by at most rate/1000 yuan).
 * The premium per payment is the annual premium × the frequency factor, rounded to the cent.
 */
export function quoteResolved(product: Product, factors: ResolvedFactors): Result<QuoteResponse> {
  const rate = effectiveRate(product, factors);
  if (rate === undefined)
    return failure([{ factor: 'age', message: '该投保条件下暂无费率，请调整投保年龄或期限' }]);
  let sumInsured: number;
  let annualPremium: number;
  if (PREMIUM_DRIVEN_TYPES.includes(product.type)) {
    annualPremium = Number(factors.values.premium);
    // Six decimals first so a quotient like 799999.99999999 (binary noise) is not floored a yuan short.
    sumInsured = Math.floor(roundHalfUp((annualPremium * 1000) / rate, 6));
  } else if (product.rates.basis === 'perPolicy') {
    const amount = planAmount(product, factors);
    if (amount === undefined) return failure([{ factor: 'plan', message: '请选择保障计划' }]);
    sumInsured = amount;
    annualPremium = roundHalfUp(rate, 2);
  } else {
    sumInsured = Number(factors.values.sumInsured);
    annualPremium = roundHalfUp((rate * sumInsured) / 1000, 2);
  }
  const frequency = factors.paymentFrequency;
  const factor = frequency === 'annual' ? 1 : product.rates.frequencyFactors[frequency];
  if (factor === undefined)
    return failure([{ factor: 'paymentFrequency', message: '该产品不支持该交费频率' }]);
  return success({
    productCode: product.code,
    factors: { ...factors.values },
    sumInsured,
    annualPremium,
    paymentFrequency: frequency,
    premium: roundHalfUp(annualPremium * factor, 2),
    paymentsPerYear: PAYMENTS_PER_YEAR[frequency],
  });
}

/** Resolves the factors and quotes: a premium, or every violated rule in Chinese. */
export function quote(product: Product, input: FactorValues): Result<QuoteResponse> {
  const factors = resolveFactors(product, input);
  return factors.ok ? quoteResolved(product, factors.value) : factors;
}
