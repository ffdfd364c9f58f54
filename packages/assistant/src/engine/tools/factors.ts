import type { FactorCode, FactorDefinition, FactorValues, Product, QuoteResponse } from '@broker/contract';
import { quote, type Violation } from '@broker/insurance';
import type { Entities } from '../../understand/types.js';
import { formatAmount } from '../format.js';

/** One factor a quote used, as the agent reads it ('缴费期间', '20年交'). */
export interface FactorLine {
  factor: FactorCode;
  label: string;
  value: string;
}

export interface PersonQuote {
  quote: QuoteResponse;
  /** Every factor the quote used that matters to an agent, in the product's form order. */
  factors: FactorLine[];
  /** Factors the question did not state, filled from the product's defaults (or the first term that fits). */
  assumed: FactorLine[];
  /** Stated values that were moved into the product's range (only when clamping was asked for). */
  adjusted: FactorLine[];
}

export type PersonQuoteResult = ({ ok: true } & PersonQuote) | { ok: false; violations: Violation[] };

// Frequency is always quoted annual unless stated; naming it as an assumption would only be noise.
const SILENT: ReadonlySet<FactorCode> = new Set(['paymentFrequency']);

function valueLabel(f: FactorDefinition, value: string | number): string {
  if (f.input === 'select') return f.options?.find((o) => o.value === String(value))?.label ?? String(value);
  if (f.unit === '元') return formatAmount(Number(value));
  return `${value}${f.unit ?? ''}`;
}

