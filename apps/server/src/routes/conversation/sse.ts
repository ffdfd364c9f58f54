import type { ServerResponse } from 'node:http';
import type { ConversationMessage, StreamEvent } from '@broker/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { toAppError } from '../../plugins/error-handler.js';
import type { Turn } from '../../services/conversation/index.js';
import type { Metrics } from '../../services/operations/index.js';
import type { SharedState } from '../../services/scale/index.js';

// Fixed by DESIGN.md convention 8: proxies (nginx) must neither buffer nor transform the stream.
const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/**
 * Heartbeats in a row that found the client still not reading what was sent before it is dropped
 * (its answer stops and is kept, cut off): a client that stopped reading but keeps the connection
 * open would otherwise hold the conversation's claim for ever.
 */
const STALLED_BEATS = 4;

/**
 * Answers in flight on this instance, one registry per app (the app's and the open API's routes share
 * it). Shutdown (`drainAnswers`, then `app.close()`) first lets them finish, then stops the rest: each
 * is aborted (its partial answer saved) and its socket ends, instead of holding `app.close()` until the
 * answer is done. A stop for a conversation, said on any instance (POST /v1/convstop, shared over
 * Redis), stops its answer here.
 */
const registries = new WeakMap<FastifyInstance, ReturnType<typeof createRegistry>>();

export function streamRegistry(app: FastifyInstance, shared: SharedState) {
  const existing = registries.get(app);
  if (existing) return existing;
  const registry = createRegistry(app, shared);
  registries.set(app, registry);
  return registry;
}

/**
 * Shutdown's first step (server.ts): new answers are refused (503, the proxy's next instance takes
 * them) and those in flight get until `deadline` (epoch ms) to end on their own. Resolves with how
 * many were still running then; `app.close()` stops those.
 */
export function drainAnswers(app: FastifyInstance, deadline: number): Promise<number> {
  return registries.get(app)?.drain(deadline) ?? Promise.resolve(0);
}

/** Whether this app is draining (its responses then ask the client to close the connection). */
export const isDraining = (app: FastifyInstance) => registries.get(app)?.draining() ?? false;

