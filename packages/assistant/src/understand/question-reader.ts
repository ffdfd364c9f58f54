import { stripEmoji, type Company, type Product, type ProductType } from '@broker/contract';
import { INSURANCE_TERMS, insuranceTokenizer } from '../knowledge/index.js';
import { actFeatures } from './act-features.js';
import { extractEntities } from './extract-entities.js';
import { firedRuleIntents } from './intent.js';
import { normalizeQuestion } from './lexicon/normalize-question.js';
import { createProductMatcher, type ProductMatch } from './product-matcher.js';
import { readReferences, type References } from './references.js';
import { detectTopic, detectTopics } from './topics.js';
import type { Entities } from './types.js';
import type { ProductMention, ProductTopic } from '../conversation-types.js';

/** Mentions under this score (everyday words that are also brands, '传承') need a product question. */
export const STRONG_MENTION = 0.7;
const INSURANCE_WORDS =
  /保险|险|保单|投保|理赔|核保|保费|保额|赔付|赔|出险|重疾|医疗|年金|寿|意外|伤残|致残|等待期|犹豫期|宽限期|现金价值|续保|退保|复效|停售|条款|受益人|被保人|投保人|代理人|展业/;
const INSURANCE_TOKENS: ReadonlySet<string> = new Set(INSURANCE_TERMS);

/** Everything read from one question on its own, before the conversation is considered. */
export interface QuestionReading {
  /** Emoji stripped, typos and traditional characters fixed, whitespace collapsed: what retrieval uses. */
  text: string;
  /** NFKC, lower case, no spaces: what the patterns read. */
  norm: string;
  entities: Entities;
  match: ProductMatch;
  strong: ProductMention[];
  refs: References;
  topic: ProductTopic | undefined;
  /** Every fact asked for, in order, when the question asks more than one. */
  topics: ProductTopic[];
  tokens: string[];
  namedTypes: ProductType[];
  insuranceVocabulary: boolean;
}

export type QuestionReader = (question: string, today?: Date) => QuestionReading;

/** Reads questions against one catalogue; the name indexes are built once, here. */
export function createQuestionReader(kb: {
  products: readonly Product[];
  companies: readonly Company[];
}): QuestionReader {
  const matchProducts = createProductMatcher(kb.products, kb.companies);
  // jieba builds its segmenter on first use; pay for it here rather than in the first question.
  insuranceTokenizer('启元安佑等待期');
  return (question, today) => {
    const text = normalizeQuestion(stripEmoji(question)).replace(/\s+/g, ' ').trim();
    const norm = text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
    const entities = extractEntities(text, today ? { today } : {});
    const match = matchProducts(text);
    const tokens = insuranceTokenizer(text);
    const topics = detectTopics(norm);
    return {
      text,
      norm,
      entities,
      match,
      strong: match.mentions.filter((m) => m.score >= STRONG_MENTION),
      refs: readReferences(norm),
      topic: topics[0] ?? detectTopic(norm),
      topics,
      tokens,
      namedTypes: entities.productTypes ?? (entities.productType ? [entities.productType] : []),
      insuranceVocabulary: INSURANCE_WORDS.test(norm) || tokens.some((t) => INSURANCE_TOKENS.has(t)),
    };
  };
}

/**
 * The act classifier's features of a reading. The wording rules are evaluated as if nothing were
 * locked, the way the training questions are read: the conversation is weighed afterwards.
 */
export function readingFeatures(r: QuestionReading): string[] {
  const ruleIntents = firedRuleIntents({
    text: r.norm,
    tokens: r.tokens,
    productCount: r.strong.length,
    ambiguousRef: r.match.ambiguous !== undefined,
    lockedCount: 0,
    deictic: r.refs.deictic,
    deicticPlural: r.refs.plural,
    hasTopic: r.topic !== undefined,
    entities: r.entities,
    insuranceVocabulary: r.insuranceVocabulary,
    general: false,
  });
  return actFeatures({
    text: r.norm,
    productSpans: [...r.strong.map((m) => m.text), ...(r.match.ambiguous ? [r.match.ambiguous.text] : [])],
    entities: r.entities,
    deictic: r.refs.deictic,
    plural: r.refs.plural,
    ordinal: r.refs.ordinal !== undefined || r.refs.firstN !== undefined,
    hasTopic: r.topic !== undefined,
    companyNamed: r.match.companyCode !== undefined,
    ruleIntents,
  });
}
