import { quoteSnapshot } from '@broker/contract';
import { answerQuote, type QuotedMessage } from '@broker/assistant';
import type { MessageRow, MessagesRepository } from '../../db/messages-repository.js';
import { AppError } from '../../errors.js';
import { payloadOf } from './message-view.js';

/** A quote accepted for a question: what is stored with it and what the engine reads. */
export interface AcceptedQuote {
  /** The question row's columns. */
  stored: { quoteMessageId: string; quoteContent: string };
  /** Undefined only when a regenerated question's quoted row is gone. */
  engine: QuotedMessage | undefined;
}

function forEngine(row: MessageRow, content: string): QuotedMessage {
  if (row.role !== 'assistant') return { role: 'user', content, productCodes: [] };
  return answerQuote(content, payloadOf(row).result);
}

/**
 * The message a new question quotes (docs/decisions/014): one of the agent's own messages in the
 * conversation being asked in. Anything else — no conversation yet, a malformed id, another
 * conversation's or another agent's message — is refused before the stream starts, as a 404.
 */
export async function acceptQuote(
  messages: MessagesRepository,
  conversationId: string | undefined,
  quoteMessageId: string | undefined,
): Promise<AcceptedQuote | undefined> {
  if (!quoteMessageId) return undefined;
  const row = conversationId ? await messages.findInConversation(quoteMessageId, conversationId) : undefined;
  if (!row) throw new AppError('not_found:quote');
  const content = quoteSnapshot(row.content);
  return { stored: { quoteMessageId: row.id, quoteContent: content }, engine: forEngine(row, content) };
}

/**
 * The quote a stored question had, for a regenerate: the snapshot it showed, with the quoted row's role
 * and products read again (`quoted`, looked up when the turn was opened). A quoted row that is gone
 * leaves the snapshot shown but nothing for the engine to resolve references against.
 */
export function storedQuote(question: MessageRow, quoted: MessageRow | undefined): AcceptedQuote | undefined {
  if (!question.quoteMessageId) return undefined;
  const content = question.quoteContent ?? '';
  const stored = { quoteMessageId: question.quoteMessageId, quoteContent: content };
  return { stored, engine: quoted ? forEngine(quoted, content) : undefined };
}
