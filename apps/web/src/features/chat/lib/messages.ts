import type { ConversationMessage, ProductPages } from '@broker/contract';
import type { ChatMessage, ChatQuote, ProductPagination } from '../../../stores/main/chat-types';

let localCounter = 0;

/** An id for a message the server has not named yet. */
export function localId(): string {
  localCounter += 1;
  return `local-${Date.now().toString(36)}-${localCounter}`;
}

export const isLocalId = (id: string): boolean => id.startsWith('local-');

function blank(source: ChatMessage['source'], conversationId: string): ChatMessage {
  return {
    id: localId(),
    conversationId,
    source,
    content: '',
    thinkContent: '',
    queryContent: '',
    success: true,
    finished: false,
    result: [],
    resultType: '',
    prodPagination: null,
    sources: [],
    ask: [],
    choices: [],
    like: false,
    dislike: false,
    dislikeReasons: [],
    endTips: '',
    productEndTips: '',
    axbDisclaimer: '',
    cm: '',
    sc: '',
    vehicleFlag: false,
    commissionFlag: false,
    colorPageFlag: false,
    showCustomerService: false,
    action: '',
    popupAction: '',
    files: [],
    createdAt: new Date().toISOString(),
    messageBoxType: 'message',
    isGenerating: false,
    showVehicleCard: false,
    showUaCard: false,
    showChooseCard: false,
    errorText: '',
    interrupted: false,
    quote: null,
  };
}

/** The agent's question as it is shown before the server stores it. */
export function createQuestion(
  content: string,
  conversationId: string,
  quote: ChatQuote | null,
): ChatMessage {
  return { ...blank('send', conversationId), content, finished: true, quote };
}

/** The empty answer the stream fills in. */
export function createPendingAnswer(conversationId: string): ChatMessage {
  return { ...blank('receive', conversationId), isGenerating: true };
}

/** The guess-you-like card shown after a MyBA_Ask answer; its questions are in `ask`. */
export function createGuessMessage(conversationId: string, ask: ChatMessage['ask']): ChatMessage {
  return { ...blank('receive', conversationId), messageBoxType: 'guess-you-like', ask, finished: true };
}

export function toPagination(pages: ProductPages | null): ProductPagination | null {
  return pages ? { ...pages, loading: false } : null;
}

/** A stored message (history) as the chat shows it; an answer cut off before its end counts as failed. */
export function fromStored(stored: ConversationMessage): ChatMessage {
  const cutOff = stored.source === 'receive' && !stored.finished;
  return {
    ...stored,
    success: stored.success && !cutOff,
    prodPagination: toPagination(stored.prodPagination),
    messageBoxType: 'message',
    isGenerating: false,
    showVehicleCard: stored.action === 'jump_to_vehicle',
    showUaCard: stored.action === 'jump_to_ua',
    showChooseCard: stored.popupAction === 'confirm_branch' && stored.choices.length > 0,
    errorText: '',
    interrupted: false,
    quote: null,
  };
}
