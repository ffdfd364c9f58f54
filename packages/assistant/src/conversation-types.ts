import type { Category, ProductType } from '@broker/contract';
import type { Entities } from './understand/types.js';

/**
 * What reading a question produces and what a conversation carries between turns. Shared by the
 * understander (understand/) and the answer engine (engine/); the understander imports nothing else
 * from the engine, so it can be tested and reused on its own.
 */

/** What the agent wants from this turn. */
export const INTENTS = [
  /** Recommend products for a person/need ('30岁男性买什么重疾险好'). */
  'selection',
  /** A fact about a product ('安佑的等待期多久', '这款能保到多少岁'). */
  'product_query',
  /** Compare 2–5 products. */
  'compare',
  /** A premium for a person ('30岁男 50万保额 保费多少'). */
  'premium',
  /** The agent's commission. */
  'commission',
  /** A product brochure (colour page). */
  'brochure',
  /** Pre-underwriting: can someone with a condition be insured ('甲状腺结节能买吗'). */
  'underwriting',
  /** Car insurance: handed to the vehicle tool. */
  'vehicle',
  /** A human: customer service / live agent / work order. */
  'customer_service',
  /** A general insurance knowledge question ('什么是现金价值'). */
  'faq',
  /** Release the locked products ('换个产品', '不聊这个了'). */
  'unlock',
  /** Greetings, thanks, who-are-you. */
  'chitchat',
  /** Anything the product does not cover (weather, stocks, coding …). */
  'out_of_scope',
  /** A family or a customer with several people, income or debts: a plan per person. */
  'family_plan',
  /** What a product type costs a person, no product named ('35岁女50万定寿一年多少钱'). */
  'price_by_type',
  /** How to put it to a customer, or answer their objection. */
  'sales_talk',
  /** Rules, the law and sales conduct (disclosure, hesitation period, beneficiaries …). */
  'rule_law',
  /** Servicing a policy in force (surrender, changes, loans, reinstatement). */
  'policy_service',
  /** How to claim: steps, documents, time limits. */
  'claims',
  /** Listing the catalogue ('启元有哪些产品', '在售的年金险有几款'). */
  'catalogue_list',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Facets of a product question that structured data answers directly. */
export const PRODUCT_TOPICS = [
  'waiting_period',
  'hesitation_period',
  'grace_period',
  'age_range',
  'coverage_term',
  'payment_term',
  'payment_frequency',
  'sum_insured',
  'benefits',
  'exclusions',
  'cash_value',
  'renewal',
  'deductible',
  'reimbursement',
  'waiver',
  'death_benefit',
  'policy_loan',
  'on_sale',
  'company',
  'claims',
  'overview',
] as const;
export type ProductTopic = (typeof PRODUCT_TOPICS)[number];

export interface ProductMention {
  code: string;
  /** The question text that named it ('安佑', '启元的重疾'). */
  text: string;
  /** 0–1, 1 for an exact full name or alias. */
  score: number;
}

/** The result of reading one question in its conversation. */
export interface Understanding {
  intent: Intent;
  /** 0–1; below ~0.5 the engine may ask or answer more carefully. */
  confidence: number;
  /** This turn's entities merged over the conversation's remembered ones ('那40岁呢'). */
  entities: Entities;
  /** Products named in the question, best first (fuzzy names and aliases). */
  products: ProductMention[];
  /** One reference that fits several products equally ('安佑' → 2021版 and 2023版): ask which. */
  ambiguous?: {
    text: string;
    candidates: string[];
    /** A singular '这款' / '它' said while several products are locked: the candidates are those. */
    fromLocked?: boolean;
  };
  /** '这款', '它', '该产品', or no product named in a follow-up: the locked products are meant. */
  refersToLocked: boolean;
  /**
   * The question names product types none of the locked products is of ('医疗险多少钱' with 重疾险
   * locked): answers must not fall back to the locked products.
   */
  lockedSetAside?: boolean;
  /** The product types this question itself names (not remembered ones), first mention first. */
  namedTypes?: ProductType[];
  /** A company named in the question (company code). */
  companyCode?: string;
  /**
   * For product questions: which fact is asked for, when structured data can answer it. For a general
   * question that names product types ('重疾险的等待期一般多长'): the fact to sum up across them.
   */
  topic?: ProductTopic;
  /** Set by the selection itself when it answers with a type serving the same need (tried once). */
  sameNeedFallback?: boolean;
  /** '寿险' asked without its kind: read as term and whole life (understand/life-cover.ts). */
  lifeCover?: true;
  /** A product question that also asks a general rule: the answer adds the best FAQ entry. */
  generalToo?: boolean;
  /** The question cannot be read at all (one character, one word repeated): ask for it again. */
  unreadable?: 'too_short' | 'repeated';
  /** Further facts asked for in the same question ('等待期多久？犹豫期呢'), after `topic`. */
  moreTopics?: ProductTopic[];
  /** The question with emoji stripped and whitespace normalised: what retrieval should use. */
  text: string;
  /**
   * A product-like name ('神龙无敌保', '《某某福》') that matched no catalogue product. The engine says so
   * plainly and does not fall back to the locked products: their facts would answer another product.
   */
  unknownProduct?: string;
  /** Catalogue products a near (fuzzy, weak) match found for `unknownProduct`, best first; may be empty. */
  nearProducts?: string[];
}

/** Remembered between turns of one conversation (stored with it). */
export interface ConversationContext {
  /** Products under discussion (spec: locked product codes); '这款…' refers to these. */
  lockedProducts: string[];
  /**
   * The last list of products shown (two or more), in order: '第三款呢' picks from it even after a
   * question about one of them has locked only that one.
   */
  listedProducts?: string[];
  /** Person and need stated earlier, so a follow-up need not repeat them. */
  entities: Entities;
  lastIntent?: Intent;
  /** Candidates of the last confirm_branch, so '第二个' / a product name picks one. */
  pendingChoices?: string[];
  /** The fact the last product question asked for, so a bare reply to a choose card ('第二个') keeps it. */
  lastTopic?: ProductTopic;
  /**
   * The factors a product list's example premium used, per locked product code (e.g. a sum insured
   * lowered to fit the budget), so '第一款保费多少' quotes the same example unless new values are stated.
   */
  quotedFactors?: Record<string, QuotedFactors>;
}
export interface QuotedFactors {
  sumInsured?: number;
  paymentTerm?: string;
  coverageTerm?: string;
}
export const EMPTY_CONTEXT: ConversationContext = { lockedProducts: [], entities: {} };

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
  /** On a question: the text it quoted, so a model reading the history knows what it referred to. */
  quote?: string;
}

/**
 * A message the agent quoted with this question (spec §3 quoted message data; docs/decisions/014).
 * It is context for this turn only: what it brings is remembered afterwards only the way any turn's
 * understanding is (the products the answer locks, the entities it used).
 */
export interface QuotedMessage {
  /** Whose message: the agent's question or an answer. */
  role: 'user' | 'assistant';
  /** The quoted text, cut to QUOTE_MAX_CHARS. */
  content: string;
  /** For a quoted answer: its product list's codes in the order shown ('第二款' picks from these). */
  productCodes: string[];
  /**
   * For a quoted answer: the factors its list's example premiums were shown with, per product code
   * (a sum insured lowered to fit a budget), so '第二款保费多少' quotes the number the list showed.
   */
  factors?: Record<string, QuotedFactors>;
}

/** Reads one question in its conversation (packages/assistant/src/understand). */
export type Understand = (
  question: string,
  options: { context: ConversationContext; category: Category; today?: Date },
) => Understanding;
