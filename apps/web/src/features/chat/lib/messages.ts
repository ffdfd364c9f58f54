import type {
  ConversationMessage,
  ConverseRequest,
  FileInfo,
  ProductPages,
  StreamedAnswer,
} from '@broker/contract';
import type { ChatMessage, ChatQuote, ProductPagination } from '../../../stores/main/chat-types';

let localCounter = 0;

/** An id for a message the server has not named yet. */
export function localId(): string {
  localCounter += 1;
  return `local-${Date.now().toString(36)}-${localCounter}`;
}

export const isLocalId = (id: string): boolean => id.startsWith('local-');

/**
 * The request field of a quote (docs/decisions/014). Only a message the server has named can be
 * quoted; a local id (a quote kept from before that rule) is left out and the question still asked.
 */
export const quoteField = (quote: ChatQuote | null): Pick<ConverseRequest, 'quoteMessageId'> =>
  quote && !isLocalId(quote.id) ? { quoteMessageId: quote.id } : {};

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
    scSource: '',
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

/**
 * Gives the question an answer replies to the id the server stored it under (the stream's
 * userMessageId), so it can be quoted. Only a question still under a local id is renamed.
 */
export function nameQuestion(messages: ChatMessage[], answerId: string, questionId: string): ChatMessage[] {
  const at = messages.findIndex((m) => m.id === answerId);
  const question = messages[at - 1];
  if (at < 1 || question?.source !== 'send' || !isLocalId(question.id)) return messages;
  return messages.map((m, i) => (i === at - 1 ? { ...m, id: questionId } : m));
}

/** The agent's question as it is shown before the server stores it. */
export function createQuestion(
  content: string,
  conversationId: string,
  quote: ChatQuote | null,
  files: readonly FileInfo[] = [],
): ChatMessage {
  // Shown as the server's history shows them (spec §3 files; url is the file's path).
  const shown = files.map((f) => ({
    name: f.file_name,
    size: f.file_size,
    url: f.file_path,
    hash: f.file_hash,
  }));
  return { ...blank('send', conversationId), content, finished: true, quote, files: shown };
}

/** A question's files as the request sends them again (fileInfos). */
export const fileInfosOf = (question: ChatMessage): FileInfo[] =>
  question.files.map((f) => ({ file_name: f.name, file_size: f.size, file_path: f.url, file_hash: f.hash }));

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

/** The cards an answer opens beside its text: hand-offs named by its action, the choose card. */
export function answerCards(
  answer: Pick<StreamedAnswer, 'action' | 'popupAction' | 'choices'>,
): Pick<ChatMessage, 'showVehicleCard' | 'showUaCard' | 'showChooseCard'> {
  return {
    showVehicleCard: answer.action === 'jump_to_vehicle',
    showUaCard: answer.action === 'jump_to_ua',
    showChooseCard: answer.popupAction === 'confirm_branch' && answer.choices.length > 0,
  };
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
    ...answerCards(stored),
    errorText: '',
    interrupted: false,
    // Stored with the question, so a reload or another device shows what it quoted.
    quote: stored.quote,
  };
}
