import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMainStore } from '../../../stores/main/main-store';
import type { ChatMessage } from '../../../stores/main/chat-types';
import {
  chatActions,
  selectCanRegenerate,
  selectGuessQuestions,
  selectIsGenerating,
  selectMessageById,
  selectMessages,
} from '../store';

/** The message list (re-renders at most once per stream batch, ~50 ms). */
export const useChatMessages = (): ChatMessage[] => useMainStore(selectMessages);

/** One message by id, for a bubble that should re-render only when it changes. */
export const useChatMessage = (id: string): ChatMessage | undefined => useMainStore(selectMessageById(id));

export const useIsGenerating = (): boolean => useMainStore(selectIsGenerating);

export const useCanRegenerate = (id: string): boolean => useMainStore(selectCanRegenerate(id));

export const useGuessQuestions = () => useMainStore(useShallow(selectGuessQuestions));

/** Input box, quote and conversation fields the composer needs. */
export const useChatComposer = () =>
  useMainStore(
    useShallow((s) => ({
      inputMessage: s.inputMessage,
      quotedMessage: s.quotedMessage,
      currentCategory: s.currentCategory,
      conversationId: s.conversationId,
    })),
  );

/** The dislike popup (spec §3 feedback popup flag and the disliked message's id). */
export const useDislikePopup = () =>
  useMainStore(useShallow((s) => ({ visible: s.feedbackPopupVisible, messageId: s.dislikeMessageId })));

/**
 * Mount once on the chat screen: recovers an answer a reload interrupted (from the history, never by
 * asking again). Returns the actions for convenience.
 */
export function useChatLifecycle() {
  useEffect(() => {
    chatActions.recoverInterrupted();
  }, []);
  return chatActions;
}
