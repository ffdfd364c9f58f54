import { isCsChannel } from '@broker/contract';
import { initialChatState } from '../../../stores/main/chat-slice';
import { chatText } from '../../../locales/zh-CN/chat';
import { fromStored, isLocalId } from '../lib/messages';
import type { ChatSliceContext, ConversationActions } from './types';

/** Which conversation is on screen (new, opened from the history, recovered after a reload) and whose. */
export function createConversationActions(ctx: ChatSliceContext): ConversationActions {
  const { set, get, deps, runner, busy, refuseWhileGenerating, isLastAnswer } = ctx;
  const setHistoryLoading = (historyDetail: boolean) => set({ loading: { historyDetail } });

  return {
    /** Empties the chat; the next question starts a new conversation. */
    newConversation() {
      if (refuseWhileGenerating()) return false;
      set({ messages: [], conversationId: '', lockedProductCodes: [], quotedMessage: null });
      return true;
    },

    switchChannel(channelType) {
      const current = get().channelType;
      // cs and qywx_cs are one assistant: a conversation reopened in either stays on screen.
      if (current === channelType || (isCsChannel(current) && isCsChannel(channelType))) return true;
      if (refuseWhileGenerating()) return false;
      set({ messages: [], conversationId: '', lockedProductCodes: [], quotedMessage: null, channelType });
      return true;
    },

    /** Loads a conversation's newest page into the chat (from the history list). */
    async openConversation(conversationId, category) {
      if (refuseWhileGenerating()) return false;
      setHistoryLoading(true);
      try {
        const history = await deps.fetchConversationHistory(category, conversationId);
        set({
          messages: history.list.map(fromStored),
          conversationId: history.conversationId,
          currentCategory: history.category,
          lockedProductCodes: history.lockedProducts,
          quotedMessage: null,
          // It continues in its own channel (a customer-service conversation stays one).
          channelType: history.channelType,
        });
        const last = history.list[history.list.length - 1];
        // Still answering (another tab, or a reload just now): follow it until it is stored.
        if (history.generating && last?.source === 'receive') {
          void runner.recover(last.id, history.conversationId);
        }
        return true;
      } catch {
        return false;
      } finally {
        setHistoryLoading(false);
      }
    },

    /**
     * After a reload mid-answer (main-store marks such messages `interrupted`): reads the answer back
     * from the history, or marks it failed (retry) when the server never named it. Call once on mount.
     */
    recoverInterrupted() {
      if (busy()) return;
      const { messages, conversationId } = get();
      for (const message of messages) {
        if (!message.interrupted) continue;
        if (isLocalId(message.id) || !conversationId || !isLastAnswer(message.id)) {
          get().internal_patchMessage(message.id, (m) => ({
            ...m,
            interrupted: false,
            success: false,
            errorText: chatText.answerInterrupted,
          }));
        } else {
          void runner.recover(message.id, conversationId);
        }
      }
    },

    /** Switches category for the next question; refused while generating. */
    setCategory(currentCategory) {
      if (refuseWhileGenerating()) return false;
      set({ currentCategory });
      return true;
    },

    setInputMessage(inputMessage) {
      set({ inputMessage });
    },

    setOwnerWorkId(ownerWorkId) {
      set({ ownerWorkId });
    },

    reset() {
      set(initialChatState);
    },
  };
}
