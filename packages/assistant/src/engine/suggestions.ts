import {
  GENDER_LABELS,
  PRODUCT_TYPE_LABELS,
  type AskItem,
  type Category,
  type Product,
  type ProductType,
} from '@broker/contract';
import type { ConversationContext, KnowledgeBase } from './types.js';

/**
 * Suggested questions, all built from the catalogue's real products and FAQ so that every suggestion
 * has an answer. Deterministic: the same catalogue gives the same suggestions.
 */

const firstOnSale = (kb: KnowledgeBase, type: ProductType): Product | undefined =>
  kb.products.find((p) => p.onSale && p.type === type);

const ask = (question: string, productCode?: string): AskItem =>
  productCode ? { question, productCode } : { question };

function peer(kb: KnowledgeBase, p: Product): Product | undefined {
  return kb.products.find(
    (x) => x.onSale && x.type === p.type && x.code !== p.code && x.companyCode !== p.companyCode,
  );
}

function selectionQuestions(kb: KnowledgeBase): AskItem[] {
  const out: AskItem[] = [];
  if (firstOnSale(kb, 'critical_illness')) out.push(ask('30岁男性，预算每年5000元，买什么重疾险好？'));
  if (firstOnSale(kb, 'medical')) out.push(ask('给5岁孩子买什么医疗险？'));
  if (firstOnSale(kb, 'annuity')) out.push(ask('40岁女性适合哪款养老年金？'));
  if (firstOnSale(kb, 'term_life')) out.push(ask('35岁男性，房贷200万，定期寿险怎么选？'));
  if (firstOnSale(kb, 'accident')) out.push(ask('60岁老人能买哪些意外险？'));
  return out;
}

function queryQuestions(kb: KnowledgeBase): AskItem[] {
  const ci = firstOnSale(kb, 'critical_illness');
  const med = firstOnSale(kb, 'medical');
  const iwl = firstOnSale(kb, 'increasing_whole_life');
  return [
    ...(ci ? [ask(`${ci.name}的等待期多久？`, ci.code), ask(`${ci.name}轻症怎么赔？`, ci.code)] : []),
    ...(med ? [ask(`${med.name}能保证续保吗？`, med.code), ask(`${med.name}免赔额是多少？`, med.code)] : []),
    ...(iwl ? [ask(`${iwl.name}可以保单贷款吗？`, iwl.code)] : []),
  ];
}

function compareQuestions(kb: KnowledgeBase): AskItem[] {
  const out: AskItem[] = [];
  for (const type of ['critical_illness', 'medical', 'increasing_whole_life', 'term_life'] as const) {
    const a = firstOnSale(kb, type);
    const b = a && peer(kb, a);
    if (a && b) out.push(ask(`对比${a.name}和${b.name}`));
  }
  return out;
}

function faqQuestions(kb: KnowledgeBase, count: number): AskItem[] {
  // One question per FAQ category, so the hints cover the breadth of the knowledge base.
  const seen = new Set<string>();
  const out: AskItem[] = [];
  for (const f of kb.faq) {
    if (seen.has(f.category)) continue;
    seen.add(f.category);
    out.push(ask(f.question));
    if (out.length >= count) break;
  }
  return out;
}

/** The home screen's questions (~6): one of each kind the engine answers, about real products. */
export function defaultQuestions(kb: KnowledgeBase): AskItem[] {
  const ci = firstOnSale(kb, 'critical_illness');
  const out = [
    ...selectionQuestions(kb).slice(0, 1),
    ...queryQuestions(kb).slice(0, 1),
    ...compareQuestions(kb).slice(0, 1),
    ...(ci ? [ask(`${ci.name}，30岁男，保额50万，保费多少？`, ci.code)] : []),
    ...faqQuestions(kb, 1),
    ask('甲状腺结节还能买重疾险吗？'),
  ];
  return out.slice(0, 6);
}

/** Trending questions for a conversation category (spec `/v1/hints/{category}`). */
export function hints(kb: KnowledgeBase, category: Category): AskItem[] {
  switch (category) {
    case 'MyBA_Selection':
      return selectionQuestions(kb);
    case 'MyBA_Query':
      return queryQuestions(kb);
    case 'MyBA_Compare':
      return compareQuestions(kb);
    case 'FAQ':
      return faqQuestions(kb, 6);
    default:
      return defaultQuestions(kb);
  }
}

/** Follow-ups after an answer (spec: guess-you-want), about the locked products when there are any. */
export function guessYouWant(kb: KnowledgeBase, context: ConversationContext): AskItem[] {
  const p = context.lockedProducts.map((c) => kb.productsByCode.get(c)).find((x) => x !== undefined);
  const e = context.entities;
  const person = e.age !== undefined ? `${e.age}岁${e.gender ? GENDER_LABELS[e.gender] : ''}` : '30岁男';
  if (p) {
    const other = peer(kb, p);
    const out = [
      context.lastIntent === 'premium'
        ? ask(`${p.name}的佣金是多少？`, p.code)
        : ask(`${p.name}${person}保费多少？`, p.code),
      ask(`${p.name}的等待期和免责条款是什么？`, p.code),
      ...(other ? [ask(`对比${p.name}和${other.name}`)] : []),
      ask(`生成${p.name}的彩页`, p.code),
    ];
    return out.slice(0, 4);
  }
  const type = e.productType;
  if (type) {
    const label = PRODUCT_TYPE_LABELS[type];
    return [ask(`${person}买什么${label}好？`), ask(`${label}的等待期一般多久？`), ask(`${label}怎么理赔？`)];
  }
  return defaultQuestions(kb).slice(0, 4);
}
