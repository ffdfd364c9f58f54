import type { Intent } from '../conversation-types.js';

/**
 * What the agent wants from a turn, as the act classifier names it (its training labels). Finer than
 * the engine's intents where the answer differs: a concept, a rule of law, a servicing or a claims
 * question are all answered from knowledge, but each from its own passages.
 */
export const ACTS = [
  'recommend',
  'family_plan',
  'price_by_type',
  'product_fact',
  'product_premium',
  'commission',
  'compare_products',
  'concept',
  'sales_talk',
  'rule_law',
  'policy_service',
  'claims',
  'underwriting',
  'catalogue_list',
  'brochure',
  'vehicle',
  'customer_service',
  'follow_up',
  'unlock',
  'chitchat',
  'out_of_scope',
] as const;
export type Act = (typeof ACTS)[number];

/** The engine intent that answers each act; follow_up continues the conversation's last intent. */
export const INTENT_OF_ACT: Record<Exclude<Act, 'follow_up'>, Intent> = {
  recommend: 'selection',
  family_plan: 'family_plan',
  price_by_type: 'price_by_type',
  product_fact: 'product_query',
  product_premium: 'premium',
  commission: 'commission',
  compare_products: 'compare',
  concept: 'faq',
  sales_talk: 'sales_talk',
  rule_law: 'rule_law',
  policy_service: 'policy_service',
  claims: 'claims',
  underwriting: 'underwriting',
  catalogue_list: 'catalogue_list',
  brochure: 'brochure',
  vehicle: 'vehicle',
  customer_service: 'customer_service',
  unlock: 'unlock',
  chitchat: 'chitchat',
  out_of_scope: 'out_of_scope',
};
