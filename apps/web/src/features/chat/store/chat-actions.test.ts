import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@broker/contract';
import { HttpError } from '../../../lib/http/http-error';
import { AID, CID, card, chooseCard, ev, recommendation } from '../test/events';
import { history, setup } from '../test/chat-harness';
import type { ChatDeps } from './chat-deps';
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
