import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { fromStored, nameQuestion } from '../lib/messages';
import { history, setup, storedAnswer } from '../test/chat-harness';
import { AID, QID, recommendation } from '../test/events';

const AID2 = '7d1c0f3e-2b6a-4c59-8e11-0f9a7b3c5d21';
const QID2 = 'c3e9a1b7-5d2f-4e68-9a0c-1b7d3f5e9a42';
/** The recommendation again, as a second answer with ids of its own. */
const secondAnswer = recommendation.map((e) => ({ ...e, assistantMessageId: AID2, userMessageId: QID2 }));
const refused = new HttpError('对话生成中，请稍后操作', 'status', 409);

/** Quotes (docs/decisions/014): what goes to the server, and what a stored question brings back. */
describe('quoting a message', () => {
  it('sends the quoted answer’s id with the question and shows the quote on it', async () => {
    const { actions, messages, deps, bodies, store, settle } = setup();
    vi.mocked(deps.fetchConversationHistory).mockResolvedValue(history(false));
    await actions.openConversation(history(false).conversationId, 'General');
    const answer = messages()[0];
    expect(answer && actions.quote(answer)).toBe(true);
    actions.send('第二款保费多少');
    expect(bodies[0]).toMatchObject({ userPrompt: '第二款保费多少', quoteMessageId: AID });
    expect(messages()[1]?.quote).toEqual({ id: AID, content: '完整的回答' });
    expect(store.getState().quotedMessage).toBeNull();
    await settle();
  });

  it('a question is named by the stream’s meta event, so it can be quoted right after', async () => {
    const { actions, messages, bodies, settle } = setup([
      { events: recommendation },
      { events: secondAnswer },
    ]);
    actions.send('30岁男性买什么重疾险好');
    const local = messages()[0]?.id ?? '';
    expect(local.startsWith('local-')).toBe(true);
    await settle();
    expect(messages()[0]?.id).toBe(QID);
    const question = messages()[0];
    expect(question && actions.quote(question)).toBe(true);
    actions.send('那医疗险呢');
    expect(bodies[1]).toMatchObject({ quoteMessageId: QID });
    await settle();
    expect(messages().map((m) => m.id)).toEqual([QID, AID, QID2, AID2]);
  });

  it('does not quote a message the server never named; a local quote kept from before is not sent', async () => {
    const { actions, messages, bodies, store, settle } = setup([{ fail: refused }]);
    actions.send('被拒绝的问题');
    await settle();
    const [question, answer] = messages();
    expect(question?.id.startsWith('local-')).toBe(true);
    expect(question && actions.quote(question)).toBe(false);
    expect(answer && actions.quote(answer)).toBe(false);
    expect(store.getState().quotedMessage).toBeNull();

    store.setState({ quotedMessage: { id: question?.id ?? '', content: '被拒绝的问题' } });
    actions.send('再问一次');
    expect(bodies[1]).not.toHaveProperty('quoteMessageId');
    await settle();
  });

  it('asking a refused question again sends its quote again; a regenerate leaves it to the server', async () => {
    const { actions, messages, deps, bodies, settle } = setup([{ fail: refused }, { events: secondAnswer }]);
    vi.mocked(deps.fetchConversationHistory).mockResolvedValue(history(false));
    await actions.openConversation(history(false).conversationId, 'General');
    const stored = messages()[0];
    if (stored) actions.quote(stored);
    actions.send('第一款呢');
    await settle();
    const failed = messages()[2];
    expect(failed?.success).toBe(false);
    expect(actions.retry(failed?.id ?? '')).toBe(true);
    expect(bodies[1]).toMatchObject({ generate: 'llm', userPrompt: '第一款呢', quoteMessageId: AID });
    await settle();

    expect(actions.regenerate(AID2)).toBe(true);
    expect(bodies[2]).toMatchObject({ generate: 'regenerate' });
    expect(bodies[2]).not.toHaveProperty('quoteMessageId');
    await settle();
  });
});

describe('stored quotes', () => {
  it('fromStored keeps the quote a stored question has, so it survives a reload', () => {
    const question = storedAnswer({
      id: QID,
      source: 'send',
      content: '第二款保费多少',
      quote: { id: AID, content: '为您推荐以下产品' },
    });
    expect(fromStored(question).quote).toEqual({ id: AID, content: '为您推荐以下产品' });
    expect(fromStored(storedAnswer()).quote).toBeNull();
  });

  it('nameQuestion renames only a question still under a local id, right before its answer', () => {
    const { actions, messages } = setup([{ hang: true }]);
    actions.send('问题');
    const [question, answer] = messages();
    const named = nameQuestion(messages(), answer?.id ?? '', QID);
    expect(named.map((m) => m.id)).toEqual([QID, answer?.id]);
    expect(nameQuestion(named, answer?.id ?? '', QID2)).toBe(named);
    expect(nameQuestion(messages(), 'unknown', QID)).toBe(messages());
    expect(question?.id).not.toBe(QID);
    actions.stop();
  });
});
