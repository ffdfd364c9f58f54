import type { Engine } from '@broker/assistant';

/**
 * The engine for a model name ('builtin', a configured model, or absent = the built-in one). Injected
 * so that tests can drive the stream with a scripted engine; the app wires the knowledge service's.
 */
export type EngineFor = (model: string | undefined) => Promise<Engine>;

/** Per-agent question limit; throws AppError 'too_many:requests' when the agent is over it. */
export interface ChatRateLimiter {
  consume(userId: string): Promise<void> | void;
}

/**
 * How long a generation claim lasts without being extended. Short enough that a crashed instance's
 * conversation is free again soon, long enough that a busy database does not lose a live claim: the
 * stream extends it every third of this.
 */
export const CLAIM_SECONDS = 60;

/** Conversation titles are the first question, cut to what fits a history row. */
export const TITLE_MAX_CHARS = 50;

/** Earlier turns handed to a model; the built-in engine reads only the context. */
export const HISTORY_TURNS = 20;
