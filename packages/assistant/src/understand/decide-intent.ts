import type { ConversationContext, Intent } from '../conversation-types.js';
import type { ActPrediction } from './act-model.js';
import { INTENT_OF_ACT } from './acts.js';
import type { IntentResult } from './intent.js';

/** Intents only the classifier names: the wording rules never produce them. */
const CLASSIFIER_ONLY: ReadonlySet<Intent> = new Set([
  'family_plan',
  'price_by_type',
  'sales_talk',
  'rule_law',
  'policy_service',
  'claims',
  'catalogue_list',
]);
/** How sure the classifier must be to name an act the rules cannot, to overrule the rules, to decide alone. */
const REFINE = 0.45;
const OVERRULE = 0.85;
const ALONE = 0.5;
/** A follow-up continues the last act only when the classifier is this sure ('这个月能买吗' is not one). */
const FOLLOW_UP = 0.7;
/** Rule decisions this sure are left alone (a 佣金 or 转人工 wording decides by itself). */
const RULE_CERTAIN = 0.85;

export interface DecideSignals {
  context: ConversationContext;
  /** A product is named in the question, or a name fits several. */
  productNamed: boolean;
  /** '这款', '第二款', '它们' with products locked. */
  pointsAtLocked: boolean;
  /** The question states a person (age, gender, relation): a price can then be for someone. */
  personStated: boolean;
  /** A product fact is asked for ('轻症怎么赔'): with products locked, theirs. */
  topicAsked: boolean;
  /** The question names a product type. */
  typeNamed: boolean;
  /** The question uses insurance words: it is neither small talk nor out of scope. */
  insuranceVocabulary: boolean;
}

/** Knowledge acts the rules read as 'faq': the classifier refines them when it is fairly sure. */
const KNOWLEDGE: ReadonlySet<Intent> = new Set(['rule_law', 'policy_service', 'claims', 'sales_talk']);
const REFINE_KNOWLEDGE = 0.6;
/** A listing overrules a selection only when the classifier is this sure and nobody is described. */
const LISTING_OVER_SELECTION = 0.9;

/**
 * The act of a turn, from the wording rules (intent-rules.ts) and the act classifier trained on
 * labelled questions (act-model.json). The classifier reads the whole question; the rules are certain
 * about a few decisive words. A follow-up that only changes a detail continues the last act; a price
 * asked about a named or pointed-at product is that product's premium, not a price by type.
 */
export function decideIntent(
  rule: IntentResult,
  prediction: ActPrediction,
  s: DecideSignals,
): { intent: Intent; confidence: number } {
  const { act, probability } = prediction;
  const round = (n: number) => Math.round(n * 100) / 100;
  if (act === 'follow_up') {
    const last = s.context.lastIntent;
    return last && probability >= FOLLOW_UP ? { intent: last, confidence: round(probability) } : rule;
  }
  let intent = INTENT_OF_ACT[act];
  // A premium with no product in play but a person or a type to price for is a price by type.
  if (intent === 'premium' && !s.productNamed && !s.pointsAtLocked && (s.personStated || s.typeNamed))
    intent = 'price_by_type';
  // A fact asked while products are locked is theirs, however it is worded ('轻症怎么赔').
  if (KNOWLEDGE.has(intent) && s.topicAsked && s.pointsAtLocked && !s.typeNamed) return rule;
  if (s.productNamed || s.pointsAtLocked) {
    if (intent === 'price_by_type') intent = 'premium';
  }
  // Small talk and out-of-scope are the rules' call: their wording lists are explicit, and a product
  // name the catalogue lacks ('《金福宝》') is neither.
  if ((intent === 'chitchat' || intent === 'out_of_scope') && rule.intent !== intent) return rule;
  // A price by type needs a type or a person to price for; '一年交多少钱' alone asks which product.
  if (intent === 'price_by_type' && !s.personStated && !s.typeNamed) return rule;
  if (rule.intent === 'faq' && KNOWLEDGE.has(intent) && probability < REFINE_KNOWLEDGE) return rule;
  if (
    intent === 'catalogue_list' &&
    rule.intent === 'selection' &&
    (s.personStated || probability < LISTING_OVER_SELECTION)
  )
    return rule;
  // '免赔额一般多少' asks a fact in general: with knowledge wording and nobody to price for, the rules'
  // reading stands.
  if (intent === 'price_by_type' && !s.personStated && rule.intent === 'faq' && !rule.fallback) return rule;
  // A product's fact or premium needs a product in play; without one the rules' reading stands.
  if ((intent === 'product_query' || intent === 'premium') && !s.productNamed && !s.pointsAtLocked)
    return rule;
  // Knowledge wording with no product in play is a general question, not a product's fact.
  if (rule.intent === 'faq' && !rule.fallback && !s.productNamed && !s.pointsAtLocked) {
    if (intent === 'product_query' || intent === 'premium') return rule;
  }
  // '有什么区别' over a locked list compares it.
  if (rule.intent === 'compare' && s.context.lockedProducts.length >= 2 && intent === 'faq') return rule;
  if (intent === rule.intent) return { intent, confidence: Math.max(rule.confidence, round(probability)) };
  const take = { intent, confidence: round(probability) };
  // A refinement of what the rules read decisively ('保费多少' → a price by type) is as sure as they are.
  if (CLASSIFIER_ONLY.has(intent))
    return probability >= REFINE
      ? { intent, confidence: rule.fallback ? take.confidence : Math.max(take.confidence, rule.confidence) }
      : rule;
  if (rule.fallback) return probability >= ALONE ? take : rule;
  if (probability >= OVERRULE && rule.confidence < RULE_CERTAIN) return take;
  return rule;
}
