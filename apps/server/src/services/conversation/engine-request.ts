import type { Category, ConverseRequest } from '@broker/contract';
import {
  EMPTY_CONTEXT,
  type AttachedFile,
  type ConversationContext,
  type EngineRequest,
  type HistoryTurn,
  type QuotedMessage,
  type ReplacedAnswer,
} from '@broker/assistant';
import type { ConversationRow } from '../../db/conversations-repository.js';
import type { MessageRow } from '../../db/messages-repository.js';
import type { OpenedTurn } from '../../db/turns-repository.js';
import { payloadOf } from './message-view.js';
import { storedQuote } from './quote.js';
import { HISTORY_TURNS } from './types.js';

/** What the engine is asked for an opened turn: pure, from what the turn read while opening. */
export function engineRequest(turn: {
  opened: OpenedTurn;
  /** The turn continues a live conversation (otherwise it started a new one). */
  continued: boolean;
  regenerate: boolean;
  category: Category;
  request: Pick<ConverseRequest, 'subCategory' | 'useKnowledgeBase'>;
  model: string;
  /** The quote accepted with a new question; a regenerate's comes from its stored question. */
  quote: QuotedMessage | undefined;
  /** The question's files (the new one's, or for a regenerate its stored question's), as read now. */
  files?: readonly AttachedFile[];
}): Omit<EngineRequest, 'signal'> {
  const { opened, continued, regenerate } = turn;
  const quote = turn.quote ?? (regenerate ? storedQuote(opened.question, opened.quoted)?.engine : undefined);
  return {
    question: opened.question.content,
    category: turn.category,
    subCategory: turn.request.subCategory,
    context: continued ? contextFor(opened.conversation, opened.replaced) : EMPTY_CONTEXT,
    history: continued ? historyOf(opened.recent, regenerate) : [],
    model: turn.model,
    useKnowledgeBase: turn.request.useKnowledgeBase,
    ...(opened.conversation.productCode ? { lockedProduct: opened.conversation.productCode } : {}),
    ...(quote ? { quote } : {}),
    ...(turn.files?.length ? { files: turn.files } : {}),
    // Only a whole answer is something to offer an alternative to: a stopped or failed one is redone.
    ...(regenerate && opened.replaced?.finished && opened.replaced.success
      ? { regenerate: replacedAnswer(opened.replaced) }
      : {}),
  };
}

/** What the replaced answer said and listed: the built-in engine offers something else where it honestly can. */
function replacedAnswer(row: MessageRow): ReplacedAnswer {
  return { text: row.content, products: payloadOf(row).result.map((card) => card.code) };
}

/**
 * The context to answer from: the conversation's, or for a regenerate the one the replaced answer
 * started from (the conversation's already includes what that answer locked or chose).
 */
function contextFor(row: ConversationRow, replaced: MessageRow | undefined): ConversationContext {
  const before = replaced ? payloadOf(replaced).contextBefore : undefined;
  return { ...EMPTY_CONTEXT, ...((before ?? row.context) as Partial<ConversationContext>) };
}

/**
 * The turns before this question, oldest first, from the conversation's newest messages (newest
 * first); for a regenerate, those before the re-asked question.
 */
function historyOf(recent: readonly MessageRow[], regenerate: boolean): HistoryTurn[] {
  const before = [...recent].reverse();
  if (regenerate) before.splice(before.findLastIndex((m) => m.role === 'user'));
  return before
    .filter((m) => m.content)
    .slice(-HISTORY_TURNS * 2)
    .map((m) =>
      m.role === 'assistant'
        ? { role: 'assistant', content: m.content }
        : { role: 'user', content: m.content, ...(m.quoteContent ? { quote: m.quoteContent } : {}) },
    );
}
