import { isLocalId } from '../lib/messages';
import type { ChatSliceContext, FeedbackActions } from './types';

/** Likes and dislikes (spec §3 feedback popup flag and the disliked message's id). */
export function createFeedbackActions({ set, get, deps }: ChatSliceContext): FeedbackActions {
  const closeDislikePopup = () => set({ feedbackPopupVisible: false, dislikeMessageId: null });

  return {
    /** Likes, dislikes (reasons + comment) or resets an answer; optimistic, undone on failure. */
    async feedback(messageId, input) {
      const before = get().messages.find((m) => m.id === messageId);
      if (!before || before.source !== 'receive' || isLocalId(messageId)) return false;
      const reasons = input.type === 'bad' ? (input.reasons ?? []) : [];
      get().internal_patchMessage(messageId, (m) => ({
        ...m,
        like: input.type === 'good',
        dislike: input.type === 'bad',
        dislikeReasons: reasons,
      }));
      try {
        await deps.sendFeedback({
          messageId,
          feedback: input.type,
          reasons,
          comment: input.type === 'bad' ? (input.comment ?? '') : '',
        });
        if (input.type === 'bad') closeDislikePopup();
        return true;
      } catch {
        get().internal_patchMessage(messageId, (m) => ({
          ...m,
          like: before.like,
          dislike: before.dislike,
          dislikeReasons: before.dislikeReasons,
        }));
        // The HTTP client has already shown why.
        return false;
      }
    },

    /** Opens the dislike popup for an answer. */
    openDislikePopup(messageId) {
      set({ feedbackPopupVisible: true, dislikeMessageId: messageId });
    },

    closeDislikePopup,
  };
}
