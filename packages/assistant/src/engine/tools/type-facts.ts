import type { ProductType } from '@broker/contract';
import type { KnowledgeBase, ProductTopic } from '../types.js';
import { productFacts } from './product-facts.js';

/** How many on-sale products of a type have one value of a fact ('等待期' '90天': 13). */
export interface FactValueCount {
  value: string;
  count: number;
}

export interface FactSpread {
  label: string;
  /** Most common value first. */
  values: FactValueCount[];
  /** Products whose data does not state this fact. */
  unstated: number;
}

export interface TypeFacts {
  type: ProductType;
  /** On-sale products of the type. */
  total: number;
  facts: FactSpread[];
}

/**
 * Topics whose facts are short values worth counting across a type (days, amounts, ratios, yes/no).
 * Benefits, exclusions or an overview are long per-product texts: a count of them says nothing.
 */
const COUNTABLE: ReadonlySet<ProductTopic> = new Set([
  'waiting_period',
  'hesitation_period',
  'grace_period',
  'deductible',
  'reimbursement',
  'renewal',
  'waiver',
  'payment_frequency',
  'payment_term',
  'coverage_term',
]);
/** A fact with more distinct values, or longer ones, is listed per product, not summed up. */
const MAX_VALUES = 4;
const MAX_VALUE_LENGTH = 12;

/**
 * How the on-sale products of a type spread over one fact: '在售的14款重疾险中，等待期为90天的有13款'
 * is counted here from the same product facts a product question shows, never written by hand.
 * Undefined when the topic is not countable or no product of the type states it.
 */
export function typeFacts(kb: KnowledgeBase, type: ProductType, topic: ProductTopic): TypeFacts | undefined {
  if (!COUNTABLE.has(topic)) return undefined;
  const products = kb.products.filter((p) => p.onSale && p.type === type);
  const byLabel = new Map<string, Map<string, number>>();
  for (const p of products) {
    for (const { label, value } of productFacts(kb, p.code, topic)?.facts ?? []) {
      const counts = byLabel.get(label) ?? new Map<string, number>();
      counts.set(value, (counts.get(value) ?? 0) + 1);
      byLabel.set(label, counts);
    }
  }
  const facts: FactSpread[] = [];
  for (const [label, counts] of byLabel) {
    const values = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
    if (values.length > MAX_VALUES || values.some((v) => v.value.length > MAX_VALUE_LENGTH)) continue;
    const stated = values.reduce((sum, v) => sum + v.count, 0);
    facts.push({ label, values, unstated: products.length - stated });
  }
  return facts.length > 0 ? { type, total: products.length, facts } : undefined;
}

/** How many of a type's exclusions an answer lists, the most shared first. */
const EXCLUSIONS_SHOWN = 8;

/**
 * What the on-sale products of a type do not pay for ('重疾险哪些情况不赔'): each exclusion the
 * catalogue's products state, with how many of them state it, the most shared first.
 */
export function typeExclusions(
  kb: KnowledgeBase,
  type: ProductType,
): { total: number; items: { text: string; count: number }[] } | undefined {
  const products = kb.products.filter((p) => p.onSale && p.type === type);
  const counts = new Map<string, number>();
  for (const p of products) for (const e of new Set(p.exclusions)) counts.set(e, (counts.get(e) ?? 0) + 1);
  const items = [...counts]
    .map(([text, count]) => ({ text, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, EXCLUSIONS_SHOWN);
  return items.length > 0 ? { total: products.length, items } : undefined;
}
