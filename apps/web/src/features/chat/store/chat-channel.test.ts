import { describe, expect, it, vi } from 'vitest';
import { CID, recommendation } from '../test/events';
import { history, setup } from '../test/chat-harness';

// /csAssistant uses the chat's store in the customer-service channel (issue 16, decision 025).
describe('chat channel', () => {
  it('sends the channel with each question; another channel starts a new conversation', async () => {
    const { actions, messages, bodies, settle, store } = setup([
      { events: recommendation },
      { events: recommendation },
    ]);
    expect(actions.switchChannel('cs')).toBe(true);
    actions.send('保单查不到怎么办');
    await settle();
    expect(bodies[0]).toMatchObject({ channelType: 'cs', userPrompt: '保单查不到怎么办' });
    expect(store.getState().conversationId).toBe(CID);

    // Same channel again: the conversation stays.
    actions.switchChannel('cs');
    expect(messages()).toHaveLength(2);
    // Back to the product assistant: a new conversation, and no channel on the wire.
    expect(actions.switchChannel('')).toBe(true);
    expect(messages()).toHaveLength(0);
    expect(store.getState().conversationId).toBe('');
    actions.send('重疾险推荐');
    await settle();
    expect(bodies[1]).not.toHaveProperty('channelType');
  });

  it('reopens a customer-service conversation in its channel, and cs / qywx_cs keep it', async () => {
    const { actions, deps, bodies, settle, store } = setup([{ events: recommendation }]);
    vi.mocked(deps.fetchConversationHistory).mockResolvedValue({ ...history(false), channelType: 'qywx_cs' });
    // Opened from /index's history (channel ''): the conversation brings its own channel.
    expect(await actions.openConversation(CID, 'General')).toBe(true);
    expect(store.getState().channelType).toBe('qywx_cs');
    // /csAssistant outside WeCom asks for 'cs': the same assistant, so the conversation stays.
    expect(actions.switchChannel('cs')).toBe(true);
    expect(store.getState().conversationId).toBe(CID);
    actions.send('续期保费没交上有宽限期吗');
    await settle();
    expect(bodies[0]).toMatchObject({ channelType: 'qywx_cs', conversationId: CID });
  });
});
