import type { AnswerFlags } from './answer-flags.js';
import type {
  AskItem,
  ConversationMessage,
  ListType,
  ProductCard,
  SourceItem,
  StreamData,
  StreamEvent,
} from './conversation.js';

// No zod at run time in this module: the chat's first screen folds events with it (decision 015).

/**
 * An answer as its stream events build it: the fields of a stored message (spec §3) that an event
 * changes. The server folds the events it sends into the answer it saves, and the chat folds the same
 * events into the message it shows, so a reloaded history shows what was streamed.
 */
export type StreamedAnswer = Pick<
  ConversationMessage,
  | 'content'
  | 'thinkContent'
  | 'queryContent'
  | 'result'
  | 'resultType'
  | 'prodPagination'
  | 'sources'
  | 'ask'
  | 'choices'
  | 'endTips'
  | 'productEndTips'
  | 'axbDisclaimer'
  | 'cm'
  | 'sc'
  | 'scSource'
  | 'success'
  | 'finished'
  | keyof AnswerFlags
>;

export const NO_FLAGS: Readonly<AnswerFlags> = {
  vehicleFlag: false,
  commissionFlag: false,
  colorPageFlag: false,
  showCustomerService: false,
  action: '',
  popupAction: '',
};

const FLAG_KEYS = Object.keys(NO_FLAGS) as (keyof AnswerFlags)[];

/** The flags of an answer (or of anything carrying them under their message names). */
export function flagsOf(source: AnswerFlags): AnswerFlags {
  const flags = { ...NO_FLAGS };
  for (const key of FLAG_KEYS) Object.assign(flags, { [key]: source[key] });
  return flags;
}

/**
 * Flags are sticky within an answer (decision 008): a part or an event can raise a flag, or name a
 * newer action, but never clears one. The only place this rule is written.
 */
export function raiseFlags(flags: AnswerFlags, next: Partial<AnswerFlags>): AnswerFlags {
  const raised = flagsOf(flags);
  for (const key of FLAG_KEYS) {
    const value = next[key];
    if (value) Object.assign(raised, { [key]: value });
  }
  return raised;
}

/** The flags an event carries, under their message names. */
export function flagsOfEvent(data: StreamData): AnswerFlags {
  return {
    vehicleFlag: data.vehicleFlag,
    commissionFlag: data.commissionFlag,
    colorPageFlag: data.colorPageFlag,
    showCustomerService: data.show_customer_service,
    action: data.action,
    popupAction: data.popup_action,
  };
}

export type EventFlags = Pick<
  StreamData,
  'vehicleFlag' | 'commissionFlag' | 'colorPageFlag' | 'show_customer_service' | 'action' | 'popup_action'
>;

/** An answer's flags as every event spells them (spec field names). */
export function eventFlags(flags: AnswerFlags): EventFlags {
  return {
    vehicleFlag: flags.vehicleFlag,
    commissionFlag: flags.commissionFlag,
    colorPageFlag: flags.colorPageFlag,
    show_customer_service: flags.showCustomerService,
    action: flags.action,
    popup_action: flags.popupAction,
  };
}

const PRODUCT_LIST_TYPES: readonly string[] = [
  'product_list',
  'insurance_product_list',
  'query_product_list',
  'product_file_list',
] satisfies ListType[];

/** List types whose items are product cards. */
export const isProductListType = (type: string): boolean => PRODUCT_LIST_TYPES.includes(type);

/** An answer before its first event; `cm` is the model expected to write it. */
export function emptyAnswer(cm = ''): StreamedAnswer {
  return {
    content: '',
    thinkContent: '',
    queryContent: '',
    result: [],
    resultType: '',
    prodPagination: null,
    sources: [],
    ask: [],
    choices: [],
    endTips: '',
    productEndTips: '',
    axbDisclaimer: '',
    cm,
    sc: '',
    scSource: '',
    success: true,
    finished: false,
    ...NO_FLAGS,
  };
}

/**
 * Folds one stream event (decision 008) into the answer so far. Pure: returns a new answer with every
 * other field of `answer` kept (the chat passes its message with client-only fields through). A list
 * event's `type` names what its items are, so they are read as that list's items here, once.
 */
export function foldAnswer(answer: StreamedAnswer, event: StreamEvent): StreamedAnswer {
  const { data } = event;
  const text = typeof data.content === 'string' ? data.content : '';
  const items = Array.isArray(data.content) ? data.content : [];
  const next: StreamedAnswer = {
    ...answer,
    ...raiseFlags(answer, flagsOfEvent(data)),
    cm: data.cm || answer.cm,
    sc: data.sc || answer.sc,
    scSource: data.scSource || answer.scSource,
  };

  switch (data.type) {
    case 'query':
      next.queryContent = text;
      break;
    case 'think':
      next.thinkContent = answer.thinkContent + text;
      break;
    case 'text':
      next.content = answer.content + (event.content || text);
      break;
    case 'source_list':
      next.sources = items as SourceItem[];
      break;
    case 'ask_list':
      // A confirm_branch answer's first ask list is its choose card; a list after it (the follow-ups
      // the ask category adds) is an ordinary one, as for any other answer.
      if (next.popupAction === 'confirm_branch' && answer.choices.length === 0) {
        next.choices = items as AskItem[];
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
      break;
    case 'error':
      next.success = false;
      break;
    default:
      if (isProductListType(data.type)) {
        next.result = items as ProductCard[];
        next.resultType = data.type as ListType;
      }
  }
  // The paging of the answer's product list; later events repeat it, `end` with its final value.
  if (data.prodcut_pages && (isProductListType(data.type) || data.type === 'end') && next.result.length > 0) {
    next.prodPagination = data.prodcut_pages;
  }
  return next;
}
