import { MESSAGES } from '@broker/contract';
import { defaultChatDeps, type ChatDeps } from './chat-deps';
import { createConversationActions } from './conversation-actions';
import { createFeedbackActions } from './feedback-actions';
import { createInternalActions } from './internal-actions';
import { createPagingActions } from './paging-actions';
import { createQuoteActions } from './quote-actions';
import { selectIsGenerating, selectLastAnswer } from './selectors';
import { createSendActions } from './send-actions';
import { createStreamRunner } from './stream-runner';
import type { ChatState } from '../../../stores/main/chat-slice';
import type { ChatActions, ChatSliceContext, ChatStore } from './types';

/**
 * The chat slice's actions (the state is stores/main/chat-slice.ts): public ones for screens, grouped by
 * concern, and `internal_` ones they share, the only places that write chat state. The `main` store is
 * built from this; tests build a store of their own with fake deps.
 */
export function createChatSlice(deps: ChatDeps = defaultChatDeps) {
  return (set: ChatSliceContext['set'], get: () => ChatStore): Omit<ChatStore, keyof ChatState> => {
    const runner = createStreamRunner({ get, deps });
    const busy = () => runner.isBusy() || selectIsGenerating(get());
    const ctx: ChatSliceContext = {
      set,
      get,
      deps,
      runner,
      busy,
      refuseWhileGenerating: () => {
        if (!busy()) return false;
        deps.toast(MESSAGES.generating);
        return true;
      },
      isLastAnswer: (answerId) => selectLastAnswer(get())?.id === answerId,
    };
    return {
      ...createInternalActions(ctx),
      ...createSendActions(ctx),
      ...createConversationActions(ctx),
      ...createFeedbackActions(ctx),
      ...createQuoteActions(ctx),
      ...createPagingActions(ctx),
    };
  };
}

/** The public actions of a chat store, for screens (a snapshot of functions, never of state). */
export function publicChatActions(store: { getState(): ChatStore }): ChatActions {
  const s = store.getState();
  return {
    send: s.send,
    stop: s.stop,
    regenerate: s.regenerate,
    retry: s.retry,
    newConversation: s.newConversation,
    switchChannel: s.switchChannel,
    openConversation: s.openConversation,
    recoverInterrupted: s.recoverInterrupted,
    setCategory: s.setCategory,
    setInputMessage: s.setInputMessage,
    setOwnerWorkId: s.setOwnerWorkId,
    reset: s.reset,
    feedback: s.feedback,
    openDislikePopup: s.openDislikePopup,
    closeDislikePopup: s.closeDislikePopup,
    quote: s.quote,
    loadMoreProducts: s.loadMoreProducts,
  };
}