function snap(f: FactorDefinition, value: number, round: (x: number) => number): number {
  const step = f.step ?? 1;
  const min = f.min ?? value;
  const max = f.max ?? value;
  const snapped = min + round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/** The age a child is priced at when the question gives none; the answer names it as assumed. */
const CHILD_EXAMPLE_AGE = 5;

/**
 * The factor values a question states for this product. With `clamp`, amounts outside the product's
 * range are moved into it (an example premium for a list); without, they are passed as stated so the
 * quote reports the rule they break.
 */
export function factorsFromEntities(product: Product, entities: Entities, clamp: boolean): FactorValues {
  const values: FactorValues = {};
  const byCode = new Map(product.factors.map((f) => [f.code, f]));
  const options = (code: FactorCode) => byCode.get(code)?.options?.map((o) => o.value) ?? [];
  if (entities.age !== undefined) values.age = entities.age;
  if (entities.gender !== undefined) values.gender = entities.gender;
  const si = byCode.get('sumInsured');
  if (si && entities.sumInsured !== undefined)
    values.sumInsured = clamp ? snap(si, entities.sumInsured, Math.round) : entities.sumInsured;
  // Premium-driven products (增额终身寿, 年金) are bought by the premium: the budget is the premium.
  const premium = byCode.get('premium');
  if (premium && entities.budget !== undefined)
    values.premium = clamp ? snap(premium, entities.budget, Math.floor) : entities.budget;
  // The occupation class prices accident cover; a class the product does not list is a rule it breaks.
  if (entities.occupationClass !== undefined && byCode.has('occupationClass'))
    values.occupationClass = String(entities.occupationClass);
  // A plan named ('升级计划', '65周岁起领') picks the product's option of that name.
  const plan = byCode.get('plan');
  const named = plan?.options?.find((o) => entities.choices?.some((c) => o.label.startsWith(c)));
  if (named) values.plan = named.value;
  // Smoking and social insurance price some products; the agent states them as constraints.
  const stated = (tag: string) => entities.constraints?.includes(tag) ?? false;
  if (byCode.has('smoker') && (stated('smoker') || stated('non_smoker')))
    values.smoker = stated('smoker') ? 'yes' : 'no';
  if (byCode.has('socialInsurance') && (stated('social_insurance_no') || stated('social_insurance_yes')))
    values.socialInsurance = stated('social_insurance_no') ? 'no' : 'yes';
  if (entities.paymentTerm && options('paymentTerm').includes(entities.paymentTerm))
    values.paymentTerm = entities.paymentTerm;
  else if (entities.paymentTerm && !clamp) values.paymentTerm = entities.paymentTerm;
  if (entities.coverageTerm && options('coverageTerm').includes(entities.coverageTerm))
    values.coverageTerm = entities.coverageTerm;
  else if (entities.coverageTerm && clamp) {
    // '保到60' on a product of terms in years: the shortest term that reaches that age (30年 at 30).
    const reaching = termReaching(options('coverageTerm'), entities.coverageTerm, entities.age);
    if (reaching) values.coverageTerm = reaching;
  } else if (entities.coverageTerm) values.coverageTerm = entities.coverageTerm;
  return values;
}

/** The age a coverage term lasts to for someone insured at `age` ('30y' at 30 → 60; 'life' → Infinity). */
export function termReach(term: string, age: number): number {
  if (term === 'life') return Infinity;
  const to = /^toAge(\d+)$/.exec(term)?.[1];
  if (to) return Number(to);
  const years = /^(\d+)y$/.exec(term)?.[1];
  return years ? age + Number(years) : 0;
}

/** The shortest of a product's coverage terms that lasts to the age a 'toAgeN' term asks for. */
function termReaching(terms: readonly string[], wanted: string, age: number | undefined): string | undefined {
  const target = /^toAge(\d+)$/.exec(wanted)?.[1];
  if (target === undefined || age === undefined) return undefined;
  return terms
    .filter((t) => termReach(t, age) >= Number(target))
    .sort((a, b) => termReach(a, age) - termReach(b, age))[0];
}

/** The alternatives tried, in order, when a default term breaks a rule for this person. */
function termAlternatives(product: Product, stated: FactorValues): FactorValues[] {
  const pick = (code: 'paymentTerm' | 'coverageTerm') => {
    if (stated[code] !== undefined) return [stated[code]];
    const f = product.factors.find((x) => x.code === code);
    const all = f?.options?.map((o) => o.value) ?? [];
    // The default first, then the others in the product's order.
    return f ? [String(f.default), ...all.filter((v) => v !== String(f.default))] : [undefined];
  };
  const out: FactorValues[] = [];
  for (const payment of pick('paymentTerm'))
    for (const coverage of pick('coverageTerm')) {
      const v: FactorValues = { ...stated };
      if (payment !== undefined) v.paymentTerm = payment;
      if (coverage !== undefined) v.coverageTerm = coverage;
      out.push(v);
    }
  return out;
}

function describe(product: Product, input: FactorValues, stated: FactorValues, result: QuoteResponse) {
  const factors: FactorLine[] = [];
  const assumed: FactorLine[] = [];
  for (const f of product.factors) {
    const value = result.factors[f.code];
    if (value === undefined || SILENT.has(f.code)) continue;
    // A one-option select says nothing the product name does not.
    if (f.input === 'select' && (f.options?.length ?? 0) < 2) continue;
    const line = { factor: f.code, label: f.label, value: valueLabel(f, value) };
    factors.push(line);
    if (stated[f.code] === undefined) assumed.push(line);
  }
  const adjusted = factors.filter(
    (l) =>
      input[l.factor] !== undefined && stated[l.factor] !== undefined && input[l.factor] !== stated[l.factor],
  );
  return { factors, assumed, adjusted };
}

/**
 * A premium for the question's person: stated factors, the product's defaults for the rest, and, when a
 * default term breaks one of the product's rules for this person, the first other term that fits.
 */
export function quoteForPerson(product: Product, entities: Entities, clamp: boolean): PersonQuoteResult {
  const stated = factorsFromEntities(product, entities, clamp);
  const raw = factorsFromEntities(product, entities, false);
  // A child with no age said ('小孩的意外险多少钱') is priced as a child, not at the form's adult default;
  // the age is then listed with the other assumed conditions.
  const childAge =
    entities.age === undefined && entities.relation === 'child' && product.minAge <= CHILD_EXAMPLE_AGE
      ? { age: Math.min(CHILD_EXAMPLE_AGE, product.maxAge) }
      : {};
  let first: PersonQuoteResult | undefined;
  for (const input of termAlternatives(product, { ...childAge, ...stated })) {
    const result = quote(product, input);
    if (result.ok) return { ok: true, quote: result.value, ...describe(product, raw, stated, result.value) };
    first ??= { ok: false, violations: result.violations };
  }
  return first ?? { ok: false, violations: [{ factor: null, message: '该产品暂无法试算' }] };
}
