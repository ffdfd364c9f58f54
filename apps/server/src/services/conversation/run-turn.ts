import type { ConversationMessage, StreamEvent } from '@broker/contract';
import type { ConversationContext, Engine, EngineRequest } from '@broker/assistant';
import type { ConversationsRepository } from '../../db/conversations-repository.js';
import type { MessageRow, MessagesRepository } from '../../db/messages-repository.js';
import { AppError } from '../../errors.js';
import { toAnswerPayload } from '@broker/contract';
import { answerBuilder, type BuiltAnswer } from './answer-builder.js';
import { toConversationMessage } from './message-view.js';
import { CLAIM_SECONDS, SAVE_EVERY_MS } from './types.js';

export interface RunOptions {
  /** Aborted when the client goes away or the server shuts down: the engine stops, the partial is kept. */
  signal: AbortSignal;
  /**
   * Receives every stream event in order; absent for the non-streamed `converse`. The next part is
   * not asked of the engine until a returned promise settles: a slow client slows the engine down
   * instead of piling events up in memory.
   */
  emit?: (event: StreamEvent) => void | Promise<void>;
  log?: { error(obj: object, msg: string): void } | undefined;
}

export interface TurnState {
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  engine: Engine;
  conversationId: string;
  answerId: string;
  /** The question answered: every event names it (userMessageId). */
  questionId: string;
  clean: boolean;
  model: string;
  request: Omit<EngineRequest, 'signal'>;
}

// Shown in the `error` event; the cause goes to the log, never to the agent.
const FAILED = new AppError('internal').detail;

function rowValues(answer: BuiltAnswer, contextBefore: ConversationContext) {
  const { streamed } = answer;
  return {
    content: streamed.content,
    thinkContent: streamed.thinkContent,
    queryContent: streamed.queryContent,
    payload: toAnswerPayload(streamed, {
      allCodes: answer.allCodes,
      contextBefore: { ...contextBefore },
      act: answer.context?.lastIntent,
    }),
    model: streamed.cm,
  };
}

/**
 * Runs the engine for an accepted turn: events out as they come, the answer saved as it grows (every
 * SAVE_EVERY_MS, so a crash loses little) and at the end, with `finished` telling a complete
 * answer from a cut-off one. The claim is released whatever happens.
 */
export async function runTurn(turn: TurnState, options: RunOptions): Promise<ConversationMessage> {
  const { conversations, conversationId } = turn;
  let stored: MessageRow | undefined;
  try {
    stored = await generate(turn, options);
  } catch (error) {
    // Saving failed before the claim went with the turn's last statement: release it on its own.
    await conversations.release(conversationId);
    throw error;
  }
  if (!stored) throw new Error('the answer row disappeared');
  return toConversationMessage(stored);
}

/**
 * Streams the engine's answer and saves it, while the caller holds the claim; returns the saved answer.
 * Its last statement releases the claim (with the activity time and the context).
 */
async function generate(turn: TurnState, options: RunOptions): Promise<MessageRow | undefined> {
  const { conversations, messages, conversationId, answerId } = turn;
  const builder = answerBuilder({
    conversationId,
    assistantMessageId: answerId,
    userMessageId: turn.questionId,
    model: turn.model,
  });
  const emit = options.emit ?? (() => undefined);

  let saving = Promise.resolve();
  const inTurn = (work: () => Promise<void>, what: string) => {
    saving = saving.then(work).catch((error: unknown) => options.log?.error({ err: error }, what));
  };
  const keepClaim = setInterval(
    () =>
      inTurn(
        () => conversations.extendClaim(conversationId, CLAIM_SECONDS),
        'could not extend the generation claim',
      ),
    (CLAIM_SECONDS * 1000) / 3,
  );
  // The text streamed so far is saved in batches (decision 037): a process killed mid-answer loses at
  // most the last batch, not the whole answer.
  let savedLength = -1;
  const saveProgress = setInterval(() => {
    const { streamed } = builder.answer;
    const length = streamed.content.length + streamed.thinkContent.length + streamed.queryContent.length;
    if (length === savedLength) return;
    savedLength = length;
    inTurn(
      () => messages.update(answerId, rowValues(builder.answer, turn.request.context)),
      'could not save the answer so far',
    );
  }, SAVE_EVERY_MS);

  let failed = false;
  try {
    await emit(builder.meta(turn.clean));
    // A client that left while the question was being accepted gets no answer generated for it.
    if (!options.signal.aborted) {
      for await (const part of turn.engine.answer({ ...turn.request, signal: options.signal })) {
        if (options.signal.aborted) break;
        const event = builder.apply(part);
        if (event) await emit(event);
      }
    }
    // An engine that stops without `end` (and was not told to) broke its contract: say so.
    if (!builder.answer.context && !options.signal.aborted)
      throw new Error('the engine ended without an end part');
  } catch (error) {
    if (!options.signal.aborted) {
      failed = true;
      options.log?.error({ err: error }, 'answer generation failed');
      await emit(builder.error(FAILED));
    }
  } finally {
    clearInterval(keepClaim);
    clearInterval(saveProgress);
    await saving;
  }

  const { answer } = builder;
  // Complete once `end` arrived, even if the client left right after it.
  const finished = !failed && answer.context !== undefined;
  const stored = await messages.updateAnswer(answerId, {
    ...rowValues(answer, turn.request.context),
    success: !failed,
    finished,
  });
  // The context moves on only with a complete answer; a cut-off one leaves it as it was.
  await conversations.finishTurn(
    conversationId,
    finished && answer.context ? { ...answer.context } : undefined,
  );
  return stored;
}
