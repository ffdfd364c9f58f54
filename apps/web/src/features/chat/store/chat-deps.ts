import { toast } from '../../../lib/feedback';
import { useMainStore, type MainActions, type MainState } from '../../../stores/main/main-store';
import { useUserStore } from '../../../stores/user-store';
import { fetchConverseProducts } from '../api/converse-products';
import { reportStreamError, streamConversation } from '../api/conversestream';
import { fetchConversationHistory } from '../api/convhistory';
import { fetchMyCusHistory } from '../api/convhistory-mycus';
import { sendFeedback } from '../api/feedback';
import { fetchGuessYouWant } from '../api/guess-you-want';

export interface ChatStoreApi {
  getState(): MainState & MainActions;
  setState(partial: Partial<MainState> | ((state: MainState) => Partial<MainState>)): void;
}

/** Everything the chat actions touch outside themselves; tests pass fakes. */
export interface ChatDeps {
  store: ChatStoreApi;
  streamConversation: typeof streamConversation;
  reportStreamError: typeof reportStreamError;
  fetchMyCusHistory: typeof fetchMyCusHistory;
  fetchConversationHistory: typeof fetchConversationHistory;
  fetchConverseProducts: typeof fetchConverseProducts;
  sendFeedback: typeof sendFeedback;
  fetchGuessYouWant: typeof fetchGuessYouWant;
  toast(message: string): void;
  getToken(): string | null;
  now(): number;
}

export const defaultChatDeps: ChatDeps = {
  store: useMainStore,
  streamConversation,
  reportStreamError,
  fetchMyCusHistory,
  fetchConversationHistory,
  fetchConverseProducts,
  sendFeedback,
  fetchGuessYouWant,
  toast: (message) => toast.show(message),
  getToken: () => useUserStore.getState().token,
  now: () => Date.now(),
};
