import {
  DEFAULT_CATEGORY,
  converseRequestSchema,
  flagsOf,
  type Category,
  type ConversationMessage,
  type ConverseRequest,
  type StreamEvent,
} from '@broker/contract';
import { AppError } from '../../errors.js';
import type {
  BrokerAnswer,
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionRequest,
  ChatMessage,
} from './schemas.js';

/**
 * Translation between OpenAI's chat shapes and the assistant's own turn (decision 033). Pure: the
 * route asks the conversation service, which answers exactly as it does for `/conversestream`.
 */

/** The text of a message: a string, or its text parts joined (images and other parts carry none). */
export function textOf(message: ChatMessage | undefined): string {
  const content = message?.content;
  if (content == null) return '';
  if (typeof content === 'string') return content;
  return content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('');
}

/** What a chat request asks of the assistant, before the conversation it continues is known. */
export interface AskedQuestion {
  category: Category;
  question: string;
  /** The conversation the client named in `broker.conversationId`. */
  conversationId: string | undefined;
  /** The answer the question follows (the last assistant message before it), to find its conversation. */
  previousAnswer: string | undefined;
}

/**
 * The question is the last message, which must be the user's. System and developer messages are not
 * read: the assistant's grounding rules are its own and a client's prompt does not change them.
 * Earlier turns are the conversation's, which the server already holds.
 */
export function questionOf(body: ChatCompletionRequest): AskedQuestion {
  const last = body.messages.at(-1);
  if (last?.role !== 'user') {
    throw new AppError('invalid:body', {
      detail: '参数 messages 有误：最后一条消息须为用户的提问（role 为 user）',
    });
  }
  const previous = body.messages.slice(0, -1).findLast((message) => message.role === 'assistant');
  const previousAnswer = previous ? textOf(previous) : '';
  return {
    category: body.broker?.category ?? DEFAULT_CATEGORY,
    question: textOf(last),
    conversationId: body.broker?.conversationId || undefined,
    previousAnswer: previousAnswer || undefined,
  };
}

/** The app's own request body for that question, with the contract's defaults. */
export function converseRequestOf(
  asked: AskedQuestion,
  model: string,
  conversationId: string | undefined,
  channelType: string,
): ConverseRequest {
  return converseRequestSchema.parse({
    userPrompt: asked.question,
    conversationId: conversationId ?? '',
    llmName: model,
    channelType,
  });
}

/** Unix seconds, as OpenAI's `created`. */
export const unixSeconds = (iso: string | Date): number => Math.floor(new Date(iso).getTime() / 1000);

export const completionIdOf = (assistantMessageId: string): string => `chatcmpl-${assistantMessageId}`;

/** The answer's products, sources, follow-up questions and flags: what a chat client cannot show as text. */
export function brokerAnswerOf(message: ConversationMessage, clean: boolean): BrokerAnswer {
  return {
    conversationId: message.conversationId,
    assistantMessageId: message.id,
    clean,
    finished: message.finished,
    products: message.result,
    productListType: message.resultType,
    productPages: message.prodPagination,
    sources: message.sources,
    ask: message.ask,
    choices: message.choices,
    flags: flagsOf(message),
    endTips: message.endTips,
    productEndTips: message.productEndTips,
    disclaimer: message.axbDisclaimer,
    sourceType: message.sc,
    answeredBy: message.cm,
  };
}

/** The non-streamed answer as OpenAI's `chat.completion`. */
export function chatCompletionOf(
  message: ConversationMessage,
  model: string,
  clean: boolean,
): ChatCompletion {
  return {
    id: completionIdOf(message.id),
    object: 'chat.completion',
    created: unixSeconds(message.createdAt),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: message.content,
          ...(message.thinkContent && { reasoning_content: message.thinkContent }),
          refusal: null,
        },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    broker: brokerAnswerOf(message, clean),
  };
}

/** An OpenAI error body, with the app's `detail` beside it (the same Chinese text). */
export function openAiErrorOf(error: AppError) {
  const status = error.statusCode;
  const type =
    status === 401
      ? 'authentication_error'
      : status === 403
        ? 'permission_error'
        : status === 429
          ? 'rate_limit_error'
          : status >= 500
            ? 'server_error'
            : 'invalid_request_error';
  return { error: { message: error.detail, type, param: null, code: error.code }, detail: error.detail };
}

/**
 * Writes the turn's events as OpenAI's chunks: text as `content`, the think section as
 * `reasoning_content`; lists and flags wait for the saved answer, which the last chunk carries in
 * `broker` with `finish_reason: 'stop'`, then `[DONE]`. A failure becomes OpenAI's in-stream error.
 */
export function openAiStreamFormat(model: string) {
  let id = '';
  let created = 0;
  const line = (body: object) => `data: ${JSON.stringify(body)}\n\n`;
  const chunk = (
    delta: ChatCompletionChunk['choices'][number]['delta'],
    extra: Partial<ChatCompletionChunk> = {},
  ) =>
    line({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: null, logprobs: null }],
      ...extra,
    } satisfies ChatCompletionChunk);
  const failure = (detail: string) => line(openAiErrorOf(new AppError('internal', { detail })));

  return {
    event(event: StreamEvent): string {
      const { type } = event.data;
      if (type === 'meta') {
        id = completionIdOf(event.assistantMessageId);
        created = Math.floor(Date.now() / 1000);
        const { conversationId, assistantMessageId } = event;
        return chunk(
          { role: 'assistant', content: '' },
          { broker: { conversationId, assistantMessageId, clean: event.data.clean } },
        );
      }
      if (type === 'text' && event.content) return chunk({ content: event.content });
      if (type === 'think' && typeof event.data.content === 'string' && event.data.content) {
        return chunk({ reasoning_content: event.data.content });
      }
      if (type === 'error') return failure(typeof event.data.content === 'string' ? event.data.content : '');
      return '';
    },
    failure: (_last: StreamEvent | undefined, detail: string) => failure(detail),
    end(message: ConversationMessage, clean: boolean): string {
      // A failed answer already ended with its error chunk; a cut-off one has nobody reading it.
      if (!message.success || !message.finished) return '';
      return (
        line({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta: {}, finish_reason: 'stop', logprobs: null }],
          broker: brokerAnswerOf(message, clean),
        } satisfies ChatCompletionChunk) + 'data: [DONE]\n\n'
      );
    },
  };
}
