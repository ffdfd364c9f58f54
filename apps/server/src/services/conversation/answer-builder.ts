import {
  BUILT_IN_MODEL,
  type AskItem,
  type ListType,
  type ProductCard,
  type ProductPages,
  type SourceItem,
  type StreamData,
  type StreamEvent,
} from '@broker/contract';
import type { AnswerFlags, AnswerPart, ConversationContext } from '@broker/assistant';

/** What an answer row keeps in `messages.payload` besides its text sections. */
export interface AnswerPayload {
  result: ProductCard[];
  resultType: ListType | '';
  prodPagination: ProductPages | null;
  /** Every matching product code, ranked: `converse_products` serves later pages from these. */
  allCodes: string[];
  sources: SourceItem[];
  ask: AskItem[];
  choices: AskItem[];
  endTips: string;
  productEndTips: string;
  axbDisclaimer: string;
  sc: string;
  flags: Required<AnswerFlags>;
  /** The conversation's context this answer started from: a regenerate answers from it again. */
  contextBefore?: ConversationContext;
}

export interface BuiltAnswer {
  content: string;
  thinkContent: string;
  queryContent: string;
  payload: AnswerPayload;
  model: string;
  /** Set once the engine's `end` part arrived. */
  context?: ConversationContext;
}

const NO_FLAGS: Required<AnswerFlags> = {
  vehicleFlag: false,
  commissionFlag: false,
  colorPageFlag: false,
  showCustomerService: false,
  action: '',
  popupAction: '',
};

export function emptyPayload(): AnswerPayload {
  return {
    result: [],
    resultType: '',
    prodPagination: null,
    allCodes: [],
    sources: [],
    ask: [],
    choices: [],
    endTips: '',
    productEndTips: '',
    axbDisclaimer: '',
    sc: '',
    flags: { ...NO_FLAGS },
  };
}

/**
 * Turns the engine's parts into spec stream events (docs/decisions/008) and, at the same time,
 * into the answer that is stored. Keeping both in one place means the history shows exactly what was
 * streamed, also for an answer cut off half-way.
 */
export function answerBuilder(ids: {
  conversationId: string;
  assistantMessageId: string;
  userMessageId: string;
  model?: string;
}) {
  const answer: BuiltAnswer = {
    content: '',
    thinkContent: '',
    queryContent: '',
    payload: emptyPayload(),
    model: ids.model ?? BUILT_IN_MODEL,
  };
  const flags = answer.payload.flags;

  function event(
    type: StreamData['type'],
    content: StreamData['content'] = '',
    extra: Partial<StreamData> = {},
  ) {
    const p = answer.payload;
    const data: StreamData = {
      content,
      type,
      end_tips: '',
      product_end_tips: '',
      axbDisclaimer: '',
      // Like the flags, the answer's product paging stays on every later event once known.
      prodcut_pages: p.prodPagination,
      cm: answer.model,
      sc: '',
      vehicleFlag: flags.vehicleFlag,
      action: flags.action,
      popup_action: flags.popupAction,
      commissionFlag: flags.commissionFlag,
      colorPageFlag: flags.colorPageFlag,
      show_customer_service: flags.showCustomerService,
      clean: false,
      conversation_id: ids.conversationId,
      ...extra,
    };
    const top = type === 'text' && typeof content === 'string' ? content : '';
    return {
      content: top,
      assistantMessageId: ids.assistantMessageId,
      userMessageId: ids.userMessageId,
      conversationId: ids.conversationId,
      data,
    } satisfies StreamEvent;
  }

  // Sticky (decision 008): a part can raise a flag, never lower it within the answer.
  function raise(next: AnswerFlags): void {
    if (next.vehicleFlag) flags.vehicleFlag = true;
    if (next.commissionFlag) flags.commissionFlag = true;
    if (next.colorPageFlag) flags.colorPageFlag = true;
    if (next.showCustomerService) flags.showCustomerService = true;
    if (next.action) flags.action = next.action;
    if (next.popupAction) flags.popupAction = next.popupAction;
  }

  return {
    answer,
    meta(clean: boolean): StreamEvent {
      return event('meta', '', { clean });
    },
    error(message: string): StreamEvent {
      return event('error', message);
    },
    /** The event for one part, or null for parts that only change state (flags). */
    apply(part: AnswerPart): StreamEvent | null {
      const p = answer.payload;
      switch (part.kind) {
        case 'query':
          answer.queryContent = part.text;
          return event('query', part.text);
        case 'think':
          answer.thinkContent += part.text;
          return event('think', part.text);
        case 'text':
          answer.content += part.text;
          return event('text', part.text);
        case 'products':
          p.result = part.items;
          p.resultType = part.listType;
          p.prodPagination = part.pages;
          p.allCodes = part.allCodes;
          return event(part.listType, part.items);
        case 'sources':
          p.sources = part.items;
          return event('source_list', part.items);
        case 'asks':
          p.ask = part.items;
          return event(part.listType, part.items);
        case 'choices':
          p.choices = part.items;
          raise({ popupAction: 'confirm_branch' });
          return event('ask_list', part.items);
        case 'flags':
          // No event of its own: the next event (at the latest `end`) carries the raised flags.
          raise(part.flags);
          return null;
        case 'end':
          p.endTips = part.endTips;
          p.productEndTips = part.productEndTips;
          p.axbDisclaimer = part.disclaimer;
          p.sc = part.sourceType;
          answer.model = part.model;
          answer.context = part.context;
          return event('end', '', {
            end_tips: part.endTips,
            product_end_tips: part.productEndTips,
            axbDisclaimer: part.disclaimer,
            sc: part.sourceType,
          });
      }
    },
  };
}
export type AnswerBuilder = ReturnType<typeof answerBuilder>;
