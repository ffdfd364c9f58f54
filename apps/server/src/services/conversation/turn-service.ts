import { payloadOf } from './message-view.js';
import { charCount, type Category, type ConverseRequest } from '@broker/contract';
import { EMPTY_CONTEXT, type ConversationContext, type Engine, type HistoryTurn } from '@broker/assistant';
import type { Config } from '../../config.js';
import { conversationsRepository, type ConversationRow } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import { messagesRepository, type MessageRow } from '../../db/messages-repository.js';
import type { UserRow } from '../../db/users-repository.js';
import { AppError } from '../../errors.js';
import { cleanQuestion, rejectNul, sendTimeOf } from './input.js';
import { acceptQuote, storedQuote } from './quote.js';
import { runTurn, type RunOptions } from './run-turn.js';
import {
  CLAIM_SECONDS,
  HISTORY_TURNS,
  TITLE_MAX_CHARS,
  type ChatRateLimiter,
  type EngineFor,
} from './types.js';

/** A question accepted for answering: the conversation is claimed and both rows exist. */
export interface Turn {
  conversationId: string;
  assistantMessageId: string;
  /** The previous conversation timed out; this turn started a new one. */
  clean: boolean;
  /** Streams (via `emit`) and stores the answer; always releases the claim. */
  run(options: RunOptions): Promise<MessageRow>;
}

function titleOf(question: string): string {
  return charCount(question) > TITLE_MAX_CHARS
    ? `${[...question].slice(0, TITLE_MAX_CHARS).join('')}…`
    : question;
}

function contextOf(row: ConversationRow): ConversationContext {
  return { ...EMPTY_CONTEXT, ...(row.context as Partial<ConversationContext>) };
}

/**
 * The context to answer from: the conversation's, or for a regenerate the one the replaced answer
 * started from (the conversation's already includes what that answer locked or chose).
 */
function contextFor(row: ConversationRow, replaced: MessageRow | undefined): ConversationContext {
  const before = replaced?.role === 'assistant' ? payloadOf(replaced).contextBefore : undefined;
  return before ? { ...EMPTY_CONTEXT, ...before } : contextOf(row);
}

export function turnService(deps: {
  db: Db;
  config: Config;
  engineFor: EngineFor;
  rateLimit?: ChatRateLimiter | undefined;
  /** Models on offer, the default first (userinfo.models); a stale preference falls back to it. */
  models?: readonly string[] | undefined;
  log?: RunOptions['log'];
}) {
  const { db, config } = deps;

  /**
   * Every refusal (spec §4 rules) happens here, before the stream starts, so it reaches the client as
   * an ordinary `{detail}` error (decision 008).
   */
  async function start(user: UserRow, category: Category, request: ConverseRequest): Promise<Turn> {
    const regenerate = request.generate === 'regenerate';
    const typed = regenerate ? '' : cleanQuestion(request.userPrompt);
    rejectNul({ ...request, userPrompt: '' });
    const sendTs = sendTimeOf(request.sendTs);
    const conversations = conversationsRepository(db, user.id);
    const messages = messagesRepository(db, user.id);

    let previous: ConversationRow | undefined;
    let idle = false;
    if (request.conversationId) {
      const found = await conversations.findForTurn(request.conversationId, config.conversation.idleMinutes);
      if (!found) throw new AppError('not_found:conversation');
      ({ idle, ...previous } = found);
    } else if (regenerate) {
      throw new AppError('invalid:nothing_to_regenerate');
    }
    // A regenerate keeps the quote its question had; a new question's quote is checked here, so a bad
    // id is refused before anything is claimed or written.
    const accepted = regenerate
      ? undefined
      : await acceptQuote(messages, previous?.id, request.quoteMessageId);
    const offered = deps.models;
    const preferred =
      user.preferredModel && (!offered || offered.includes(user.preferredModel))
        ? user.preferredModel
        : undefined;
    const model = request.llmName ?? preferred ?? offered?.[0];
    // Before the claim: a model that cannot be used is a plain error, and nothing is held.
    const engine: Engine = await deps.engineFor(model);
    await deps.rateLimit?.consume(user.id);

    if (previous && !idle && !(await conversations.claim(previous.id, CLAIM_SECONDS))) {
      throw new AppError('conflict:generating');
    }
    // From here on a claim is ours: any failure gives it back, and a conversation created for this
    // question goes again rather than stay in the list empty.
    const claimed = previous && !idle ? previous : undefined;
    let created: ConversationRow | undefined;
    try {
      // Newest first: the turns a model reads, and for a regenerate the question and answer it redoes.
      const recent =
        previous && (claimed || regenerate) ? await messages.latest(previous.id, HISTORY_TURNS * 2 + 2) : [];
      // Regenerate re-answers the last question; a timed-out conversation's question moves along.
      const asked = regenerate ? recent.slice(0, 2).find((m) => m.role === 'user') : undefined;
      if (regenerate && !asked) throw new AppError('invalid:nothing_to_regenerate');
      const question = asked ? asked.content : typed;
      const quote = asked ? await storedQuote(messages, asked) : accepted;

      if (!claimed) {
        created = await conversations.create({
          category,
          title: titleOf(question),
          channelType: request.channelType,
        });
        await conversations.claim(created.id, CLAIM_SECONDS);
      }
      const conversation = claimed ?? created;
      if (!conversation) throw new Error('no conversation to answer in');

      const placeholder = { finished: false, model: model ?? null };
      let answer: MessageRow;
      let questionRow = asked;
      const [newest] = recent;
      if (claimed && regenerate && newest) {
        // The old answer is replaced in its place; a question left without one gets its first.
        answer =
          newest.role === 'assistant'
            ? await messages.replaceAnswer(newest, placeholder)
            : await messages.insert({
                ...placeholder,
                conversationId: conversation.id,
                seq: newest.seq + 1,
                role: 'assistant',
              });
      } else {
        const files = asked ? asked.files : request.fileInfos;
        ({ answer, question: questionRow } = await messages.appendTurn(
          conversation.id,
          { content: question, files, sendTs: asked ? asked.sendTs : sendTs, ...quote?.stored },
          placeholder,
        ));
      }
      // The question answered (the new one, or the one a regenerate re-asks): events name it.
      if (!questionRow) throw new Error('no question to answer');
      const questionId = questionRow.id;
      await conversations.touch(conversation.id);

      return {
        conversationId: conversation.id,
        assistantMessageId: answer.id,
        clean: idle,
        run: (options) =>
          runTurn(
            {
              conversations,
              messages,
              engine,
              conversationId: conversation.id,
              answerId: answer.id,
              questionId,
              clean: idle,
              model,
              request: {
                question,
                category,
                subCategory: request.subCategory,
                context: claimed ? contextFor(claimed, regenerate ? newest : undefined) : EMPTY_CONTEXT,
                history: claimed ? historyOf(recent, regenerate) : [],
                model,
                useKnowledgeBase: request.useKnowledgeBase,
                ...(quote?.engine ? { quote: quote.engine } : {}),
              },
            },
            { log: deps.log, ...options },
          ),
      };
    } catch (error) {
      if (claimed) await conversations.release(claimed.id).catch(() => undefined);
      if (created) await conversations.remove(created.id).catch(() => undefined);
      throw error;
    }
  }

  return { start };
}
export type TurnService = ReturnType<typeof turnService>;

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
