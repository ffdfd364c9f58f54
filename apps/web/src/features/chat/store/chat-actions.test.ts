import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { MESSAGES, type ConversationHistory, type StreamEvent } from '@broker/contract';
import { HttpError } from '../../../lib/http/http-error';
import { initialChatState } from '../../../stores/main/chat-slice';
import { initialCommonState } from '../../../stores/main/common-slice';
import type { MainActions, MainState } from '../../../stores/main/main-store';
import { AID, CID, card, chooseCard, ev, recommendation } from '../test/events';
import { createChatActions } from './chat-actions';
import type { ChatDeps } from './chat-deps';
import { STREAM_BATCH_MS, RECOVERY_INTERVAL_MS } from './stream-runner';

type Step = { events?: StreamEvent[]; fail?: HttpError; hang?: boolean };

function setup(script: Step[] = [{ events: recommendation }]) {
  const store = createStore<MainState & MainActions>()((set) => ({
    ...initialCommonState,
    ...initialChatState,
    patchCommon: (patch) => set(patch),
    patchChat: (patch) => set(patch),
    setChatLoading: (key, value) => set((s) => ({ loading: { ...s.loading, [key]: value } })),
    setChatTracking: () => undefined,
    reset: () => set({ ...initialCommonState, ...initialChatState }),
    internal_setAbortController: (abortController) => set({ abortController }),
  }));
  const steps = [...script];
  const bodies: unknown[] = [];
  const streamConversation = vi.fn<ChatDeps['streamConversation']>(
    async (_category, body, { onEvent, signal }) => {
      bodies.push(body);
      // Like a real fetch: nothing arrives before the caller has returned.
      await Promise.resolve();
      const step = steps.shift() ?? { events: recommendation };
      for (const event of step.events ?? []) onEvent(event);
      if (step.hang) {
        await new Promise<void>((_resolve, reject) => {
          if (signal?.aborted) reject(new HttpError('canceled', 'aborted'));
          signal?.addEventListener('abort', () => reject(new HttpError('canceled', 'aborted')));
        });
      }
      if (step.fail) throw step.fail;
    },
  );
  const toast = vi.fn();
  const deps: ChatDeps = {
    store,
    streamConversation,
    reportStreamError: vi.fn(),
    fetchMyCusHistory: vi.fn(),
    fetchConversationHistory: vi.fn(),
    fetchConverseProducts: vi.fn(),
    sendFeedback: vi.fn(async () => ({ ok: true as const })),
    fetchGuessYouWant: vi.fn(async () => ({ list: [{ question: '重疾险怎么理赔？' }] })),
    toast,
    getToken: () => 'tok',
    now: () => Date.now(),
  };
  const actions = createChatActions(deps);
  const messages = () => store.getState().messages;
  const settle = () => vi.waitFor(() => expect(store.getState().currentRequestId).toBe(-1));
  return { store, deps, actions, messages, toast, bodies, streamConversation, settle };
}

const networkError = () => new HttpError('网络连接异常，请检查网络后重试', 'network');

