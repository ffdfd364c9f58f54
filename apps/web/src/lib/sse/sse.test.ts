import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSseParser, type SseMessage } from './parser';
import { RESUME_GRACE_MS, RESUME_STALL_MS, streamSse } from './stream';
import { HttpError } from '../http/http-error';

const encoder = new TextEncoder();

function parseAll(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const chunk of chunks) parser.push(chunk);
  return out;
}

/** A Response whose body arrives as the given byte chunks. */
function chunkedResponse(chunks: Uint8Array[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

async function streamBytes(chunks: Uint8Array[]): Promise<SseMessage[]> {
  const out: SseMessage[] = [];
  await streamSse('/s', { onEvent: (m) => out.push(m), fetch: async () => chunkedResponse(chunks) });
  return out;
}

// Chinese text (3-byte UTF-8), an emoji (4 bytes), CRLF, CR and LF line ends, a comment, a heartbeat,
// multi-line data, a named event, an id, a field without a colon and a final unterminated event.
const SAMPLE =
  '\uFEFF: ping\r\n' +
  'data: {"content":"为30岁男性😀"}\r\n\r\n' +
  ': ping\n\n' +
  'event: custom\rdata:first\rdata:  second\r\r' +
  'id: 7\ndata\n\n' +
  'data: 保额16万元\n\n' +
  'data: cut off';

const EXPECTED: SseMessage[] = [
  { event: 'message', data: '{"content":"为30岁男性😀"}', id: '' },
  { event: 'custom', data: 'first\n second', id: '' },
  { event: 'message', data: '', id: '7' },
  { event: 'message', data: '保额16万元', id: '7' },
];

describe('createSseParser', () => {
  it('parses the sample in one piece', () => {
    expect(parseAll([SAMPLE])).toEqual(EXPECTED);
  });

  it('gives the same events whatever the text split (every position, two and three pieces)', () => {
    for (let i = 0; i <= SAMPLE.length; i += 1) {
      expect(parseAll([SAMPLE.slice(0, i), SAMPLE.slice(i)])).toEqual(EXPECTED);
      for (let j = i; j <= SAMPLE.length; j += 7) {
        expect(parseAll([SAMPLE.slice(0, i), SAMPLE.slice(i, j), SAMPLE.slice(j)])).toEqual(EXPECTED);
      }
    }
  });

  it('one character at a time', () => {
    expect(parseAll([...SAMPLE])).toEqual(EXPECTED);
  });

  it('a CR then an LF in the next chunk is one line end, not an empty line', () => {
    expect(parseAll(['data: a\r', '\ndata: b\r', '\n\r', '\n'])).toEqual([
      { event: 'message', data: 'a\nb', id: '' },
    ]);
  });
});

describe('streamSse', () => {
  it('decodes and parses byte chunks split at every byte position (UTF-8 split mid-character)', async () => {
    const bytes = encoder.encode(SAMPLE);
    for (let i = 0; i <= bytes.length; i += 1) {
      await expect(streamBytes([bytes.slice(0, i), bytes.slice(i)])).resolves.toEqual(EXPECTED);
    }
    await expect(streamBytes([...bytes].map((b) => Uint8Array.of(b)))).resolves.toEqual(EXPECTED);
  });

  it('POSTs JSON with the given headers', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => chunkedResponse([]));
    await streamSse('/v1/conversestream/General', {
      body: { userPrompt: '你好' },
      headers: { Authorization: 'tok' },
      onEvent: () => undefined,
      fetch,
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"userPrompt":"你好"}');
    expect(init?.headers).toMatchObject({ Authorization: 'tok', 'Content-Type': 'application/json' });
  });

  it('rejects a non-200 with the JSON detail as message and the body as data', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ detail: '对话生成中，请稍后操作' }), { status: 409 });
    const error = (await streamSse('/s', { onEvent: () => undefined, fetch }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'status', status: 409, message: '对话生成中，请稍后操作' });
    expect(error.data).toEqual({ detail: '对话生成中，请稍后操作' });
  });

  it('says 服务异常 for a non-JSON error page', async () => {
    const fetch = async () => new Response('<html>502</html>', { status: 502 });
    await expect(streamSse('/s', { onEvent: () => undefined, fetch })).rejects.toMatchObject({
      kind: 'status',
      status: 502,
      message: '服务异常',
    });
  });

  it('rejects as network when fetch fails or the body breaks mid-stream', async () => {
    await expect(
      streamSse('/s', {
        onEvent: () => undefined,
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ).rejects.toMatchObject({ kind: 'network' });

    const events: SseMessage[] = [];
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls === 1) controller.enqueue(encoder.encode('data: 1\n\n'));
        else controller.error(new TypeError('network lost'));
      },
    });
    await expect(
      streamSse('/s', { onEvent: (m) => events.push(m), fetch: async () => new Response(body) }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(events).toHaveLength(1);
  });

  it('rejects as aborted (silently) when the caller aborts mid-stream', async () => {
    const controller = new AbortController();
    const fetch = async (_url: string, init: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(encoder.encode('data: 1\n\n'));
            init.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
          },
        }),
      );
    const call = streamSse('/s', {
      signal: controller.signal,
      fetch,
      onEvent: () => controller.abort(),
    });
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('times out a stalled stream', async () => {
    vi.useFakeTimers();
    try {
      const fetch = async (_url: string, init: RequestInit) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              init.signal?.addEventListener('abort', () =>
                c.error(new DOMException('aborted', 'AbortError')),
              );
            },
          }),
        );
      const call = streamSse('/s', { onEvent: () => undefined, fetch, idleTimeoutMs: 5000 }).catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(5000);
      await expect(call).resolves.toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  describe('back from the background', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The stream has not ended (neither resolved nor failed). */
    async function expectStillOpen(call: Promise<unknown>) {
      let settled = false;
      void call.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
    }

    /** A stream that sends one event, then whatever the test pushes; `resume()` plays the page's return. */
    function pausedStream() {
      let resume: () => void = () => undefined;
      let push: (text: string) => void = () => undefined;
      const fetch = async (_url: string, init: RequestInit) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              c.enqueue(encoder.encode('data: {"type":"meta"}\n\n'));
              push = (text) => c.enqueue(encoder.encode(text));
              init.signal?.addEventListener('abort', () =>
                c.error(new DOMException('aborted', 'AbortError')),
              );
            },
          }),
        );
      const events: SseMessage[] = [];
      const call = streamSse('/s', {
        onEvent: (m) => events.push(m),
        fetch,
        idleTimeoutMs: 120_000,
        onResume: (callback) => {
          resume = callback;
          return () => undefined;
        },
      }).catch((e: unknown) => e);
      return { call, events, resume: () => resume(), push: (text: string) => push(text) };
    }

    it('gives up at once on a stream silent since long before the page slept', async () => {
      const s = pausedStream();
      await vi.advanceTimersByTimeAsync(RESUME_STALL_MS + 10_000);
      s.resume();
      await vi.advanceTimersByTimeAsync(RESUME_GRACE_MS);
      await expect(s.call).resolves.toMatchObject({ kind: 'timeout' });
    });

    it('keeps a stream whose held-back bytes arrive just after the return', async () => {
      const s = pausedStream();
      await vi.advanceTimersByTimeAsync(RESUME_STALL_MS + 10_000);
      s.resume();
      await vi.advanceTimersByTimeAsync(500);
      s.push(': ping\n\ndata: {"type":"text"}\n\n');
      await vi.advanceTimersByTimeAsync(RESUME_GRACE_MS * 2);
      expect(s.events.map((e) => e.data)).toEqual(['{"type":"meta"}', '{"type":"text"}']);
      await expectStillOpen(s.call);
    });

    it('keeps a stream that was talking just before a short trip away', async () => {
      const s = pausedStream();
      await vi.advanceTimersByTimeAsync(5_000);
      s.resume();
      await vi.advanceTimersByTimeAsync(RESUME_GRACE_MS * 2);
      await expectStillOpen(s.call);
    });
  });
});
