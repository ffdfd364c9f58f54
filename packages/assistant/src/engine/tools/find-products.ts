import { meetsConstraints, wantsCheaper } from './constraint-filters.js';
import type { Product, ProductType } from '@broker/contract';
import type { Entities } from '../../understand/types.js';
import type { KnowledgeBase } from '../types.js';
import { exampleQuote, type ExampleQuote } from './example-quote.js';
import { termReach } from './factors.js';
import { cardReason } from './product-card.js';

/** What the agent is looking for; every field optional (JSON-friendly for a model's tool call). */
export interface ProductNeed {
  type?: ProductType;
  /** Several types ('重疾和医疗'): a product of any of them matches. */
  types?: ProductType[];
  age?: number;
  gender?: 'M' | 'F';
  /** Premium budget, yuan per year. */
  budget?: number;
  sumInsured?: number;
  companyCode?: string;
  paymentTerm?: string;
  coverageTerm?: string;
  /** Default true: products no longer sold are left out. */
  onSaleOnly?: boolean;
  /** Occupation class 1–6: products whose occupation classes leave it out are not offered. */
  occupationClass?: number;
  /** Cover must last at least to this age. */
  coverToAge?: number;
  /** An annuity must be able to start paying at this age. */
  payoutStartAge?: number;
  /** The insured is a child ('儿子', '宝宝'): children's products are for them. */
  forChild?: boolean;
  /** Constraint tags stated ('cover_whole_life', 'cheaper', …): see constraint-filters.ts. */
  constraints?: string[];
}

export interface FoundProduct {
  code: string;
  name: string;
  /** One line: what was checked and computed for this person. */
  reason: string;
  annualPremium?: number;
  sumInsured?: number;
  /** Absent without a budget or without an example premium. */
  fitsBudget?: boolean;
  /** Factors the example premium assumed (product defaults), '缴费期间: 20年交'. */
  assumed?: string[];
}

export interface FindProductsResult {
  /** Ranked: within budget first, then on sale, then breadth of cover, then cheaper. */
  matches: FoundProduct[];
  /** How many products of the type(s) and company exist before the person filters, for '没有合适的' answers. */
  candidates: number;
}

/** A rough measure of how much a product covers, only to order otherwise equal products. */
function breadth(p: Product): number {
  const b = p.benefits;
  let score = p.highlights.length;
  score += ((b.severeCount ?? 0) + (b.moderateCount ?? 0) + (b.mildCount ?? 0)) / 20;
  score += (b.moderateTimes ?? 0) + (b.mildTimes ?? 0);
  if (b.waiver) score += 2;
  if (b.annualLimit) score += Math.min(5, b.annualLimit / 1_000_000);
  if (b.guaranteedRenewalYears) score += b.guaranteedRenewalYears / 4;
  if (b.accidentalDeath) score += Math.min(5, b.accidentalDeath / 500_000);
  return score;
}

export function needFromEntities(entities: Entities, companyCode?: string): ProductNeed {
  const need: ProductNeed = {};
  if (entities.productTypes?.length) need.types = entities.productTypes;
  else if (entities.productType) need.type = entities.productType;
  if (entities.relation !== undefined) need.forChild = entities.relation === 'child';
  for (const key of [
    'age',
    'gender',
    'budget',
    'sumInsured',
    'paymentTerm',
    'coverageTerm',
    'occupationClass',
    'coverToAge',
    'payoutStartAge',
    'constraints',
  ] as const)
    if (entities[key] !== undefined) Object.assign(need, { [key]: entities[key] });
  // A stated term is also how long cover must last: '保到80岁' leaves out products that stop sooner.
  const toAge = /^toAge(\d+)$/.exec(entities.coverageTerm ?? '');
  if (need.coverToAge === undefined && toAge) need.coverToAge = Number(toAge[1]);
  if (entities.coverageTerm === 'life') need.constraints = [...(need.constraints ?? []), 'cover_whole_life'];
  // '趸交的增额寿': only products that take a single premium.
  if (entities.paymentTerm === 'single') need.constraints = [...(need.constraints ?? []), 'single_premium'];
  if (companyCode) need.companyCode = companyCode;
  return need;
}

/** The ages an annuity can start paying at: its plans' start ages, else its one start age. */
export function payoutStartAges(p: Product): number[] {
  const starts = (p.factors.find((f) => f.code === 'plan')?.options ?? []).flatMap((o) =>
    o.startAge === undefined ? [] : [o.startAge],
  );
  if (starts.length > 0) return starts;
  return p.benefits.payoutStartAge === undefined ? [] : [p.benefits.payoutStartAge];
}

/** The oldest age a product's cover can reach for someone insured at `age` (Infinity for life). */
export function coverReach(p: Product, age: number): number {
  return Math.max(...p.coverageTerms.map((term) => termReach(term, age)));
}

