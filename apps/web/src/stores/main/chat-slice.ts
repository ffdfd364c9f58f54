import { DEFAULT_CATEGORY, LIMITS, type Category } from '@broker/contract';
import type { ChatMessage, ChatQuote } from './chat-types';

export type ChatLoadingKey = 'historyDetail' | 'companyList' | 'productList' | 'historyList' | 'feedback';

/** Spec §3 chat state. Behaviour lives in features/chat/store (actions, reducer, selectors). */
export interface ChatState {
  messages: ChatMessage[];
  trendingList: string[];
  inputMessage: string;
  quotedMessage: ChatQuote | null;
  /** The stream in flight (a client counter), -1 when idle; not persisted. */
  currentRequestId: number;
  /** The open conversation's server id; '' before the first answer's `meta` (a new conversation). */
  conversationId: string;
  /** The agent the chat belongs to: kept across an expired session, dropped when another agent signs in. */
  ownerWorkId: string;
  currentCategory: Category;
  subCategory: string;
  channelId: string;
  channelType: string;
  /** Aborts the answer being generated; never persisted. */
  abortController: AbortController | null;
  feedbackPopupVisible: boolean;
  dislikeMessageId: string | null;
  currentProduct: unknown;
  /** Products the conversation is locked to as context. */
  lockedProductCodes: string[];
  hintData: unknown;
  loading: Record<ChatLoadingKey, boolean>;
  openApiMode: boolean;
}

export const initialChatState: ChatState = {
  messages: [],
  trendingList: [],
  inputMessage: '',
  quotedMessage: null,
  conversationId: '',
  ownerWorkId: '',
  currentRequestId: LIMITS.defaultConversationRequestId,
  currentCategory: DEFAULT_CATEGORY,
  subCategory: '',
  channelId: '',
  channelType: '',
  abortController: null,
  feedbackPopupVisible: false,
  dislikeMessageId: null,
  currentProduct: null,
  lockedProductCodes: [],
  hintData: null,
  loading: {
    historyDetail: false,
    companyList: false,
    productList: false,
    historyList: false,
    feedback: false,
  },
  openApiMode: false,
};
