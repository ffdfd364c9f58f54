import type { SourceItem } from '@broker/contract';
import type { AnswerFlags, AnswerPart, Engine, EngineRequest, KnowledgeBase } from '../engine/types.js';
import { AXB_DISCLAIMER, BUILTIN_MODEL, PRODUCT_END_TIPS } from '../engine/index.js';
import { lockedToProduct } from '../engine/product-lock.js';
import type { ModelClientConfig } from './config.js';
import { checkNumbers, groundingNote } from './grounding.js';
import { buildMessages, retrievePassages, type ChatMessage } from './prompt.js';
import { FALLBACK_NOTICE, INTERRUPTED_NOTICE, UNKNOWN_MODEL_NOTICE } from './texts.js';
import { runToolCall, toOpenAITools, type ModelTool } from './tools.js';
import { createClient, Guard, ModelFailure, streamRound, type FailureReason } from './upstream.js';

export interface ModelFailureInfo {
  model: string;
  reason: FailureReason | 'unknown_model';
  message: string;
  status?: number;
  /** Whether some of the model's answer had already been shown. */
  partial: boolean;
}

export interface ModelEngineOptions {
  kb: KnowledgeBase;
  /** Answers when no model is chosen, and instead of a model that fails. */
  builtin: Engine;
  client: ModelClientConfig;
  /** The functions offered to the model (catalogueTools(kb) in production). */
  tools?: readonly ModelTool[];
  /** Tool rounds before the model is asked to answer without more calls. */
  maxToolRounds?: number;
  /** For the server's log: why a model answer fell back. */
  onFailure?: (info: ModelFailureInfo) => void;
}

const MAX_SOURCES = 6;

/**
 * The model path: an OpenAI-compatible endpoint answers with the catalogue tools and retrieved passages,
 * streamed; the built-in engine answers whenever no model is chosen or the model fails.
 */