/** Whether a product takes this occupation class (products without the factor take everyone). */
export function acceptsOccupation(p: Product, occupationClass: number | undefined): boolean {
  const factor = p.factors.find((f) => f.code === 'occupationClass');
  if (occupationClass === undefined || !factor?.options) return true;
  return factor.options.some((o) => o.value === String(occupationClass));
}

/** A children's product: no one over 17 can be insured by it. */
export const isChildrensProduct = (p: Product): boolean => p.maxAge <= 17;

function entitiesOf(need: ProductNeed): Entities {
  const { age, gender, budget, sumInsured, paymentTerm, coverageTerm, occupationClass, constraints } = need;
  return Object.fromEntries(
    Object.entries({
      age,
      gender,
      budget,
      sumInsured,
      paymentTerm,
      coverageTerm,
      occupationClass,
      constraints,
    }).filter(([, v]) => v !== undefined),
  ) as Entities;
}

/** The oldest a child's products take (and the age below which a person is a child). */
export const CHILD_MAX_AGE = 17;

/**
 * Catalogue products for a need: type, company, sale status, the person's age within the product's
 * range and gender allowed. With an age, each product gets an example premium (quote() with the stated
 * factors and the product's defaults); with a budget too, products within it rank first.
 */
export function findProducts(kb: KnowledgeBase, need: ProductNeed): FindProductsResult {
  const types = need.types ?? (need.type ? [need.type] : undefined);
  const pool = kb.products.filter(
    (p) =>
      (!types || types.includes(p.type)) &&
      (!need.companyCode || p.companyCode === need.companyCode) &&
      (need.onSaleOnly === false || p.onSale),
  );
  const entities = entitiesOf(need);
  const eligible = pool.filter(
    (p) =>
      (need.age === undefined || (need.age >= p.minAge && need.age <= p.maxAge)) &&
      // For a child of no stated age, only what a child can be insured with ('小孩的意外险').
      (need.age !== undefined || need.forChild !== true || p.minAge <= CHILD_MAX_AGE) &&
      (need.gender === undefined || p.genders.includes(need.gender)) &&
      acceptsOccupation(p, need.occupationClass) &&
      // '交30年的': only products that offer the payment term said (a single premium is a constraint).
      (need.paymentTerm === undefined ||
        need.paymentTerm === 'single' ||
        p.paymentTerms.includes(need.paymentTerm)) &&
      (need.coverToAge === undefined || coverReach(p, need.age ?? 0) >= need.coverToAge) &&
      (need.payoutStartAge === undefined ||
        p.type !== 'annuity' ||
        payoutStartAges(p).includes(need.payoutStartAge)) &&
      meetsConstraints(p, need.constraints),
  );
  const cheapest = wantsCheaper(need.constraints);
  const scored = eligible.map((p) => {
    const example: ExampleQuote | undefined = need.age !== undefined ? exampleQuote(p, entities) : undefined;
    // 0: fits (or nothing to fit), 1: no premium computable for this person, 2: over budget.
    const fit = need.age === undefined ? 0 : !example ? 1 : example.fitsBudget === false ? 2 : 0;
    // Children's products lead for a child; for anyone else they come last.
    const child = need.forChild === true || (need.age !== undefined && need.age <= CHILD_MAX_AGE);
    const audience = child === isChildrensProduct(p) ? 0 : 1;
    return { p, example, fit, audience, breadth: breadth(p) };
  });
  scored.sort(
    (a, b) =>
      a.audience - b.audience ||
      a.fit - b.fit ||
      (cheapest
        ? (a.example?.quote.annualPremium ?? Infinity) - (b.example?.quote.annualPremium ?? Infinity)
        : 0) ||
      // Several types asked ('定期寿险和终身寿险'): in the order the agent named them.
      (types ? types.indexOf(a.p.type) - types.indexOf(b.p.type) : 0) ||
      Number(b.p.onSale) - Number(a.p.onSale) ||
      b.breadth - a.breadth ||
      (a.example?.quote.annualPremium ?? 0) - (b.example?.quote.annualPremium ?? 0) ||
      a.p.code.localeCompare(b.p.code),
  );
  const matches = scored.map(({ p, example }): FoundProduct => {
    const match: FoundProduct = { code: p.code, name: p.name, reason: cardReason(p, entities, example) };
    if (example) {
      match.annualPremium = example.quote.annualPremium;
      match.sumInsured = example.quote.sumInsured;
      if (example.fitsBudget !== undefined) match.fitsBudget = example.fitsBudget;
      if (example.assumed.length) match.assumed = example.assumed.map((l) => `${l.label}: ${l.value}`);
    }
    return match;
  });
  return { matches, candidates: pool.length };
}
