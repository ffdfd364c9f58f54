import { describe, expect, it } from 'vitest';
import { CID, recommendation } from '../test/events';
import { setup } from '../test/chat-harness';

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
});
