import type { ReferenceTables, UnderwritingRule } from '@broker/insurance';
import type {
  AskItem,
  Category,
  Company,
  FaqItem,
  ListType,
  Product,
  ProductCard,
  ProductPages,
  REPLY_ACTIONS,
  SourceItem,
} from '@broker/contract';
import type { KnowledgeDoc, KnowledgeIndex } from '../knowledge/index.js';
import type {
  ConversationContext,
  HistoryTurn,
  QuotedFactors,
  QuotedMessage,
} from '../conversation-types.js';
import type { Entities } from '../understand/types.js';
import type { AttachedFile } from './attached-file.js';

export * from '../conversation-types.js';
export type { AttachedFile } from './attached-file.js';

/**
 * The answer engine's vocabulary: the request, the parts an answer is streamed as and the knowledge it
 * answers from (what reading a question produces is in ../conversation-types.ts). The server maps parts to spec SSE events
 * (docs/decisions/008); nothing here knows about HTTP.
 */

export interface EngineRequest {
  question: string;
  category: Category;
  subCategory?: string;
  context: ConversationContext;
  /** Earlier turns, oldest first (a model uses them; the built-in engine reads only the context). */
  history: HistoryTurn[];
  /** The message this question quotes, if any. */
  quote?: QuotedMessage;
  /** Model name from userinfo.models; 'builtin' or absent = the built-in engine. */
  model?: string;
  /** Off: answer from structured catalogue data only, no clause/FAQ retrieval. */
  useKnowledgeBase?: boolean;
  /** Ages are computed at this date (tests fix it). */
  today?: Date;
  /** Set when the question is asked again in place of an earlier answer (regenerate). */
  regenerate?: ReplacedAnswer;
  /** Files sent with the question (fileInfos), their reading state and text. */
  files?: readonly AttachedFile[];
  /**
   * The product assistant's product (product_aides, decision 048): every question starts from it as
   * the locked product; a comparison or another product is answered with a note that it leaves it.
   */
  lockedProduct?: string;
  signal?: AbortSignal;
}

/** The answer a regenerate replaces: what it said and the products it listed, in order. */
export interface ReplacedAnswer {
  text: string;
  products: readonly string[];
}

export type ReplyAction = (typeof REPLY_ACTIONS)[number];

/** Flags of spec §4 that an answer may raise. Sticky: once raised in an answer, they stay. */
export interface AnswerFlags {
  vehicleFlag?: boolean;
  commissionFlag?: boolean;
  colorPageFlag?: boolean;
  showCustomerService?: boolean;
  action?: ReplyAction;
  popupAction?: '' | 'confirm_branch';
}

/** One piece of a streamed answer, in order. */
export type AnswerPart =
  /** The query-content line: what the engine understood and looked up ('30岁 · 男 · 重疾险'). */
  | { kind: 'query'; text: string }
  /** Reasoning (a model's reasoning_content); shown collapsed. */
  | { kind: 'think'; text: string }
  /** A delta of the answer's markdown text. */
  | { kind: 'text'; text: string }
  | {
      kind: 'products';
      listType: Extract<
        ListType,
        'product_list' | 'insurance_product_list' | 'query_product_list' | 'product_file_list'
      >;
      items: ProductCard[];
      pages: ProductPages;
      /** Every matching code, ranked: later pages are served from this. */ allCodes: string[];
    }
  | { kind: 'sources'; items: SourceItem[] }
  | { kind: 'asks'; listType: Extract<ListType, 'ask_list' | 'jump_ask'>; items: AskItem[] }
  /** confirm_branch candidates for a choose card (also raises popupAction). */
  | { kind: 'choices'; items: AskItem[] }
  | { kind: 'flags'; flags: AnswerFlags }
  | {
      kind: 'end';
      endTips: string;
      productEndTips: string;
      disclaimer: string;
      /** The main source type of the answer, '' when none ('rule_para', 'faq', 'product', 'chat'). */
      sourceType: SourceItem['sourceType'] | '';
      /** The model that wrote the answer ('builtin' after a fallback). */
      model: string;
      /** The conversation's context after this turn. */
      context: ConversationContext;
    };

/** The knowledge the engine answers from; rebuilt whole when the catalogue or documents change. */
export interface KnowledgeBase {
  companies: readonly Company[];
  products: readonly Product[];
  faq: readonly FaqItem[];
  productsByCode: ReadonlyMap<string, Product>;
  companiesByCode: ReadonlyMap<string, Company>;
  /** Clause paragraphs, product FAQ, general FAQ and imported documents. */
  index: KnowledgeIndex;
  /** Operator documents added with `kb import` (also in the index). */
  documents: readonly KnowledgeDoc[];
  /**
   * Statute articles (the Insurance Law and its judicial interpretations, rule paragraphs), indexed on
   * their own: statutory text would shift the weights the main index's floors rely on. Absent in a base
   * not built by buildKnowledgeBase; the engine then uses the built-in statutes.
   */
  statutes?: KnowledgeIndex;
  /** The web pages operators list for agents (/webResource), indexed on their own; cited as web_page. */
  webPages?: KnowledgeIndex;
  /** Actuarial tables for illustrations (cash value by policy year), when the host supplies them. */
  referenceTables?: ReferenceTables;
  /** The pre-underwriting rule table (data/underwriting/rules.csv): health answers judge by it. */
  underwritingRules?: readonly UnderwritingRule[];
}

export interface Engine {
  /** Streams the answer. Stops early (without throwing) when `request.signal` aborts. */
  answer(request: EngineRequest): AsyncIterable<AnswerPart>;
  /** A page of a product list from its ranked codes (`/v1/converse_products/`). */
  productPage(
    allCodes: readonly string[],
    page: number,
    pageSize: number,
    /** The conversation's person, so later pages carry the same example premiums. */
    entities?: Entities,
    /** The factors the answer quoted each product with (a budget's sum insured): later pages keep them. */
    quoted?: Readonly<Record<string, QuotedFactors>>,
  ): { items: ProductCard[]; pages: ProductPages };
}
