import {
  foldAnswer,
  isProductListType,
  LIMITS,
  MESSAGES,
  type ProductCard,
  type StreamEvent,
} from '@broker/contract';
import type { ChatMessage } from '../../../stores/main/chat-types';
import { answerCards, toPagination } from '../lib/messages';

/**
 * Folds one stream event (decision 008) into the answer it belongs to, with the contract's fold (the
 * one the server saves the answer with, decision 015) plus what only the chat tracks: the message's
 * ids, whether it is still generating, the error text and the cards it opens. Pure: returns a new
 * message. Conversation-level effects (clean, locked products) are in streamEffects below.
 */
export function applyStreamEvent(message: ChatMessage, event: StreamEvent): ChatMessage {
  const { data } = event;
  const answer = foldAnswer(message, event);
  const cards = answerCards(answer);
  const next: ChatMessage = {
    ...message,
    ...answer,
    // The chat's paging carries its own page size and a loading flag beside the answer's paging.
    prodPagination:
      answer.prodPagination === message.prodPagination
        ? message.prodPagination
        : toPagination(
            answer.prodPagination && { ...answer.prodPagination, pageSize: LIMITS.productPageSize },
          ),
    showVehicleCard: message.showVehicleCard || cards.showVehicleCard,
    showUaCard: message.showUaCard || cards.showUaCard,
    showChooseCard: data.type === 'ask_list' ? cards.showChooseCard : message.showChooseCard,
  };
  if (data.type === 'meta') {
    next.id = event.assistantMessageId || message.id;
    next.conversationId = event.conversationId || data.conversation_id || message.conversationId;
  } else if (data.type === 'end') {
    next.isGenerating = false;
  } else if (data.type === 'error') {
    next.isGenerating = false;
    next.errorText = (typeof data.content === 'string' && data.content) || MESSAGES.serviceException;
  }
  return next;
}

export interface StreamEffects {
  /** meta with clean: the old conversation timed out; this is the new one's id. */
  cleanConversationId: string | null;
  /** The conversation id the answer belongs to (every event carries it). */
  conversationId: string;
  /** meta: the stored id of the question this answer replies to (so it can be quoted), or null. */
  questionId: string | null;
  /** Products now locked as context (a product list's first page), or null for no change. */
  lockProductCodes: string[] | null;
  /** action unlock_product: the locked products are released. */
  unlock: boolean;
}

/** What an event changes outside its message (spec §4: clean, unlock_product). */
export function streamEffects(event: StreamEvent): StreamEffects {
  const { data } = event;
  const conversationId = event.conversationId || data.conversation_id;
  return {
    cleanConversationId: data.type === 'meta' && data.clean ? conversationId : null,
    conversationId,
    questionId: data.type === 'meta' && event.userMessageId ? event.userMessageId : null,
    lockProductCodes:
      isProductListType(data.type) && Array.isArray(data.content)
        ? (data.content as ProductCard[]).map((item) => item.code).filter(Boolean)
        : null,
    unlock: data.action === 'unlock_product',
  };
}
