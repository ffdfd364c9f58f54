import {
  BUILT_IN_MODEL,
  emptyAnswer,
  eventFlags,
  foldAnswer,
  raiseFlags,
  type StreamData,
  type StreamedAnswer,
  type StreamEvent,
} from '@broker/contract';
import type { AnswerPart, ConversationContext } from '@broker/assistant';

/** An answer as built so far: what was streamed, and what only the server keeps beside it. */
export interface BuiltAnswer {
  /** Folded from the events sent (the contract's fold, the one the chat uses too). */
  streamed: StreamedAnswer;
  /** Every matching product code, ranked: `converse_products` serves later pages from these. */
  allCodes: string[];
  /** Set once the engine's `end` part arrived. */
  context?: ConversationContext;
}

/**
 * Spec §3 `scSource` beside `sc` (decision 036): where the answer's main source type came from — the
 * origin of the first cited passage of that type, else of the first passage, else the first product's
 * name for a product answer; '' for a plain chat answer or one without any.
 */
export function scSourceOf(sc: string, answer: Pick<StreamedAnswer, 'sources' | 'result'>): string {
  if (!sc || sc === 'chat') return '';
  const cited = answer.sources.find((item) => item.sourceType === sc) ?? answer.sources[0];
  if (cited) return (cited.source || cited.title).slice(0, 120);
  if (sc === 'product') return answer.result[0]?.name ?? '';
  return '';
}

/**
 * Turns the engine's parts into spec stream events (docs/decisions/008) and folds each event into the
 * answer that is stored (decision 015). The history therefore shows exactly what was streamed, also
 * for an answer cut off half-way.
 */
export function answerBuilder(ids: {
  conversationId: string;
  assistantMessageId: string;
  userMessageId: string;
  model?: string | undefined;
}) {
  const answer: BuiltAnswer = { streamed: emptyAnswer(ids.model ?? BUILT_IN_MODEL), allCodes: [] };

  function event(
    type: StreamData['type'],
    content: StreamData['content'] = '',
    extra: Partial<StreamData> = {},
  ): StreamEvent {
    const a = answer.streamed;
    const data: StreamData = {
      content,
      type,
      end_tips: '',
      product_end_tips: '',
      axbDisclaimer: '',
      // Like the flags, the answer's product paging stays on every later event once known.
      prodcut_pages: a.prodPagination,
      cm: a.cm,
      sc: '',
      scSource: '',
      ...eventFlags(a),
      clean: false,
      conversation_id: ids.conversationId,
      ...extra,
    };
    const top = type === 'text' && typeof content === 'string' ? content : '';
    const sent: StreamEvent = {
      content: top,
      assistantMessageId: ids.assistantMessageId,
      userMessageId: ids.userMessageId,
      conversationId: ids.conversationId,
      data,
    };
    answer.streamed = foldAnswer(a, sent);
    return sent;
  }

  /** Raises flags without an event: the next event (at the latest `end`) carries them. */
  function raise(flags: Parameters<typeof raiseFlags>[1]): void {
    answer.streamed = { ...answer.streamed, ...raiseFlags(answer.streamed, flags) };
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
      switch (part.kind) {
        case 'query':
        case 'think':
        case 'text':
          return event(part.kind, part.text);
        case 'products':
          answer.allCodes = part.allCodes;
          return event(part.listType, part.items, { prodcut_pages: part.pages });
        case 'sources':
          return event('source_list', part.items);
        case 'asks':
          return event(part.listType, part.items);
        case 'choices':
          raise({ popupAction: 'confirm_branch' });
          return event('ask_list', part.items);
        case 'flags':
          raise(part.flags);
          return null;
        case 'end':
          answer.context = part.context;
          return event('end', '', {
            end_tips: part.endTips,
            product_end_tips: part.productEndTips,
            axbDisclaimer: part.disclaimer,
            sc: part.sourceType,
            scSource: scSourceOf(part.sourceType, answer.streamed),
            cm: part.model,
          });
      }
    },
  };
}
export type AnswerBuilder = ReturnType<typeof answerBuilder>;
