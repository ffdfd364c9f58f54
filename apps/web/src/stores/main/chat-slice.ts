import { DEFAULT_CATEGORY, LIMITS, type Category } from '@broker/contract';
import type { ConversationMessage } from './chat-types';

export type ChatLoadingKey = 'historyDetail' | 'companyList' | 'productList' | 'historyList' | 'feedback';

/** Spec §3 chat state (fields only; the chat issue adds the behaviour). */
export interface ChatState {
  messages: ConversationMessage[];
  trendingList: string[];
  inputMessage: string;
  quotedMessage: ConversationMessage | null;
  currentRequestId: number;
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
