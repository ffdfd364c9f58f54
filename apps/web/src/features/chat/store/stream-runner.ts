import { LIMITS, type ConverseRequest, type StreamEvent } from '@broker/contract';
import { HttpError, errorText } from '../../../lib/http';
import { chatText } from '../../../locales/zh-CN/chat';
import { createBatcher } from '../lib/batcher';
import { fromStored, isLocalId } from '../lib/messages';
import type { ChatDeps } from './chat-deps';
import type { ChatStore } from './types';

/** Store writes from text deltas are batched this long (DESIGN.md convention 8). */
export const STREAM_BATCH_MS = 50;
/** History polling after a stream was cut once the answer had begun. */
export const RECOVERY_INTERVAL_MS = 1500;
/** ~60 s: the server's generation claim lapses by itself within that, so `generating` must clear. */
export const RECOVERY_ATTEMPTS = 40;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const isConnectionFailure = (error: unknown) =>
  error instanceof HttpError && (error.kind === 'network' || error.kind === 'timeout');

export type StreamOutcome = 'answered' | 'failed' | 'stopped' | 'recovered';

/**
 * Streams one answer into the message `answerId` and owns everything that can go wrong:
 * - before `meta` (nothing answered yet) a connection failure is retried once after
 *   LIMITS.streamRetryMs (spec §4);
 * - after `meta` the question is being answered on the server: re-POSTing would ask it twice, so the
 *   answer is read back from the conversation's history instead (recoverAnswer);
 * - refusals (4xx) and final failures are reported (spec §8) and mark the answer failed.
 */
export function createStreamRunner({ get, deps }: { get: () => ChatStore; deps: ChatDeps }) {
  let requestSeq = 0;
  let controller: AbortController | null = null;

  function begin(): { requestId: number; signal: AbortSignal } {
    requestSeq += 1;
    controller = new AbortController();
    get().internal_setRequestId(requestSeq);
    return { requestId: requestSeq, signal: controller.signal };
  }

  function finish(requestId: number) {
    if (requestId !== requestSeq) return;
    controller = null;
    get().internal_setRequestId(LIMITS.defaultConversationRequestId);
  }

  function markFailed(id: string, text: string) {
    get().internal_patchMessage(id, (m) => ({
      ...m,
      isGenerating: false,
      interrupted: false,
      success: false,
      errorText: text,
    }));
  }

  function markStopped(id: string) {
    get().internal_patchMessage(id, (m) => ({ ...m, isGenerating: false, interrupted: false }));
  }

  /** Polls the history until the answer is no longer generating, then shows the stored version. */
  async function recoverAnswer(answerId: string, conversationId: string, signal: AbortSignal) {
    for (let attempt = 0; attempt < RECOVERY_ATTEMPTS && !signal.aborted; attempt += 1) {
      if (attempt > 0) await sleep(RECOVERY_INTERVAL_MS, signal);
      if (signal.aborted) break;
      try {
        const history = await deps.fetchMyCusHistory(conversationId, { showErrorToast: false, signal });
        if (history.generating) continue;
        const stored = history.list.find((m) => m.id === answerId);
        if (!stored) break;
        const recovered = fromStored(stored);
        get().internal_showRecovered(
          answerId,
          { ...recovered, errorText: recovered.success ? '' : chatText.answerInterrupted },
          history.lockedProducts,
        );
        return recovered.success ? 'recovered' : 'failed';
      } catch (error) {
        if (error instanceof HttpError && error.kind === 'status') break;
        // Still offline: keep polling.
      }
    }
    if (signal.aborted) {
      markStopped(answerId);
      return 'stopped';
    }
    markFailed(answerId, chatText.answerInterrupted);
    return 'failed';
  }

  async function run(answerId: string, body: Partial<ConverseRequest>): Promise<StreamOutcome> {
    const { requestId, signal } = begin();
    const state = get();
    const category = state.currentCategory;
    const sentToken = deps.getToken();
    const target = { id: answerId };
    let sawMeta = false;
    let sawEnd = false;
    const batcher = createBatcher<StreamEvent>(
      (events) => get().internal_applyStreamEvents(target, events),
      STREAM_BATCH_MS,
    );
    const request: Partial<ConverseRequest> = {
      conversationId: state.conversationId,
      ...(state.channelType && { channelType: state.channelType }),
      ...body,
    };
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await deps.streamConversation(
            category,
            { ...request, sendTs: deps.now() },
            {
              signal,
              onEvent: (event) => {
                if (requestId !== requestSeq) return;
                const type = event.data.type;
                if (type === 'meta') sawMeta = true;
                if (type === 'end' || type === 'error') sawEnd = true;
                batcher.push(event);
                // The ids and the final state go out at once; deltas wait for the batch.
                if (type === 'meta' || type === 'end' || type === 'error') batcher.flush();
              },
            },
          );
          batcher.flush();
          if (sawEnd) return get().messages.find((m) => m.id === target.id)?.success ? 'answered' : 'failed';
          // Closed without `end`: cut off (decision 008).
          throw new HttpError(chatText.answerInterrupted, 'network');
        } catch (error) {
          batcher.flush();
          if (signal.aborted || (error instanceof HttpError && error.kind === 'aborted')) {
            markStopped(target.id);
            return 'stopped';
          }
          if (isConnectionFailure(error) && sawMeta && !isLocalId(target.id)) {
            const conversationId = get().conversationId;
            return await recoverAnswer(target.id, conversationId, signal);
          }
          if (isConnectionFailure(error) && !sawMeta && attempt === 0) {
            await sleep(LIMITS.streamRetryMs, signal);
            if (!signal.aborted) continue;
            markStopped(target.id);
            return 'stopped';
          }
          deps.reportStreamError(error, category, sentToken);
          markFailed(target.id, errorText(error, chatText.answerFailed));
          return 'failed';
        }
      }
    } finally {
      batcher.cancel();
      finish(requestId);
    }
  }

  /** Recovery on its own (a reload mid-answer, or a conversation opened while it is answering). */
  async function recover(answerId: string, conversationId: string): Promise<StreamOutcome> {
    const { requestId, signal } = begin();
    get().internal_patchMessage(answerId, (m) => ({ ...m, isGenerating: true, interrupted: false }));
    try {
      return await recoverAnswer(answerId, conversationId, signal);
    } finally {
      finish(requestId);
    }
  }

  return {
    run,
    recover,
    stop: () => controller?.abort(),
    /** A stream or a recovery is in flight. */
    isBusy: () => controller !== null,
  };
}

export type StreamRunner = ReturnType<typeof createStreamRunner>;
