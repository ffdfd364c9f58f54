import { DEFAULT_CATEGORY, LIMITS, type Category } from '@broker/contract';
import type { ChatMessage, ChatQuote } from './chat-types';

/**
 * Spec §3 chat state, the fields something reads (decision 016 lists the spec's others and why they are
 * not here). The actions that change it are the chat slice's (features/chat/store).
 */
export interface ChatState {
  messages: ChatMessage[];
  inputMessage: string;
  quotedMessage: ChatQuote | null;
  /** The stream in flight (a client counter), -1 when idle; not persisted. */
  currentRequestId: number;
  /** The open conversation's server id; '' before the first answer's `meta` (a new conversation). */
  conversationId: string;
  /** The agent the chat belongs to: kept across an expired session, dropped when another agent signs in. */
  ownerWorkId: string;
  currentCategory: Category;
  /**
   * Spec §3 channel type: '' for the product assistant (/index), 'cs' or 'qywx_cs' for the
   * customer-service assistant (/csAssistant, issue 16), whose answers come from its own knowledge base.
   */
  channelType: string;
  feedbackPopupVisible: boolean;
  dislikeMessageId: string | null;
  /** Products the conversation is locked to as context. */
  lockedProductCodes: string[];
  /** The history-detail load in flight (the message list shows it); not persisted. */
  loading: { historyDetail: boolean };
}

export const initialChatState: ChatState = {
  messages: [],
  inputMessage: '',
  quotedMessage: null,
  conversationId: '',
  ownerWorkId: '',
  currentRequestId: LIMITS.defaultConversationRequestId,
  currentCategory: DEFAULT_CATEGORY,
  channelType: '',
  feedbackPopupVisible: false,
  dislikeMessageId: null,
  lockedProductCodes: [],
  loading: { historyDetail: false },
};

/** What survives a reload (sessionStorage `main`); a request counter and loading flags mean nothing after one. */
export const PERSISTED_CHAT_FIELDS = [
  'messages',
  'inputMessage',
  'quotedMessage',
  'conversationId',
  'ownerWorkId',
  'currentCategory',
  'channelType',
  'feedbackPopupVisible',
  'dislikeMessageId',
  'lockedProductCodes',
] as const satisfies readonly (keyof ChatState)[];

export type PersistedChat = Pick<ChatState, (typeof PERSISTED_CHAT_FIELDS)[number]>;
