import type { Category } from '@broker/contract';
import {
  EMPTY_CONTEXT,
  type ConversationContext,
  type QuotedMessage,
  type Understand,
} from '../conversation-types.js';
import { mergeEntities, PERSON_FIELDS } from './carry-over.js';
import { extractEntities } from './extract-entities.js';
import type { Entities } from './types.js';
import { STRONG_MENTION } from './understand.js';

/**
 * What an answer's opening line may tell about whom and what it answered ('为30岁男性被保险人找到…').
 * Its amounts are not read: premiums, sums insured and terms in an answer are the engine's outputs,
 * not what the agent said about the customer, and would turn '年交4,942元' into a budget.
 */
const ANSWER_FIELDS: readonly (keyof Entities)[] = [
  'age',
  'ageRange',
  'gender',
  'relation',
  'productType',
  'productTypes',
];

export interface QuoteReading {
  /** Reads the quoted question on its own (the engine's understander). */
  understand: Understand;
  category: Category;
  today?: Date;
}

/** The quoted message's person and need, and the products it is about. */
function readQuote(
  quote: QuotedMessage,
  reading: QuoteReading,
): { entities: Entities; products: string[]; asked?: ReturnType<Understand> } {
  if (quote.role === 'assistant') {
    const opening = quote.content.split('\n')[0] ?? '';
    const all = extractEntities(opening, reading.today ? { today: reading.today } : {});
    const entities = Object.fromEntries(
      Object.entries(all).filter(([field]) => ANSWER_FIELDS.includes(field as keyof Entities)),
    ) as Entities;
    return { entities, products: quote.productCodes };
  }
  // The agent's own question, read as if asked alone: its entities, the products it names, its intent.
  const asked = reading.understand(quote.content, {
    context: EMPTY_CONTEXT,
    category: reading.category,
    ...(reading.today ? { today: reading.today } : {}),
  });
  const named = asked.ambiguous || asked.unknownProduct ? [] : asked.products;
  const products = named.filter((m) => m.score >= STRONG_MENTION).map((m) => m.code);
  return { entities: asked.entities, products, asked };
}

/**
 * The context this turn is understood and answered in when the agent quotes a message
 * (docs/decisions/014). The quote stands for the earlier moment it was said in:
 * - its products (an answer's list, or the products a quoted question names) are what '这款', '第二款',
 *   '它们' point at, instead of the conversation's locked ones; a choose card pending for another list
 *   no longer catches '第二个';
 * - its person and need fill what the question leaves open, the way carry-over does (the question's
 *   own entities still win, in the understander); a quote that states a person replaces the
 *   remembered one whole (age, gender, relation, conditions), since it describes someone else;
 * - a quoted question's intent is the one a bare follow-up ('那医疗险呢') continues.
 * The answer's own end context is built from this one, so what the turn locks is what the next turn
 * sees, as after any answer.
 */
export function contextWithQuote(
  context: ConversationContext,
  quote: QuotedMessage,
  reading: QuoteReading,
): ConversationContext {
  const { entities, products, asked } = readQuote(quote, reading);
  const statesPerson = PERSON_FIELDS.some((field) => entities[field] !== undefined);
  const remembered = statesPerson
    ? (Object.fromEntries(
        Object.entries(context.entities).filter(
          ([field]) => !(PERSON_FIELDS as readonly string[]).includes(field),
        ),
      ) as Entities)
    : context.entities;
  const turn: ConversationContext = { ...context, entities: mergeEntities(remembered, entities) };
  if (products.length > 0) {
    turn.lockedProducts = [...products];
    // The quoted message's products are what its ordinals count ('第二款' of the quoted list).
    if (products.length >= 2) turn.listedProducts = [...products];
    else delete turn.listedProducts;
    delete turn.pendingChoices;
    // Example factors belong to the list they were shown with: the quoted list's own, else those the
    // conversation still remembers for its products.
    const remembered = Object.entries(context.quotedFactors ?? {}).filter(([code]) =>
      products.includes(code),
    );
    const factors = { ...Object.fromEntries(remembered), ...(quote.factors ?? {}) };
    if (Object.keys(factors).length > 0) turn.quotedFactors = factors;
    else delete turn.quotedFactors;
  }
  if (asked && asked.intent !== 'chitchat' && asked.intent !== 'out_of_scope') {
    turn.lastIntent = asked.intent;
    if (asked.topic) turn.lastTopic = asked.topic;
    else delete turn.lastTopic;
  }
  return turn;
}
