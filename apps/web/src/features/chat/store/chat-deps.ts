import type { Category } from '@broker/contract';
import { toast } from '../../../lib/feedback';
import { track } from '../../../lib/tracking';
import { reportHttpError } from '../../../lib/http';
import { useUserStore } from '../../../stores/user-store';
import { fetchConverseProducts } from '../api/converse-products';
import { conversestreamUrl, streamConversation } from '../api/conversestream';
import { fetchConversationHistory } from '../api/convhistory';
import { fetchMyCusHistory } from '../api/convhistory-mycus';
import { sendFeedback } from '../api/feedback';
import { fetchGuessYouWant } from '../api/guess-you-want';

/**
 * Everything the chat slice's actions reach outside the store; tests pass fakes. Read at call time, so
 * a test may swap one after the store is built.
 */
export interface ChatDeps {
  streamConversation: typeof streamConversation;
  /** Shows a final stream failure (spec §8), by the HTTP client's rules for its own calls. */
  reportStreamError(error: unknown, category: Category, sentToken: string | null): void;
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
  streamConversation: (category, body, options) => {
    // Spec §3 chat-tracking record: a question sent, per category (decision 028).
    track({ point: 'questionSent', dynamicValue: category, scene: body.channelType, kind: body.generate });
    // The product assistant's questions name its product (decision 048); customer service is not it.
    const productCode = body.channelType ? '' : useUserStore.getState().lockedProduct;
    return streamConversation(category, productCode ? { ...body, productCode } : body, options);
  },
  reportStreamError: (error, category, sentToken) =>
    reportHttpError(error, { url: conversestreamUrl(category), sentToken }),
  fetchMyCusHistory,
  fetchConversationHistory,
  fetchConverseProducts,
  sendFeedback: (body) => {
    track({ point: 'answerFeedback', dynamicValue: body.feedback });
    return sendFeedback(body);
  },
  fetchGuessYouWant,
  toast: (message) => toast.show(message),
  getToken: () => useUserStore.getState().token,
  now: () => Date.now(),
};
