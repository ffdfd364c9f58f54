// The chat's answer stream through the actions: retries, recovery after a cut, batching (decision 012).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '@broker/contract';
import { HttpError } from '../../../lib/http/http-error';
import { AID, CID, ev, recommendation } from '../test/events';
import { history, networkError, setup, storedAnswer } from '../test/chat-harness';
import { fromStored } from '../lib/messages';
import { RECOVERY_INTERVAL_MS, STREAM_BATCH_MS } from './stream-runner';

afterEach(() => {
  vi.useRealTimers();
});

describe('failures', () => {
  it('a network failure before meta is retried once after 1000 ms', async () => {
    vi.useFakeTimers();
    const { actions, messages, streamConversation, deps } = setup([
      { fail: networkError() },
      { events: recommendation },
    ]);
    actions.send('重疾险');
    await vi.advanceTimersByTimeAsync(999);
    expect(streamConversation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(STREAM_BATCH_MS);
    expect(streamConversation).toHaveBeenCalledTimes(2);
    expect(messages()[1]).toMatchObject({ success: true, isGenerating: false });
    expect(deps.reportStreamError).not.toHaveBeenCalled();
  });

  it('a second failure before meta is reported and marks the answer failed; retry asks again', async () => {
    vi.useFakeTimers();
    const { actions, messages, streamConversation, deps, bodies } = setup([
      { fail: networkError() },
      { fail: networkError() },
      { events: recommendation },
    ]);
    actions.send('重疾险');
    await vi.advanceTimersByTimeAsync(1000);
    expect(streamConversation).toHaveBeenCalledTimes(2);
    expect(deps.reportStreamError).toHaveBeenCalledTimes(1);
    const failed = messages()[1];
    if (!failed) throw new Error('no answer');
    expect(failed).toMatchObject({ success: false, isGenerating: false });
    expect(actions.retry(failed.id)).toBe(true);
    await vi.advanceTimersByTimeAsync(STREAM_BATCH_MS);
    expect(bodies[2]).toMatchObject({ generate: 'llm', userPrompt: '重疾险' });
    expect(messages()).toHaveLength(2);
    expect(messages()[1]).toMatchObject({ success: true, id: AID });
  });

  it('a refusal (4xx) is reported, not retried', async () => {
    const { actions, messages, streamConversation, deps, settle } = setup([
      {
        fail: new HttpError('请求过于频繁，请稍后再试', 'status', 429, {
          detail: '请求过于频繁，请稍后再试',
        }),
      },
    ]);
    actions.send('重疾险');
    await settle();
    expect(streamConversation).toHaveBeenCalledTimes(1);
    expect(deps.reportStreamError).toHaveBeenCalledTimes(1);
    expect(messages()[1]).toMatchObject({ success: false, errorText: '请求过于频繁，请稍后再试' });
  });

  it('a cut after meta does not re-POST: it polls the history until the answer is stored', async () => {
    vi.useFakeTimers();
    const { actions, messages, streamConversation, deps, store } = setup([
      { events: [ev('meta'), ev('text', '部分')], fail: networkError() },
    ]);
    vi.mocked(deps.fetchMyCusHistory)
      .mockResolvedValueOnce(history(true))
      .mockResolvedValueOnce(history(false));
    actions.send('重疾险');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.fetchMyCusHistory).toHaveBeenCalledTimes(1);
    expect(messages()[1]?.isGenerating).toBe(true);
    await vi.advanceTimersByTimeAsync(RECOVERY_INTERVAL_MS);
    expect(streamConversation).toHaveBeenCalledTimes(1);
    expect(deps.fetchMyCusHistory).toHaveBeenCalledTimes(2);
    expect(vi.mocked(deps.fetchMyCusHistory).mock.calls[0]?.[0]).toBe(CID);
    expect(messages()[1]).toMatchObject({
      id: AID,
      content: '完整的回答',
      success: true,
      isGenerating: false,
    });
    expect(store.getState().currentRequestId).toBe(-1);
    expect(deps.reportStreamError).not.toHaveBeenCalled();
  });

  it('a stream that closes after meta without end is recovered the same way; a cut-off stored answer is failed', async () => {
    const { actions, messages, deps, settle } = setup([{ events: [ev('meta'), ev('text', '部分')] }]);
    vi.mocked(deps.fetchMyCusHistory).mockResolvedValue(
      history(false, [storedAnswer({ content: '部分', finished: false })]),
    );
    actions.send('重疾险');
    await settle();
    expect(messages()[1]).toMatchObject({ content: '部分', success: false, isGenerating: false });
  });

  it('a reload mid-answer recovers from history (interrupted), never re-asks', async () => {
    const { actions, messages, deps, store, streamConversation, settle } = setup();
    store.setState({
      conversationId: CID,
      messages: [
        fromStored(storedAnswer({ id: 'q1', source: 'send', content: '问' })),
        // As a reload leaves an answer that was streaming (main-store settleInterrupted).
        { ...fromStored(storedAnswer({ content: '' })), interrupted: true },
      ],
    });
    vi.mocked(deps.fetchMyCusHistory).mockResolvedValue(history(false));
    actions.recoverInterrupted();
    expect(messages()[1]?.isGenerating).toBe(true);
    await settle();
    expect(messages()[1]).toMatchObject({ content: '完整的回答', interrupted: false, isGenerating: false });
    expect(streamConversation).not.toHaveBeenCalled();
  });
});

describe('batching', () => {
  it('writes text deltas to the store at most every 50 ms; meta and end go out at once', async () => {
    vi.useFakeTimers();
    let emit: (event: StreamEvent) => void = () => undefined;
    let close: () => void = () => undefined;
    const { actions, store, messages, deps } = setup();
    deps.streamConversation = vi.fn(
      (_c, _b, { onEvent }) =>
        new Promise<void>((resolve) => {
          emit = onEvent;
          close = resolve;
        }),
    );
    actions.send('重疾险');
    const writes = vi.fn();
    store.subscribe(writes);
    emit(ev('meta'));
    expect(writes).toHaveBeenCalledTimes(1);
    expect(messages()[1]?.id).toBe(AID);
    for (let i = 0; i < 20; i += 1) emit(ev('text', '字'));
    expect(writes).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STREAM_BATCH_MS);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(messages()[1]?.content).toBe('字'.repeat(20));
    emit(ev('text', '尾'));
    emit(ev('end'));
    expect(writes).toHaveBeenCalledTimes(3);
    expect(messages()[1]).toMatchObject({ content: '字'.repeat(20) + '尾', isGenerating: false });
    close();
    await vi.advanceTimersByTimeAsync(0);
  });
});
