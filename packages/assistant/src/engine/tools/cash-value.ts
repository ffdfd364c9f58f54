import type { IllustrationRow, Product } from '@broker/contract';
import { illustrate } from '@broker/insurance';
import type { Entities } from '../../understand/types.js';
import type { KnowledgeBase } from '../types.js';
import { quoteForPerson, type FactorLine } from './factors.js';

/** '第10年', '10年后', '交完第5年', '60岁时': the policy year or the age a cash value is asked at. */
const AT_YEAR =
  /第\s*(\d{1,3})\s*(?:个)?(?:保单)?(?:年|年度)|(\d{1,3})\s*年(?:后|以后|之后|末)|(?:交|缴)了\s*(\d{1,3})\s*年/;
const AT_AGE = /(\d{2,3})\s*(?:周)?岁(?:时|的时候|那年)/;

export interface CashValueAnswer {
  rows: IllustrationRow[];
  /** The factors the illustration used that the question did not state (the product's defaults). */
  assumed: FactorLine[];
}

/**
 * Cash values of a product for the person (or the product's defaults), computed by the insurance
 * core's illustration: the policy year or age asked for, else a few landmark years. Undefined when the
 * product has no cash value table, the host gave no actuarial tables, or the factors are refused.
 */
export function cashValues(
  kb: KnowledgeBase,
  product: Product,
  entities: Entities,
  question: string,
): CashValueAnswer | undefined {
  if (!kb.referenceTables || product.illustration.method === 'none') return undefined;
  // The same factors a premium for this person would use (defaults, or the first term that fits).
  const quoted = quoteForPerson(product, entities, true);
  if (!quoted.ok) return undefined;
  const result = illustrate(product, quoted.quote.factors, kb.referenceTables);
  if (!result.ok) return undefined;
  const all = result.value.rows.filter((r) => r.currentPrice !== null);
  if (all.length === 0) return undefined;
  const year = AT_YEAR.exec(question);
  const age = AT_AGE.exec(question);
  const wanted = year
    ? all.filter((r) => r.year === Number(year[1] ?? year[2] ?? year[3]))
    : age
      ? all.filter((r) => r.age === Number(age[1]))
      : all.filter((r) => [1, 5, 10, 20, 30].includes(r.year));
  return { rows: wanted, assumed: quoted.assumed };
}
