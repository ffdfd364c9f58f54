import type { Product } from '@broker/contract';
import { quote } from '@broker/insurance';
import type { Entities } from '../../understand/types.js';
import { quoteForPerson, type PersonQuote } from './factors.js';

export interface ExampleQuote extends PersonQuote {
  /** Whether the annual premium is within the stated budget; absent without a budget. */
  fitsBudget?: boolean;
}

/** The adult a price is shown for when no age is said (the answer says so). */
export const EXAMPLE_AGE = 30;
/** The sum insured an example premium is priced at when none is said and products are set side by side. */
export const EXAMPLE_SUM_INSURED = 500_000;

/** A list shows premiums only for a known person: without an age, any number would be made up. */
export const personKnown = (entities: Entities | undefined): entities is Entities =>
  entities?.age !== undefined;

/**
 * The example premium a product list shows for the question's person. With a budget and no stated sum
 * insured, the sum insured is lowered (in the product's steps, not below its minimum) until the premium
 * fits, and a per-policy product takes its richest plan within the budget: that is what an agent would
 * propose. The same function serves every page of a list, so later pages match the first.
 */
export function exampleQuote(product: Product, entities: Entities): ExampleQuote | undefined {
  const base = quoteForPerson(product, entities, true);
  if (!base.ok) return undefined;
  const budget = entities.budget;
  if (budget === undefined) return base;
  if (base.quote.annualPremium <= budget) return { ...base, fitsBudget: true };
  const better =
    entities.sumInsured === undefined ? withinBudget(product, entities, base, budget) : undefined;
  return better ?? { ...base, fitsBudget: false };
}

function withinBudget(
  product: Product,
  entities: Entities,
  base: PersonQuote,
  budget: number,
): ExampleQuote | undefined {
  const si = product.factors.find((f) => f.code === 'sumInsured');
  if (si && product.rates.basis === 'perThousandSumInsured' && !('premium' in base.quote.factors)) {
    const step = si.step ?? 1000;
    const min = si.min ?? step;
    // Premium is proportional to the sum insured (up to cent rounding): scale, then step down until it fits.
    let amount = Math.floor((base.quote.sumInsured * budget) / base.quote.annualPremium / step) * step;
    for (let tries = 0; amount >= min && tries < 5; tries += 1, amount -= step) {
      const q = quoteForPerson(product, { ...entities, sumInsured: amount }, true);
      if (q.ok && q.quote.annualPremium <= budget) {
        // The sum insured was chosen here, not stated: report it as assumed.
        const assumed = q.assumed.some((l) => l.factor === 'sumInsured')
          ? q.assumed
          : [...q.assumed, ...q.factors.filter((l) => l.factor === 'sumInsured')];
        return { ...q, assumed, adjusted: [], fitsBudget: true };
      }
    }
    return undefined;
  }
  const plan = product.factors.find((f) => f.code === 'plan');
  if (plan?.options && product.rates.basis === 'perPolicy') {
    const options = [...plan.options].sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0));
    for (const option of options) {
      const input = { ...base.quote.factors, plan: option.value };
      const q = quote(product, input);
      if (q.ok && q.value.annualPremium <= budget) {
        const line = { factor: 'plan' as const, label: plan.label, value: option.label };
        const replace = (lines: typeof base.factors) => lines.map((l) => (l.factor === 'plan' ? line : l));
        return {
          quote: q.value,
          factors: replace(base.factors),
          assumed: replace(base.assumed),
          adjusted: [],
          fitsBudget: true,
        };
      }
    }
  }
  return undefined;
}

/**
 * The largest sum insured the budget buys ('预算3000，保额能到多少'): premiums are proportional to the sum
 * insured for products priced per thousand, so scale to the budget, keep to the product's steps and
 * limits, and step down until the insurance core's premium fits. Undefined for products not bought by
 * the sum insured, or when even the least sum costs more.
 */
export function largestSumWithin(product: Product, entities: Entities, budget: number): number | undefined {
  const si = product.factors.find((f) => f.code === 'sumInsured');
  if (!si || product.rates.basis !== 'perThousandSumInsured') return undefined;
  const base = quoteForPerson(product, { ...entities, budget: undefined, sumInsured: undefined }, true);
  if (!base.ok || 'premium' in base.quote.factors) return undefined;
  const step = si.step ?? 1000;
  const min = si.min ?? step;
  const max = si.max ?? Infinity;
  let amount = Math.min(
    max,
    Math.floor((base.quote.sumInsured * budget) / base.quote.annualPremium / step) * step,
  );
  for (let tries = 0; amount >= min && tries < 5; tries += 1, amount -= step) {
    const q = quoteForPerson(product, { ...entities, budget: undefined, sumInsured: amount }, false);
    if (q.ok && q.quote.annualPremium <= budget) return amount;
  }
  return undefined;
}