export function createModelEngine(options: ModelEngineOptions): Engine {
  const { kb, builtin, client: config } = options;
  const tools = options.tools ?? [];
  const maxRounds = options.maxToolRounds ?? 4;
  const client = createClient(config);
  const limits = {
    firstTokenMs: config.firstTokenTimeoutMs,
    stallMs: config.stallTimeoutMs ?? config.firstTokenTimeoutMs,
  };

  async function* fallback(request: EngineRequest, notice: string): AsyncGenerator<AnswerPart> {
    yield { kind: 'text', text: notice };
    for await (const part of builtin.answer(request)) {
      yield part.kind === 'end' ? { ...part, model: BUILTIN_MODEL } : part;
    }
  }

  async function* answerWithModel(request: EngineRequest, model: string): AsyncGenerator<AnswerPart> {
    const guard = new Guard(config.timeoutMs, request.signal);
    const passages = retrievePassages(kb, request);
    const { messages, contextText } = buildMessages(kb, request, passages);
    const sources = new Map<string, SourceItem>(passages.map((p) => [p.source.id, p.source]));
    const toolResults: unknown[] = [];
    const touched: string[] = [];
    const flags: AnswerFlags = {};
    let answerText = '';
    let shown = false;
    let finished = false;
    try {
      for (let round = 0; !finished; round++) {
        const lastRound = round >= maxRounds;
        const body: {
          model: string;
          messages: ChatMessage[];
          tools?: unknown[];
          tool_choice?: 'auto' | 'none';
        } = {
          model,
          messages,
        };
        if (tools.length > 0) {
          body.tools = toOpenAITools(tools);
          // After enough rounds the model must answer with what it has rather than loop on tools.
          body.tool_choice = lastRound ? 'none' : 'auto';
        }
        const rounds = streamRound(client, body, guard, limits);
        let roundText = '';
        let step = await rounds.next();
        while (!step.done) {
          const delta = step.value;
          if (delta.kind === 'text') {
            roundText += delta.text;
            shown = true;
          }
          yield delta;
          step = await rounds.next();
        }
        answerText += roundText;
        const { toolCalls } = step.value;
        if (toolCalls.length === 0 || lastRound) {
          finished = true;
          break;
        }
        messages.push({
          role: 'assistant',
          content: roundText || null,
          tool_calls: toolCalls.map((c) => ({
            id: c.id,
            type: 'function' as const,
            function: { name: c.name, arguments: c.arguments },
          })),
        });
        for (const call of toolCalls) {
          const outcome = await runToolCall(tools, call.name, call.arguments, { kb, request });
          toolResults.push(outcome.result);
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.result) });
          for (const code of outcome.productCodes ?? []) if (!touched.includes(code)) touched.push(code);
          for (const part of outcome.parts ?? []) {
            if (part.kind === 'sources') {
              for (const item of part.items) sources.set(item.id, item);
            } else if (part.kind === 'flags') {
              Object.assign(flags, part.flags);
              yield { kind: 'flags', flags: { ...flags } };
            } else {
              yield part;
            }
          }
        }
        if (request.signal?.aborted) return;
      }
    } catch (error) {
      const failure =
        error instanceof ModelFailure
          ? error
          : new ModelFailure('garbage', error instanceof Error ? error.message : '');
      // The agent left: nothing to fall back for, and the request is already aborted upstream.
      if (guard.reason === 'client' || request.signal?.aborted) return;
      guard.dispose();
      const info: ModelFailureInfo = {
        model,
        reason: failure.reason,
        message: failure.message,
        partial: shown,
      };
      if (failure.status !== undefined) info.status = failure.status;
      options.onFailure?.(info);
      // Decision: text already on the agent's screen stays there (the stream is append-only); a notice
      // says the model stopped and the built-in answer follows complete, rather than splicing the two.
      yield* fallback(request, shown ? INTERRUPTED_NOTICE : FALLBACK_NOTICE);
      return;
    } finally {
      guard.dispose();
    }

    const note = groundingNote(
      checkNumbers(answerText, toolResults, {
        sources: [
          request.question,
          // Figures of a quoted answer were checked when it was written.
          request.quote?.content ?? '',
          contextText,
          ...request.history.filter((t) => t.role === 'user').map((t) => t.content),
        ],
      }),
    );
    if (note) yield { kind: 'text', text: `\n\n${note}` };
    const cited = [...sources.values()].slice(0, MAX_SOURCES);
    if (cited.length > 0) yield { kind: 'sources', items: cited };
    yield {
      kind: 'end',
      endTips: '',
      productEndTips: touched.length > 0 ? PRODUCT_END_TIPS : '',
      disclaimer: AXB_DISCLAIMER,
      sourceType: cited[0]?.sourceType ?? (touched.length > 0 ? 'product' : ''),
      model,
      context: {
        ...request.context,
        lockedProducts: touched.length > 0 ? touched.slice(0, 5) : request.context.lockedProducts,
      },
    };
  }

  return {
    answer(asked) {
      // The product assistant's lock is context for the model and for a fallback alike (decision 048).
      const request = lockedToProduct(asked);
      const chosen = request.model;
      // Attached files are judged against the rule table by the built-in engine: the model has no tool to
      // read them, and a verdict the underwriting report would not give must not be invented (issue 15).
      if (
        chosen === undefined ||
        chosen === '' ||
        chosen === BUILTIN_MODEL ||
        (request.files?.length ?? 0) > 0
      )
        return builtin.answer(request);
      if (!config.models.includes(chosen)) {
        options.onFailure?.({
          model: chosen,
          reason: 'unknown_model',
          message: 'not configured',
          partial: false,
        });
        return fallback(request, UNKNOWN_MODEL_NOTICE);
      }
      return answerWithModel(request, chosen);
    },
    productPage: (allCodes, page, pageSize, entities, quoted) =>
      builtin.productPage(allCodes, page, pageSize, entities, quoted),
  };
}