function createRegistry(app: FastifyInstance, shared: SharedState) {
  const active = new Set<AbortController>();
  const byConversation = new Map<string, Set<AbortController>>();
  let draining = false;
  let emptied: (() => void) | undefined;
  app.addHook('preClose', async () => {
    for (const controller of active) controller.abort();
  });
  shared.subscribe('stop', (conversationId) => {
    for (const controller of byConversation.get(conversationId) ?? []) controller.abort();
  });
  return {
    draining: () => draining,
    add(controller: AbortController) {
      if (draining) throw new AppError('unavailable:shutting_down', { headers: { connection: 'close' } });
      active.add(controller);
    },
    /** The answer of `controller` is the conversation's: a stop for it aborts the controller. */
    track(controller: AbortController, conversationId: string) {
      const set = byConversation.get(conversationId) ?? new Set();
      byConversation.set(conversationId, set.add(controller));
    },
    remove(controller: AbortController) {
      active.delete(controller);
      for (const [id, set] of byConversation) {
        if (set.delete(controller) && set.size === 0) byConversation.delete(id);
      }
      if (active.size === 0) emptied?.();
    },
    async drain(deadline: number): Promise<number> {
      draining = true;
      if (active.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
          emptied = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return active.size;
    },
  };
}
export type StreamRegistry = ReturnType<typeof streamRegistry>;

/**
 * Aborts when the client goes away before the answer is done (spec: stop the work, keep the partial).
 * Called first thing in the handler, so a client that leaves while its question is being accepted is
 * noticed too, also one whose socket closed before the handler ran. `done()` when the answer is over.
 */
export function watchClient(reply: FastifyReply, active: StreamRegistry) {
  const controller = new AbortController();
  const res = reply.raw;
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.on('close', onClose);
  if (res.destroyed || res.socket?.destroyed) controller.abort();
  try {
    active.add(controller);
  } catch (error) {
    res.off('close', onClose);
    throw error;
  }
  return {
    signal: controller.signal,
    /** Once the turn started: a stop said for its conversation aborts it. */
    answering: (conversationId: string) => active.track(controller, conversationId),
    done() {
      active.remove(controller);
      res.off('close', onClose);
    },
  };
}

/**
 * Writes a chunk, the stream's headers first. The first chunk is the `meta` event, written by the
 * turn itself, so even a failure to start the response goes through the turn and releases its claim.
 * When the socket's buffer is full, the promise settles once it drained or the client left: the
 * caller waits instead of piling up a slow client's answer in memory.
 */
function write(res: ServerResponse, chunk: string): Promise<void> | undefined {
  if (res.writableEnded || res.destroyed) return undefined;
  if (!res.headersSent) res.writeHead(200, SSE_HEADERS);
  if (res.write(chunk)) return undefined;
  return new Promise((resolve) => {
    const settle = () => {
      res.off('drain', settle);
      res.off('close', settle);
      resolve();
    };
    res.on('drain', settle);
    res.on('close', settle);
  });
}

/**
 * How a turn's events are written: the app's own events (decision 008) unless a route speaks another
 * dialect over the same stream (the OpenAI-compatible provider, decision 033). '' writes nothing.
 */
export interface StreamFormat {
  event(event: StreamEvent): string;
  /** Saving failed after the stream began: what tells the client the answer did not complete. */
  failure(last: StreamEvent | undefined, detail: string): string;
  /** After the turn, with the answer as saved (absent when saving it failed). */
  end?(answer: ConversationMessage, clean: boolean): string;
}

const APP_EVENTS: StreamFormat = {
  event: (event) => `data: ${JSON.stringify(event)}\n\n`,
  failure: (last, detail) =>
    last && last.data.type !== 'error'
      ? APP_EVENTS.event({ ...last, content: '', data: { ...last.data, type: 'error', content: detail } })
      : '',
};

/**
 * Writes a turn as server-sent events (docs/decisions/008). The reply is hijacked, so Fastify's
 * serializers and onSend hooks do not run: the headers helmet put on the raw response stay, the
 * stream headers are set here, and failures after the first byte become an `error` event.
 */
export async function streamTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  turn: Turn,
  options: { heartbeatMs: number; signal: AbortSignal; format?: StreamFormat; metrics: Metrics },
): Promise<void> {
  const res = reply.raw;
  const format = options.format ?? APP_EVENTS;
  const timer = options.metrics.answerStarted();
  reply.hijack();
  // A socket error closes the response (and so aborts the answer); it must not crash the process.
  res.on('error', (error) => request.log.info({ err: error }, 'answer stream socket error'));
  let last: StreamEvent | undefined;
  const send = (text: string) => (text ? write(res, text) : undefined);
  const emit = (event: StreamEvent) => {
    timer.firstEvent(reply.elapsedTime);
    last = event;
    return send(format.event(event));
  };
  let stalled = 0;
  // A comment line: every SSE parser ignores it, and proxies see traffic on a slow answer.
  const heartbeat = setInterval(() => {
    if (!res.writableNeedDrain) {
      stalled = 0;
      void write(res, ': ping\n\n');
    } else if ((stalled += 1) >= STALLED_BEATS) {
      request.log.info('answer stream client stopped reading; dropping it');
      res.destroy();
    }
  }, options.heartbeatMs);
  try {
    const answer = await turn.run({ signal: options.signal, emit, log: request.log });
    if (format.end) await send(format.end(answer, turn.clean));
  } catch (error) {
    // Saving failed after the stream began: the client still learns the answer did not complete, and
    // why when it is the table's to say (the database out of reach), else the generic 服务异常.
    request.log.error({ err: error }, 'answer stream failed');
    await send(format.failure(last, toAppError(error as FastifyError).detail));
  } finally {
    clearInterval(heartbeat);
    if (!res.writableEnded) res.end();
    timer.ended(reply.elapsedTime);
  }
}
