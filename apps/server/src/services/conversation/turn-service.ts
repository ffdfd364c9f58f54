import type { Category, ConversationMessage, ConverseRequest, FileInfo } from '@broker/contract';
import type { KnowledgeBase } from '@broker/assistant';
import type { Config } from '../../config.js';
import { conversationsRepository } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import { filesRepository } from '../../db/files-repository.js';
import { messagesRepository } from '../../db/messages-repository.js';
import { turnsRepository } from '../../db/turns-repository.js';
import type { UserRow } from '../../db/users-repository.js';
import { AppError } from '../../errors.js';
import type { EngineChoice } from '../engines/engine-choice.js';
import { acceptQuestion } from './accept-question.js';
import { attachedFiles } from './attached-files.js';
import { engineRequest } from './engine-request.js';
import { runTurn, type RunOptions } from './run-turn.js';
import { CLAIM_SECONDS, HISTORY_TURNS, knowledgeSetOf, type ChatRateLimiter } from './types.js';

/** A question accepted for answering: the conversation is claimed and both rows exist. */
export interface Turn {
  conversationId: string;
  assistantMessageId: string;
  /** The previous conversation timed out; this turn started a new one. */
  clean: boolean;
  /** Streams (via `emit`) and stores the answer; always releases the claim. Returns the saved answer. */
  run(options: RunOptions): Promise<ConversationMessage>;
}

export function turnService(deps: {
  db: Db;
  config: Config;
  engines: EngineChoice;
  /** The catalogue a product assistant's product must be in (decision 048). */
  knowledge: () => Promise<KnowledgeBase>;
  rateLimit?: ChatRateLimiter | undefined;
  log?: RunOptions['log'];
}) {
  const { db, config } = deps;

  /**
   * Starts a turn in three steps: the question is accepted (every refusal of it, before anything is
   * held), the engine is chosen and the agent's rate is counted, then one transaction claims the
   * conversation and writes the question (or refuses with nothing written). What the engine is asked
   * is built from what that transaction read.
   */
  async function start(user: UserRow, category: Category, request: ConverseRequest): Promise<Turn> {
    const conversations = conversationsRepository(db, user.id);
    const messages = messagesRepository(db, user.id);
    if (request.productCode && !(await deps.knowledge()).productsByCode.has(request.productCode))
      throw new AppError('not_found:aides_product');
    const accepted = await acceptQuestion(
      { conversations, messages, files: filesRepository(db, user.id) },
      { category, request, idleMinutes: config.conversation.idleMinutes },
    );
    // Before the claim: a model that cannot be used is a plain error, and nothing is held.
    const { model, engine } = await deps.engines.forQuestion(
      user,
      request.llmName,
      knowledgeSetOf(accepted.channelType),
    );
    await deps.rateLimit?.consume(user.id);

    const opened = await turnsRepository(db, user.id).open({
      ...accepted.open,
      answer: { finished: false, model },
      claimSeconds: CLAIM_SECONDS,
      // Newest first: the turns a model reads, and for a regenerate the question and answer it redoes.
      recentLimit: HISTORY_TURNS * 2 + 2,
    });
    if (opened === 'busy') throw new AppError('conflict:generating');
    if (opened === 'nothing_to_regenerate') throw new AppError('invalid:nothing_to_regenerate');

    const conversationId = opened.conversation.id;
    // Read after the claim, so a regenerate reads its question's files as they are now (done since?).
    // A failure here must not leave the conversation claimed until the claim times out.
    const files = await attachedFiles(
      filesRepository(db, user.id),
      opened.question.files as FileInfo[],
    ).catch(async (error: unknown) => {
      await conversations.release(conversationId);
      throw error;
    });
    const asked = engineRequest({
      opened,
      continued: 'id' in accepted.open.conversation,
      regenerate: accepted.regenerate,
      category,
      request,
      model,
      quote: accepted.quote,
      files,
    });
    return {
      conversationId,
      assistantMessageId: opened.answer.id,
      clean: accepted.clean,
      run: (options) =>
        runTurn(
          {
            conversations,
            messages,
            engine,
            conversationId,
            answerId: opened.answer.id,
            // The question answered (the new one, or the one a regenerate re-asks): events name it.
            questionId: opened.question.id,
            clean: accepted.clean,
            model,
            request: asked,
          },
          { log: deps.log, ...options },
        ),
    };
  }

  /**
   * The agent's conversation of `channelType` that a client's earlier answer belongs to, if any
   * (the OpenAI-compatible provider's clients send history, not ids; decision 033).
   */
  function conversationOfAnswer(user: UserRow, answer: string, channelType: string) {
    return conversationsRepository(db, user.id).findByAnswer(answer, channelType);
  }

  return { start, conversationOfAnswer };
}
export type TurnService = ReturnType<typeof turnService>;
