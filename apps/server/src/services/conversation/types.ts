import type { Engine } from '@broker/assistant';
import { isCsChannel } from '@broker/contract';

/**
 * The engine for a model name ('builtin', a configured model, or absent = the built-in one). Injected
 * so that tests can drive the stream with a scripted engine; the app wires the knowledge service's.
 */
export type EngineFor = (model: string | undefined, knowledge?: KnowledgeSet) => Promise<Engine>;

/**
 * Which knowledge base answers: the product assistant's, or the customer-service assistant's own
 * documents (`kb import --kb cs`, issue 16), chosen by the conversation's channel.
 */
export type KnowledgeSet = 'products' | 'cs';

/** The customer-service sources of spec §4 (cs, qywx_cs) as a conversation's channelType. */
export const knowledgeSetOf = (channelType: string | null | undefined): KnowledgeSet =>
  isCsChannel(channelType) ? 'cs' : 'products';

/** Per-agent question limit; throws AppError 'too_many:requests' when the agent is over it. */
export interface ChatRateLimiter {
  consume(userId: string): Promise<void> | void;
}

/**
 * How long a generation claim lasts without being extended. Short enough that a crashed instance's
 * conversation is free again soon (on PostgreSQL other instances may be answering, so a restart cannot
 * release claims at once as the embedded database does): at most 15 s after a `kill -9`. Long enough
 * that a busy database does not lose a live claim: the stream extends it every third of this.
 */
export const CLAIM_SECONDS = 15;
/** How often the text of an answer being streamed is saved (when it grew). */
export const SAVE_EVERY_MS = 1000;

/** Conversation titles are the first question, cut to what fits a history row. */
export const TITLE_MAX_CHARS = 50;

/** Earlier turns handed to a model; the built-in engine reads only the context. */
export const HISTORY_TURNS = 20;
