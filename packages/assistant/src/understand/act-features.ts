import type { Entities } from './types.js';

/** What the featurizer reads besides the words: the understander has all of it already. */
export interface ActFeatureInput {
  /** The normalized question (NFKC, lower case, no spaces). */
  text: string;
  /** Text spans that named catalogue products: replaced by one symbol, so names do not teach words. */
  productSpans: readonly string[];
  entities: Entities;
  deictic: boolean;
  plural: boolean;
  ordinal: boolean;
  hasTopic: boolean;
  companyNamed: boolean;
  /** Intents whose wording rules fired (intent-rules.ts), with no conversation context. */
  ruleIntents: readonly string[];
}

const PRODUCT = 'Ⓟ';

/**
 * Features of a question for the act classifier: character 1–3-grams of the text with product names
 * replaced and digits folded (a shape, not a number, tells the act), plus what was read from it and
 * which wording rules fired. Training (scripts/train-acts.ts) and prediction use this one function.
 */
export function actFeatures(input: ActFeatureInput): string[] {
  let text = input.text;
  for (const span of [...input.productSpans].sort((a, b) => b.length - a.length)) {
    if (span) text = text.split(span.normalize('NFKC').toLowerCase()).join(PRODUCT);
  }
  text = `^${text.replace(/\d+(?:\.\d+)?/g, '0').replace(/[?？!！。，,.;；:：、~～\s]+/g, '，')}$`;
  const features = new Set<string>();
  const chars = [...text];
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i + n <= chars.length; i++) features.add(`${n}:${chars.slice(i, i + n).join('')}`);
  }
  const e = input.entities;
  const flags: Record<string, boolean> = {
    product: input.productSpans.length > 0,
    products2: input.productSpans.length > 1,
    deictic: input.deictic,
    plural: input.plural,
    ordinal: input.ordinal,
    topic: input.hasTopic,
    company: input.companyNamed,
    age: e.age !== undefined,
    gender: e.gender !== undefined,
    relation: e.relation !== undefined,
    persons: (e.persons?.length ?? 0) > 1,
    budget: e.budget !== undefined,
    sum: e.sumInsured !== undefined,
    type: e.productType !== undefined,
    types2: (e.productTypes?.length ?? 0) > 1,
    condition: (e.conditions?.length ?? 0) > 0,
    income: e.income !== undefined,
    debt: e.debt !== undefined,
    bill: e.bill !== undefined,
    short: chars.length <= 8,
  };
  for (const [name, on] of Object.entries(flags)) if (on) features.add(`S:${name}`);
  for (const intent of new Set(input.ruleIntents)) features.add(`R:${intent}`);
  return [...features];
}
