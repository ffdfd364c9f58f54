import type { Category } from '@broker/contract';
import { INTENTS, type Intent } from '../conversation-types.js';
import { INTENT_RULES, type IntentSignals } from './intent-rules.js';

export type { IntentSignals } from './intent-rules.js';

/**
 * The conversation category the agent picked is a prior, not a verdict: it tips close calls but loses
 * to clear wording ('你好' in the selection tab is still a greeting).
 */
const CATEGORY_PRIOR: Partial<Record<Category, Intent>> = {
  MyBA_Selection: 'selection',
  MyBA_Query: 'product_query',
  MyBA_Compare: 'compare',
  FAQ: 'faq',
};
const PRIOR_WEIGHT = 0.7;
/** Below this total, nothing in the wording decided and the fallbacks below apply. */
const DECISIVE = 0.75;

export interface IntentResult {
  intent: Intent;
  confidence: number;
  /** Nothing in the wording decided: the caller may prefer the conversation's last intent. */
  fallback: boolean;
}

/** The intents whose wording rules fire on a question (a feature of the act classifier). */
export function firedRuleIntents(signals: IntentSignals): Intent[] {
  return INTENT_RULES.filter(
    (rule) => (!rule.pattern || rule.pattern.test(signals.text)) && (!rule.when || rule.when(signals)),
  ).map((rule) => rule.intent);
}

export function classifyIntent(signals: IntentSignals, category: Category): IntentResult {
  const scores = new Map<Intent, number>(INTENTS.map((i) => [i, 0]));
  const add = (intent: Intent, weight: number): void => {
    scores.set(intent, (scores.get(intent) ?? 0) + weight);
  };
  for (const rule of INTENT_RULES) {
    if (rule.pattern && !rule.pattern.test(signals.text)) continue;
    if (rule.when && !rule.when(signals)) continue;
    add(rule.intent, rule.weight);
  }
  const namesProduct =
    signals.productCount > 0 ||
    signals.ambiguousRef ||
    ((signals.deictic || signals.deicticPlural) && signals.lockedCount > 0);
  // A general question about a named product ('安佑的现金价值怎么算') is about that product.
  // A comparison asked in general words ('星河和岁安有什么区别') stays a comparison.
  if (namesProduct) {
    if ((scores.get('compare') ?? 0) === 0) add('product_query', scores.get('faq') ?? 0);
    scores.set('faq', 0);
  }
  const wordingTop = Math.max(...scores.values());
  const prior = CATEGORY_PRIOR[category];
  if (prior) add(prior, PRIOR_WEIGHT);

  if (wordingTop < DECISIVE) return fallbackIntent(signals, prior, namesProduct);
  const final = [...scores].sort((a, b) => b[1] - a[1]);
  const [winner, runnerUp] = final;
  const top = winner?.[1] ?? 0;
  const margin = top - (runnerUp?.[1] ?? 0);
  return {
    intent: winner?.[0] ?? 'out_of_scope',
    confidence: round(Math.min(0.97, 0.45 + 0.2 * Math.min(top, 2) + 0.1 * Math.min(margin, 1.5))),
    fallback: false,
  };
}

const ASKS = /吗|呢|咋|怎么|怎样|如何|什么|啥|为什么|为啥|会不会|能不能|行不|是不是|有没有|算不算|[?？]/;
const WANTS = /想买|要买|推荐|买什么|买哪|买啥|配置|配什么|选哪|怎么选|给.{0,6}买|适合/;

/**
 * No wording decided. A named product with no question is asking about it; stated person or need
 * details continue a selection; a question in insurance words is general knowledge; anything else is
 * out of scope, with low confidence. The caller replaces these with the conversation's last intent
 * when the question is a follow-up ('那40岁呢').
 */
function fallbackIntent(s: IntentSignals, prior: Intent | undefined, namesProduct: boolean): IntentResult {
  const e = s.entities;
  if (prior === 'compare' && (s.productCount >= 2 || s.lockedCount >= 2)) {
    return { intent: 'compare', confidence: 0.6, fallback: true };
  }
  if (namesProduct || (s.lockedCount > 0 && s.hasTopic)) {
    return { intent: 'product_query', confidence: 0.6, fallback: true };
  }
  if (prior) return { intent: prior, confidence: 0.55, fallback: true };
  // A product type alone states a need in a request ('重疾险', '想买个医疗险'); asked about
  // ('医疗险停卖了还续得上吗', '年金到点没领会咋样') it is a question about that kind of cover.
  const typeAsked = ASKS.test(s.text) && !WANTS.test(s.text);
  const needStated =
    (e.productType !== undefined && !typeAsked) ||
    e.budget !== undefined ||
    e.sumInsured !== undefined ||
    e.age !== undefined;
  if (needStated) return { intent: 'selection', confidence: 0.5, fallback: true };
  if (s.insuranceVocabulary) return { intent: 'faq', confidence: 0.45, fallback: true };
  return { intent: 'out_of_scope', confidence: 0.4, fallback: true };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
