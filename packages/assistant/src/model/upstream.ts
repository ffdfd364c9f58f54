import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ModelClientConfig } from './config.js';
import type { ChatMessage } from './prompt.js';

/**
 * One streamed chat-completions round against an OpenAI-compatible endpoint, with the time limits that
 * decide when we stop waiting and answer with the built-in engine instead.
 */

export type FailureReason =
  /** Connection refused, DNS, TLS, reset before a response. */
  | 'connect'
  /** An HTTP error status (or an error event inside the stream). */
  | 'http'
  /** A 2xx body that is not a chat-completion stream. */
  | 'garbage'
  | 'first_token'
  /** The stream went quiet mid-answer. */
  | 'stall'
  /** The whole answer took longer than timeoutMs. */
  | 'timeout'
  /** The stream ended without a finish reason (the connection dropped). */
  | 'interrupted';

export class ModelFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelFailure';
  }
}

/**
 * Owns the abort controller of one model answer: the agent leaving (request.signal), the total limit and
 * the per-round silence limits all abort the same HTTP request, so the upstream connection is closed
 * whichever fires first, and `reason` remembers which one it was.
 */
export class Guard {
  readonly controller = new AbortController();
  reason: FailureReason | 'client' | undefined;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private readonly total: ReturnType<typeof setTimeout>;
  private readonly onClientAbort = () => this.stop('client');

  constructor(
    timeoutMs: number,
    private readonly signal?: AbortSignal,
  ) {
    this.total = setTimeout(() => this.stop('timeout'), timeoutMs);
    if (signal?.aborted) this.stop('client');
    else signal?.addEventListener('abort', this.onClientAbort, { once: true });
  }

  stop(reason: FailureReason | 'client'): void {
    this.reason ??= reason;
    this.controller.abort();
  }

  arm(ms: number, reason: FailureReason): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.stop(reason), ms);
  }

  disarm(): void {
    clearTimeout(this.idle);
  }

  /** Ends the answer: timers cleared and any request still open aborted (the consumer may stop early). */
  dispose(): void {
    clearTimeout(this.idle);
    clearTimeout(this.total);
    this.signal?.removeEventListener('abort', this.onClientAbort);
    this.controller.abort();
  }
}

export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export interface RoundResult {
  toolCalls: ToolCall[];
  finishReason: string;
}

export type RoundDelta = { kind: 'think' | 'text'; text: string };

export function createClient(config: ModelClientConfig): OpenAI {
  return new OpenAI({
    baseURL: config.baseUrl,
    // The SDK refuses an empty key; local servers ignore whatever is sent.
    apiKey: config.apiKey || 'none',
    timeout: config.timeoutMs,
    // A retry would double the agent's wait; the built-in engine is the retry.
    maxRetries: 0,
  });
}

function classify(error: unknown, guard: Guard): ModelFailure {
  // Our own abort wins: an aborted body may end quietly (then the stream looks merely cut off).
  if (guard.reason && guard.reason !== 'client') {
    return new ModelFailure(guard.reason, `model ${guard.reason}`);
  }
  if (error instanceof ModelFailure) return error;
  if (error instanceof APIUserAbortError) return new ModelFailure('interrupted', 'aborted');
  if (error instanceof APIConnectionTimeoutError) return new ModelFailure('timeout', error.message);
  if (error instanceof APIConnectionError) return new ModelFailure('connect', error.message);
  if (error instanceof APIError) return new ModelFailure('http', error.message, error.status);
  return new ModelFailure('garbage', error instanceof Error ? error.message : String(error));
}

interface DeltaWithReasoning {
  content?: string | null;
  reasoning_content?: string | null;
  /** Some servers (vLLM, OpenRouter) call it `reasoning`. */
  reasoning?: string | null;
  tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
}

/**
 * Streams one round: reasoning and text deltas as they come; tool calls accumulated by index (their
 * arguments arrive in fragments) and returned with the finish reason. Throws ModelFailure.
 */
export async function* streamRound(
  client: OpenAI,
  body: { model: string; messages: ChatMessage[]; tools?: unknown[]; tool_choice?: 'auto' | 'none' },
  guard: Guard,
  limits: { firstTokenMs: number; stallMs: number },
): AsyncGenerator<RoundDelta, RoundResult> {
  guard.arm(limits.firstTokenMs, 'first_token');
  try {
    const stream = await client.chat.completions.create(
      { ...(body as unknown as OpenAI.ChatCompletionCreateParamsStreaming), stream: true },
      { signal: guard.controller.signal },
    );
    const calls = new Map<number, ToolCall>();
    let finishReason: string | null = null;
    let sawChoice = false;
    for await (const chunk of stream) {
      guard.arm(limits.stallMs, 'stall');
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      sawChoice = true;
      const delta = (choice.delta ?? {}) as DeltaWithReasoning;
      const reasoning = delta.reasoning_content ?? delta.reasoning;
      if (reasoning) yield { kind: 'think', text: reasoning };
      if (delta.content) yield { kind: 'text', text: delta.content };
      for (const call of delta.tool_calls ?? []) {
        const index = call.index ?? 0;
        const current = calls.get(index) ?? { id: '', name: '', arguments: '' };
        if (call.id) current.id = call.id;
        if (call.function?.name) current.name += call.function.name;
        if (call.function?.arguments) current.arguments += call.function.arguments;
        calls.set(index, current);
      }
      if (choice.finish_reason) finishReason = choice.finish_reason;
    }
    guard.disarm();
    if (!sawChoice) throw new ModelFailure('garbage', 'the response held no completion chunks');
    if (finishReason === null)
      throw new ModelFailure('interrupted', 'the stream ended without a finish reason');
    const toolCalls = [...calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
    return { toolCalls, finishReason };
  } catch (error) {
    throw classify(error, guard);
  }
}
