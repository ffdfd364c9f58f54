import type { StreamEvent } from '@broker/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { Turn } from '../../services/conversation/index.js';

// Fixed by DESIGN.md convention 8: proxies (nginx) must neither buffer nor transform the stream.
const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/**
 * Streams in flight, so that shutdown stops them: each is aborted (its partial answer saved) and its
 * socket ends, instead of holding `app.close()` until the answer is done.
 */
export function streamRegistry(app: FastifyInstance) {
  const active = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const controller of active) controller.abort();
  });
  return active;
}

/** Aborts when the client goes away before the answer is done (spec: stop the work, keep the partial). */
export function abortOnDisconnect(reply: FastifyReply, controller: AbortController): void {
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
}

/**
 * Writes a turn as server-sent events (docs/decisions/008). The reply is hijacked, so Fastify's
 * serializers and onSend hooks do not run: the headers helmet put on the raw response stay, the
 * stream headers are set here, and failures after the first byte become an `error` event.
 */
export async function streamTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  turn: Turn,
  options: { heartbeatMs: number; active: Set<AbortController> },
): Promise<void> {
  const res = reply.raw;
  const controller = new AbortController();
  options.active.add(controller);
  reply.hijack();
  res.writeHead(200, SSE_HEADERS);
  abortOnDisconnect(reply, controller);

  const write = (chunk: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(chunk);
  };
  let last: StreamEvent | undefined;
  const emit = (event: StreamEvent) => {
    last = event;
    write(`data: ${JSON.stringify(event)}\n\n`);
  };
  // A comment line: every SSE parser ignores it, and proxies see traffic on a slow answer.
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  try {
    await turn.run({ signal: controller.signal, emit, log: request.log });
  } catch (error) {
    // Saving failed after the stream began: the client still learns the answer did not complete.
    request.log.error({ err: error }, 'answer stream failed');
    if (last && last.data.type !== 'error') {
      const detail = new AppError('internal').detail;
      emit({ ...last, content: '', data: { ...last.data, type: 'error', content: detail } });
    }
  } finally {
    clearInterval(heartbeat);
    options.active.delete(controller);
    if (!res.writableEnded) res.end();
  }
}
