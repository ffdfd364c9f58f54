import { describe, expect, it, vi } from 'vitest';
import type { AnswerPart } from '../engine/types.js';
import { FALLBACK_NOTICE, INTERRUPTED_NOTICE, UNKNOWN_MODEL_NOTICE } from './texts.js';
import { useEngineHarness, endOf } from './testing/engine-harness.js';
import { BUILTIN_TEXT, collect, request, textOf } from './testing/fixtures.js';

// Bad endpoints (down, slow, erroring, garbage, stalled) answer with the built-in engine, saying so;
// an agent who leaves stops everything, upstream included.
const { setup } = useEngineHarness();

describe('model engine fallback', () => {
  const expectFallback = (parts: AnswerPart[], notice = FALLBACK_NOTICE) => {
    expect(textOf(parts)).toBe(notice + BUILTIN_TEXT);
    expect(endOf(parts).model).toBe('builtin');
  };

  it('falls back when the endpoint refuses connections', async () => {
    const { engine, failures, fake } = await setup([]);
    await fake.close();
    expectFallback(await collect(engine.answer(request())));
    expect(failures[0]?.reason).toBe('connect');
  });

  it.each([500, 401])('falls back on HTTP %i with a JSON error body', async (status) => {
    const { engine, failures } = await setup([
      { kind: 'error', status, body: { error: { message: 'boom' } } },
    ]);
    expectFallback(await collect(engine.answer(request())));
    expect(failures[0]).toMatchObject({ reason: 'http', status });
  });

  it('falls back on a 200 response that is not an event stream', async () => {
    const { engine, failures } = await setup([{ kind: 'garbage', body: '<html>502 Bad Gateway</html>' }]);
    expectFallback(await collect(engine.answer(request())));
    expect(failures[0]?.reason).toBe('garbage');
  });

  it('falls back on malformed events', async () => {
    const { engine } = await setup([
      { kind: 'stream', steps: [{ type: 'raw', data: 'data: {not json\n\n' }] },
    ]);
    expectFallback(await collect(engine.answer(request())));
  });

  it('falls back when the first token is too slow, and closes the upstream request', async () => {
    const { engine, failures, fake } = await setup(
      [{ kind: 'stream', firstByteDelayMs: 2000, steps: [{ type: 'text', text: '太慢了' }] }],
      { firstTokenTimeoutMs: 300 },
    );
    const started = Date.now();
    expectFallback(await collect(engine.answer(request())));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(failures[0]?.reason).toBe('first_token');
    await vi.waitFor(() => expect(fake.requests[0]?.disconnected).toBe(true));
  });

  it('falls back when the endpoint never answers within the total time', async () => {
    const { engine, failures } = await setup([{ kind: 'hang' }], {
      timeoutMs: 300,
      firstTokenTimeoutMs: 2000,
    });
    expectFallback(await collect(engine.answer(request())));
    expect(failures[0]?.reason).toBe('timeout');
  });

  it('after a mid-stream stall keeps the shown text, says it was cut off, then gives the built-in answer', async () => {
    const { engine, failures, fake } = await setup(
      [{ kind: 'stream', steps: [{ type: 'text', text: '这款产品的' }, { type: 'stall' }] }],
      // Only the silence after the first chunk is short: a first chunk slowed by a busy machine must
      // not end the round as a first-token (or total) timeout before the stall this test is about.
      { timeoutMs: 30_000, firstTokenTimeoutMs: 30_000, stallTimeoutMs: 300 },
    );
    const parts = await collect(engine.answer(request()));
    expect(textOf(parts)).toBe(`这款产品的${INTERRUPTED_NOTICE}${BUILTIN_TEXT}`);
    expect(endOf(parts).model).toBe('builtin');
    expect(failures[0]).toMatchObject({ reason: 'stall', partial: true });
    await vi.waitFor(() => expect(fake.requests[0]?.disconnected).toBe(true));
  });

  it('falls back on an error event inside the stream', async () => {
    const error = 'data: {"error":{"message":"overloaded","type":"server_error"}}\n\n';
    const { engine, failures } = await setup([{ kind: 'stream', steps: [{ type: 'raw', data: error }] }]);
    expectFallback(await collect(engine.answer(request())));
    expect(failures[0]?.reason).toBe('http');
  });

  it('falls back when the stream is cut without a finish reason', async () => {
    const { engine, failures } = await setup([{ kind: 'stream', steps: [{ type: 'drop' }] }]);
    expectFallback(await collect(engine.answer(request())));
    expect(failures[0]?.reason).toBe('interrupted');
  });

  it('falls back when the chunks hold no choices', async () => {
    const empty = 'data: {"id":"x","object":"chat.completion.chunk","choices":[]}\n\n';
    const { engine, failures } = await setup((_req, _i) => ({
      kind: 'garbage',
      body: `${empty}data: [DONE]\n\n`,
      contentType: 'text/event-stream',
    }));
    expectFallback(await collect(engine.answer(request())));
    expect(failures[0]?.reason).toBe('garbage');
  });

  it('answers with the built-in engine, saying so, for a model that is not configured', async () => {
    const { engine, fake } = await setup([]);
    expectFallback(await collect(engine.answer(request({ model: 'gone-model' }))), UNKNOWN_MODEL_NOTICE);
    expect(fake.requests).toHaveLength(0);
  });

  it('uses the built-in engine directly when no model is chosen', async () => {
    const { engine, builtin } = await setup([]);
    const parts = await collect(engine.answer(request({ model: 'builtin' })));
    expect(textOf(parts)).toBe(BUILTIN_TEXT);
    expect(builtin.requests).toHaveLength(1);
  });
});

describe('model engine abort', () => {
  it('stops without an end or fallback and closes the upstream connection when the agent leaves', async () => {
    const { engine, fake, builtin } = await setup([
      {
        kind: 'stream',
        steps: [
          { type: 'text', text: '第一段' },
          { type: 'delay', ms: 5000 },
          { type: 'text', text: '第二段' },
        ],
      },
    ]);
    const controller = new AbortController();
    const parts: AnswerPart[] = [];
    for await (const part of engine.answer(request({ signal: controller.signal }))) {
      parts.push(part);
      if (part.kind === 'text') controller.abort();
    }
    expect(textOf(parts)).toBe('第一段');
    expect(parts.some((p) => p.kind === 'end')).toBe(false);
    expect(builtin.requests).toHaveLength(0);
    await vi.waitFor(() => expect(fake.requests[0]?.disconnected).toBe(true));
  });

  it('closes the upstream connection when the consumer stops reading', async () => {
    const { engine, fake } = await setup([
      {
        kind: 'stream',
        steps: [
          { type: 'text', text: '第一段' },
          { type: 'delay', ms: 5000 },
        ],
      },
    ]);
    for await (const part of engine.answer(request())) if (part.kind === 'text') break;
    await vi.waitFor(() => expect(fake.requests[0]?.disconnected).toBe(true));
  });
});
