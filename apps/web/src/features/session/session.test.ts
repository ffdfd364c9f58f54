import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useMainStore } from '../../stores/main/main-store';
import { useUserStore } from '../../stores/user-store';
import { adoptChatFor, endSession, expireSession } from './session';

describe('whose chat is on screen', () => {
  it('keeps the chat across an expired session for the same agent and clears it for another', () => {
    const queryClient = new QueryClient();
    useUserStore.getState().setToken('token-a');
    adoptChatFor('A1001');
    useMainStore.setState({ conversationId: 'conv-1', inputMessage: '医疗险有哪些？' });

    // A 401: the token goes, the chat stays.
    expireSession(queryClient);
    expect(useUserStore.getState().token).toBeNull();
    expect(useMainStore.getState().conversationId).toBe('conv-1');

    // The same agent signs in again: nothing is lost.
    adoptChatFor('A1001');
    expect(useMainStore.getState()).toMatchObject({
      conversationId: 'conv-1',
      inputMessage: '医疗险有哪些？',
    });

    // Someone else signs in on this phone: the previous agent's chat is never shown.
    adoptChatFor('B2002');
    expect(useMainStore.getState()).toMatchObject({
      conversationId: '',
      inputMessage: '',
      ownerWorkId: 'B2002',
    });
  });

  it('signing out clears the chat and its owner', () => {
    const queryClient = new QueryClient();
    adoptChatFor('A1001');
    useMainStore.setState({ conversationId: 'conv-2' });
    endSession(queryClient);
    expect(useMainStore.getState()).toMatchObject({ conversationId: '', ownerWorkId: '' });
  });
});
