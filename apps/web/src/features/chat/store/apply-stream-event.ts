import {
  LIMITS,
  MESSAGES,
  type AskItem,
  type ListType,
  type ProductCard,
  type SourceItem,
  type StreamEvent,
} from '@broker/contract';
import type { ChatMessage } from '../../../stores/main/chat-types';
import { toPagination } from '../lib/messages';

const PRODUCT_LIST_TYPES: readonly string[] = [
  'product_list',
  'insurance_product_list',
  'query_product_list',
  'product_file_list',
] satisfies ListType[];

export const isProductListType = (type: string): boolean => PRODUCT_LIST_TYPES.includes(type);

/**
 * Folds one stream event (decision 008) into the answer it belongs to. Pure: returns a new message
 * (or the same one when nothing changed). Conversation-level effects (clean, locked products) are
 * in streamEffects below.
 */
export function applyStreamEvent(message: ChatMessage, event: StreamEvent): ChatMessage {
  const { data } = event;
  const next: ChatMessage = { ...message, ...stickyFlags(message, event) };
  const text = typeof data.content === 'string' ? data.content : '';
  const items = Array.isArray(data.content) ? data.content : [];

  switch (data.type) {
    case 'meta':
      next.id = event.assistantMessageId || message.id;
      next.conversationId = event.conversationId || data.conversation_id || message.conversationId;
      break;
    case 'query':
      next.queryContent = text;
      break;
    case 'think':
      next.thinkContent = message.thinkContent + text;
      break;
    case 'text':
      next.content = message.content + (event.content || text);
      break;
    case 'source_list':
      next.sources = items as SourceItem[];
      break;
    case 'ask_list':
      if (data.popup_action === 'confirm_branch') {
        next.choices = items as AskItem[];
        next.showChooseCard = items.length > 0;
      } else {
        next.ask = items as AskItem[];
      }
      break;
    case 'jump_ask':
      next.ask = items as AskItem[];
      break;
    case 'end':
      next.endTips = data.end_tips;
      next.productEndTips = data.product_end_tips;
      next.axbDisclaimer = data.axbDisclaimer;
      next.success = true;
      next.finished = true;
      next.isGenerating = false;
      break;
    case 'error':
      next.success = false;
      next.isGenerating = false;
      next.errorText = text || MESSAGES.serviceException;
      break;
    default:
      if (isProductListType(data.type)) {
        next.result = items as ProductCard[];
        next.resultType = data.type as ListType;
      }
  }
  if (data.prodcut_pages && (isProductListType(data.type) || data.type === 'end') && next.result.length > 0) {
    next.prodPagination = toPagination({ ...data.prodcut_pages, pageSize: LIMITS.productPageSize });
  }
  return next;
}

/** Flags are sticky within an answer: an event can set them, never clear them. */
function stickyFlags(message: ChatMessage, { data }: StreamEvent): Partial<ChatMessage> {
  const action = data.action || message.action;
  const popupAction = data.popup_action || message.popupAction;
  return {
    action,
    popupAction,
    vehicleFlag: message.vehicleFlag || data.vehicleFlag,
    commissionFlag: message.commissionFlag || data.commissionFlag,
    colorPageFlag: message.colorPageFlag || data.colorPageFlag,
    showCustomerService: message.showCustomerService || data.show_customer_service,
    showVehicleCard: message.showVehicleCard || action === 'jump_to_vehicle',
    showUaCard: message.showUaCard || action === 'jump_to_ua',
    cm: data.cm || message.cm,
    sc: data.sc || message.sc,
  };
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
