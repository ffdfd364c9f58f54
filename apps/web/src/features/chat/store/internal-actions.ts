import { MESSAGES } from '@broker/contract';
import { nameQuestion } from '../lib/messages';
import { applyStreamEvent, streamEffects } from './apply-stream-event';
import type { ChatInternalActions, ChatSliceContext } from './types';

/** The state changes of one answer: the message itself, the stream's events and a recovered answer. */
export function createInternalActions({
  set,
  deps,
}: Pick<ChatSliceContext, 'set' | 'deps'>): Omit<ChatInternalActions, 'internal_stream'> {
  return {
    internal_patchMessage: (id, update) =>
      set((state) => ({
        messages: state.messages.map((message) => (message.id === id ? update(message) : message)),
      })),

    internal_setRequestId: (currentRequestId) => set({ currentRequestId }),

    // One store write per batch (DESIGN.md convention 8): the list re-renders once, not per token.
    internal_applyStreamEvents: (target, events) =>
      set((state) => {
        let { conversationId, lockedProductCodes, messages } = state;
        let answer = messages.find((m) => m.id === target.id);
        if (!answer) return {};
        let clean = false;
        let questionId: string | null = null;
        for (const event of events) {
          answer = applyStreamEvent(answer, event);
          const effects = streamEffects(event);
          if (effects.conversationId) conversationId = effects.conversationId;
          if (effects.questionId) questionId = effects.questionId;
          if (effects.cleanConversationId) {
            clean = true;
            lockedProductCodes = [];
          }
          if (effects.lockProductCodes) lockedProductCodes = effects.lockProductCodes;
          if (effects.unlock) lockedProductCodes = [];
        }
        const updated = answer;
        messages = messages.map((m) => (m.id === target.id ? updated : m));
        if (questionId) messages = nameQuestion(messages, updated.id, questionId);
        if (clean) {
          // Spec §4: the old conversation timed out; the question and its answer start the new one.
          deps.toast(MESSAGES.sessionTimeout);
          messages = messages.slice(-2).map((m) => ({ ...m, conversationId }));
        }
        target.id = updated.id;
        return { messages, conversationId, lockedProductCodes };
      }),

    internal_showRecovered: (answerId, recovered, lockedProductCodes) =>
      set((state) => ({
        messages: state.messages.map((m) => (m.id === answerId ? { ...recovered, quote: m.quote } : m)),
        lockedProductCodes,
      })),
  };
}
