import { charCount, type Category, type ConverseRequest } from '@broker/contract';
import type { QuotedMessage } from '@broker/assistant';
import type { ConversationsRepository } from '../../db/conversations-repository.js';
import type { FilesRepository } from '../../db/files-repository.js';
import type { MessagesRepository } from '../../db/messages-repository.js';
import type { TurnToOpen } from '../../db/turns-repository.js';
import { AppError } from '../../errors.js';
import { cleanQuestion, rejectNul, sendTimeOf } from './input.js';
import { acceptQuote, storedQuote } from './quote.js';
import { TITLE_MAX_CHARS } from './types.js';

/** A question accepted for answering: checked and located, with nothing claimed or written yet. */
export interface AcceptedQuestion {
  regenerate: boolean;
  /** The previous conversation timed out: this turn starts a new one (spec `clean`). */
  clean: boolean;
  /** Where the turn goes and what it writes (no question: a regenerate finds it once it holds the claim). */
  open: Pick<TurnToOpen, 'conversation' | 'question'>;
  /** The quote as the engine reads it, when it is known before the claim. */
  quote: QuotedMessage | undefined;
  /**
   * The channel the turn is in: a continued conversation's own (a customer-service conversation
   * reopened from /index's history stays customer service), else the request's.
   */
  channelType: string | undefined;
}

function titleOf(question: string): string {
  return charCount(question) > TITLE_MAX_CHARS
    ? `${[...question].slice(0, TITLE_MAX_CHARS).join('')}…`
    : question;
}

/**
 * The product assistant's product (decision 048): a conversation keeps the one it started with (and a
 * timed-out one passes it on); a request naming another product, or one for a conversation that has
 * none, is refused rather than answered about the wrong product.
 */
function productOfTurn(
  found: { productCode: string | null } | undefined,
  requested: string | undefined,
): string | undefined {
  if (!found) return requested || undefined;
  if (requested && found.productCode !== requested) throw new AppError('conflict:aides_product');
  return found.productCode ?? undefined;
}

/**
 * Every refusal of the question itself (spec §4 rules) happens here, before the stream starts, so it
 * reaches the client as an ordinary `{detail}` error (decision 008): the text, the conversation it
 * continues, the message it quotes. Reads only.
 */
export async function acceptQuestion(
  repos: {
    conversations: ConversationsRepository;
    messages: MessagesRepository;
    files: Pick<FilesRepository, 'findMany'>;
  },
  turn: { category: Category; request: ConverseRequest; idleMinutes: number },
): Promise<AcceptedQuestion> {
  const { request } = turn;
  const regenerate = request.generate === 'regenerate';
  const typed = regenerate ? '' : cleanQuestion(request.userPrompt);
  rejectNul({ ...request, userPrompt: '' });
  const sendTs = sendTimeOf(request.sendTs);

  const found = request.conversationId
    ? await repos.conversations.findForTurn(request.conversationId, turn.idleMinutes)
    : undefined;
  if (request.conversationId && !found) throw new AppError('not_found:conversation');
  const clean = found?.idle === true;
  // A conversation keeps its channel, and so does the one a timed-out conversation moves on to.
  const channelType = found ? found.channelType || undefined : request.channelType;
  const productCode = productOfTurn(found, request.productCode);
  const fresh = (question: string) => ({
    category: turn.category,
    title: titleOf(question),
    channelType,
    productCode,
  });

  if (!regenerate) {
    // Files go with a question only as the asking agent's own uploads: another agent's path, a made-up
    // one or a deleted file is refused, never stored beside the question or read for the answer.
    const paths = [...new Set(request.fileInfos.map((f) => f.file_path))];
    if (paths.length > 0 && (await repos.files.findMany(paths)).length !== paths.length)
      throw new AppError('not_found:file');
    const quote = await acceptQuote(repos.messages, found?.id, request.quoteMessageId);
    const question = { content: typed, files: request.fileInfos, sendTs, ...quote?.stored };
    const conversation = found && !found.idle ? { id: found.id } : fresh(typed);
    return { regenerate, clean, open: { conversation, question }, quote: quote?.engine, channelType };
  }
  if (!found) throw new AppError('invalid:nothing_to_regenerate');
  if (!found.idle)
    return { regenerate, clean, open: { conversation: { id: found.id } }, quote: undefined, channelType };

  // A timed-out conversation's last question moves along to the new conversation, with its quote.
  const asked = (await repos.messages.latest(found.id, 2)).find((m) => m.role === 'user');
  if (!asked) throw new AppError('invalid:nothing_to_regenerate');
  const quoted = asked.quoteMessageId
    ? await repos.messages.findInConversation(asked.quoteMessageId, found.id)
    : undefined;
  const quote = storedQuote(asked, quoted);
  const question = { content: asked.content, files: asked.files, sendTs: asked.sendTs, ...quote?.stored };
  return {
    regenerate,
    clean,
    open: { conversation: fresh(asked.content), question },
    quote: quote?.engine,
    channelType,
  };
}
