import { streamEventSchema, type StreamEvent } from '@broker/contract';

/**
 * A small spec-correct SSE reader for tests: events are separated by a blank line, `data:` lines of
 * one event are joined with '\n', lines starting with ':' are comments (heartbeats).
 */
export function sseParser(onEvent: (data: string) => void, onComment: (text: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) onComment(line.slice(1).trim());
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) onEvent(data.join('\n'));
    }
  };
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far, each checked against the contract's `streamEventSchema`. */
  events: StreamEvent[];
  comments: string[];
  /** The body when the answer was refused (a JSON `{detail}`), '' for a stream. */
  errorBody: string;
  /** Resolves when the server closes the stream. */
  done: Promise<void>;
  /** Resolves once an event matches (or the stream ended without one: rejects). */
  waitFor(match: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  /** Drops the connection, the way a client leaving the page does. */
  abort(): void;
}

/** POSTs to a streaming endpoint of a listening app and reads the events as they arrive. */
export async function openStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  body: object,
): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  let ended = false;
  const failWaiters: ((error: Error) => void)[] = [];

  const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  const errorBody = isStream ? '' : await res.text();
  const parse = sseParser(
    (data) => {
      const event = streamEventSchema.parse(JSON.parse(data));
      events.push(event);
      for (const waiter of waiters.filter((w) => w.match(event))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    },
    (text) => comments.push(text),
  );

  const done = (async () => {
    if (!isStream || !res.body) return;
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      ended = true;
      for (const fail of failWaiters) fail(new Error('the stream ended before the awaited event'));
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    errorBody,
    done,
    waitFor(match) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      if (ended) return Promise.reject(new Error('the stream ended before the awaited event'));
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve });
        failWaiters.push(reject);
      });
    },
    abort: () => controller.abort(),
  };
}

/** The events' `data.type`s in order. */
export const typesOf = (events: readonly StreamEvent[]) => events.map((e) => e.data.type);
