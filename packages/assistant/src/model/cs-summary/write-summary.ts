import type { ModelClientConfig } from '../config.js';
import { createClient, Guard, ModelFailure, streamRound, type FailureReason } from '../upstream.js';
import { parseSummary } from './parse-summary.js';
import { summaryMessages } from './summary-prompt.js';
import type { SummaryExchange, WrittenItem } from './types.js';

export type SummaryFailureReason = FailureReason | 'unparsable' | 'grounding';

export type WrittenSummary =
  { ok: true; items: WrittenItem[] } | { ok: false; reason: SummaryFailureReason; message: string };

/**
 * Asks the model for the summary of a customer-service conversation, within the model path's time
 * limits (LLM_TIMEOUT_MS overall, LLM_FIRST_TOKEN_TIMEOUT_MS to the first chunk and between chunks),
 * and checks what it wrote. Never throws: a failure says why, and the caller uses the extractive summary.
 */
export async function writeSummaryWithModel(
  config: ModelClientConfig,
  model: string,
  exchanges: readonly SummaryExchange[],
): Promise<WrittenSummary> {
  const guard = new Guard(config.timeoutMs);
  const limits = {
    firstTokenMs: config.firstTokenTimeoutMs,
    stallMs: config.stallTimeoutMs ?? config.firstTokenTimeoutMs,
  };
  let reply = '';
  try {
    const rounds = streamRound(
      createClient(config),
      { model, messages: summaryMessages(exchanges) },
      guard,
      limits,
    );
    let step = await rounds.next();
    while (!step.done) {
      // Reasoning (think) deltas are the model's working, not the summary.
      if (step.value.kind === 'text') reply += step.value.text;
      step = await rounds.next();
    }
  } catch (error) {
    const failure = error instanceof ModelFailure ? error : new ModelFailure('garbage', String(error));
    return { ok: false, reason: failure.reason, message: failure.message };
  } finally {
    guard.dispose();
  }
  const parsed = parseSummary(reply, exchanges);
  return parsed.ok ? parsed : { ok: false, reason: parsed.reason, message: parsed.problem };
}
