import type { Category } from '@broker/contract';

// Web-side shapes of spec §3 entities until the chat issue moves them into @broker/contract.

export interface ConversationFile {
  name: string;
  size: number;
  url: string;
  hash: string;
}

export interface ProductPagination {
  pageSize: number;
  totalPages: number;
  totalNum: number;
  currPage: number;
  loading: boolean;
}

export interface ConversationMessage {
  id: string;
  conversationId: string;
  source: 'send' | 'receive';
  content: string;
  thinkContent?: string;
  queryContent?: string;
  messageBoxType: 'message' | 'divider' | 'guess-you-like';
  isGenerating?: boolean;
  success?: boolean;
  result?: unknown[];
  resultType?: string;
  prodPagination?: ProductPagination;
  files?: ConversationFile[];
  [flag: string]: unknown;
}

export interface ConversationHistoryItem {
  conversationId: string;
  category: Category;
  message: string;
  date: string;
}

/** Spec §3 chat-tracking record. */
export interface ChatTracking {
  device: string;
  scene: string;
  systemName: string;
  pageName: string;
  functionName: string;
  functionCode: string;
  pointsCode: string;
  sessionId: string;
}