function storedAnswer(overrides: Partial<ConversationHistory['list'][number]> = {}) {
  return {
    id: AID,
    conversationId: CID,
    source: 'receive' as const,
    content: '完整的回答',
    thinkContent: '',
    queryContent: '',
    success: true,
    finished: true,
    result: [],
    resultType: '' as const,
    prodPagination: null,
    sources: [],
    ask: [],
    choices: [],
    like: false,
    dislike: false,
    dislikeReasons: [],
    endTips: '',
    productEndTips: '',
    axbDisclaimer: '',
    cm: 'builtin',
    sc: '',
    vehicleFlag: false,
    commissionFlag: false,
    colorPageFlag: false,
    showCustomerService: false,
    action: '' as const,
    popupAction: '' as const,
    files: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function history(generating: boolean, list = [storedAnswer()]): ConversationHistory {
  return {
    conversationId: CID,
    category: 'General',
    lockedProducts: ['HYRS-CI01'],
    list,
    page: 1,
    size: 100,
    total: list.length,
    generating,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('send rules', () => {
  it('asks, streams the answer in and ends not generating', async () => {
    const { actions, messages, bodies, settle, store } = setup();
    expect(actions.send('30岁男性买什么重疾险好')).toBe(true);
    expect(messages().map((m) => m.source)).toEqual(['send', 'receive']);
    expect(messages()[1]?.isGenerating).toBe(true);
    await settle();
    expect(messages()[1]).toMatchObject({ id: AID, isGenerating: false, success: true });
    expect(store.getState().conversationId).toBe(CID);
    expect(store.getState().lockedProductCodes).toHaveLength(5);
    expect(bodies[0]).toMatchObject({
      generate: 'llm',
      userPrompt: '30岁男性买什么重疾险好',
      conversationId: '',
    });
  });

  it('strips emoji and ignores empty input', () => {
    const { actions, messages, bodies } = setup();
    expect(actions.send('😀 ')).toBe(false);
    expect(messages()).toHaveLength(0);
    actions.send('重疾险👍推荐');
    expect(messages()[0]?.content).toBe('重疾险推荐');
    expect(bodies[0]).toMatchObject({ userPrompt: '重疾险推荐' });
  });

  it('refuses over 500 characters (after emoji are stripped) with the spec message', () => {
    const { actions, toast, streamConversation } = setup();
    expect(actions.send('保'.repeat(501))).toBe(false);
    expect(toast).toHaveBeenCalledWith(MESSAGES.inputTooLong);
    expect(actions.send('保'.repeat(500) + '😀😀')).toBe(true);
    expect(streamConversation).toHaveBeenCalledTimes(1);
  });

  it('refuses while generating with the spec message; a double tap makes one request and no toast', async () => {
    const { actions, toast, streamConversation, settle } = setup([{ events: [ev('meta')], hang: true }]);
    expect(actions.send('重疾险')).toBe(true);
    expect(actions.send('重疾险')).toBe(false);
    expect(toast).not.toHaveBeenCalled();
    expect(actions.send('医疗险')).toBe(false);
    expect(toast).toHaveBeenCalledWith(MESSAGES.generating);
    expect(actions.newConversation()).toBe(false);
    expect(streamConversation).toHaveBeenCalledTimes(1);
    actions.stop();
    await settle();
  });

  it('stop keeps the partial answer, not generating', async () => {
    const { actions, messages, settle } = setup([
      { events: [ev('meta'), ev('text', '部分回答')], hang: true },
    ]);
    actions.send('重疾险');
    await vi.waitFor(() => expect(messages()[1]?.content).toBe('部分回答'));
    actions.stop();
    await settle();
    expect(messages()[1]).toMatchObject({ content: '部分回答', isGenerating: false, id: AID });
  });
});

describe('clean (session timeout)', () => {
  it('toasts, takes the new conversation id and keeps only the last two messages', async () => {
    const NEW = 'new-conversation';
    const ids = { aid: 'a2', cid: NEW };
    const { actions, messages, toast, store, settle } = setup([
      { events: recommendation },
      {
        events: [ev('meta', '', { clean: true }, ids), ev('text', '新回答', {}, ids), ev('end', '', {}, ids)],
      },
    ]);
    actions.send('第一问');
    await settle();
    actions.send('第二问');
    await settle();
    expect(toast).toHaveBeenCalledWith(MESSAGES.sessionTimeout);
    expect(store.getState().conversationId).toBe(NEW);
    expect(messages().map((m) => m.content)).toEqual(['第二问', '新回答']);
    expect(messages().every((m) => m.conversationId === NEW)).toBe(true);
    expect(store.getState().lockedProductCodes).toEqual([]);
  });
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
        {
          ...storedAnswer({ id: 'q1', source: 'send', content: '问' }),
          messageBoxType: 'message',
          isGenerating: false,
          showVehicleCard: false,
          showUaCard: false,
          showChooseCard: false,
          errorText: '',
          interrupted: false,
          quote: null,
          prodPagination: null,
        },
        {
          ...storedAnswer({ content: '' }),
          messageBoxType: 'message',
          isGenerating: false,
          showVehicleCard: false,
          showUaCard: false,
          showChooseCard: false,
          errorText: '',
          interrupted: true,
          quote: null,
          prodPagination: null,
        },
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
    const actions2 = createChatActions(deps);
    void actions;
    actions2.send('重疾险');
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

describe('other actions', () => {
  it('choose card, regenerate replaces the last answer', async () => {
    const { actions, messages, bodies, settle } = setup([{ events: chooseCard }, { events: recommendation }]);
    actions.send('这款等待期多久');
    await settle();
    expect(messages()[1]?.showChooseCard).toBe(true);
    expect(actions.regenerate(AID)).toBe(true);
    expect(messages()[1]).toMatchObject({ content: '', isGenerating: true });
    await settle();
    expect(bodies[1]).toMatchObject({ generate: 'regenerate', conversationId: CID });
    expect(messages()).toHaveLength(2);
    expect(messages()[1]?.resultType).toBe('product_list');
  });

  it('MyBA_Ask fetches guess-you-want after the answer', async () => {
    const { actions, messages, deps, store, settle } = setup();
    store.setState({ currentCategory: 'MyBA_Ask' });
    actions.send('问');
    await settle();
    await vi.waitFor(() => expect(messages()).toHaveLength(3));
    expect(deps.fetchGuessYouWant).toHaveBeenCalledWith(CID);
    expect(messages()[2]).toMatchObject({
      messageBoxType: 'guess-you-like',
      ask: [{ question: '重疾险怎么理赔？' }],
    });
  });

  it('loadMoreProducts appends the next page with a loading flag', async () => {
    const { actions, messages, deps, settle } = setup();
    actions.send('重疾险');
    await settle();
    let resolve: (v: Awaited<ReturnType<ChatDeps['fetchConverseProducts']>>) => void = () => undefined;
    vi.mocked(deps.fetchConverseProducts).mockReturnValue(new Promise((r) => (resolve = r)));
    const loading = actions.loadMoreProducts(AID);
    expect(messages()[1]?.prodPagination?.loading).toBe(true);
    expect(deps.fetchConverseProducts).toHaveBeenCalledWith({
      conversationId: CID,
      assistantMessageId: AID,
      currPage: 2,
    });
    resolve({
      result: [card('P6')],
      prodcut_pages: { pageSize: 5, totalPages: 3, totalNum: 11, currPage: 2 },
    });
    await loading;
    expect(messages()[1]?.result).toHaveLength(6);
    expect(messages()[1]?.prodPagination).toMatchObject({ currPage: 2, loading: false });
  });

  it('feedback is optimistic and undone on failure', async () => {
    const { actions, messages, deps, settle } = setup();
    actions.send('重疾险');
    await settle();
    await actions.feedback(AID, { type: 'good' });
    expect(messages()[1]).toMatchObject({ like: true, dislike: false });
    vi.mocked(deps.sendFeedback).mockRejectedValueOnce(new HttpError('x', 'status', 500));
    expect(await actions.feedback(AID, { type: 'bad', reasons: ['答非所问'], comment: '' })).toBe(false);
    expect(messages()[1]).toMatchObject({ like: true, dislike: false, dislikeReasons: [] });
    await actions.feedback(AID, { type: 'bad', reasons: ['答非所问'] });
    expect(deps.sendFeedback).toHaveBeenLastCalledWith({
      messageId: AID,
      feedback: 'bad',
      reasons: ['答非所问'],
      comment: '',
    });
  });

  it('openConversation loads the history; quote attaches to the next question', async () => {
    const { actions, messages, deps, store, settle } = setup();
    vi.mocked(deps.fetchConversationHistory).mockResolvedValue(history(false));
    expect(await actions.openConversation(CID, 'General')).toBe(true);
    expect(store.getState()).toMatchObject({ conversationId: CID, lockedProductCodes: ['HYRS-CI01'] });
    expect(messages()[0]).toMatchObject({ content: '完整的回答', isGenerating: false });
    const first = messages()[0];
    if (first) actions.quote(first);
    actions.send('这个呢');
    expect(messages()[1]?.quote).toEqual({ id: AID, content: '完整的回答' });
    expect(store.getState().quotedMessage).toBeNull();
    await settle();
  });
});
