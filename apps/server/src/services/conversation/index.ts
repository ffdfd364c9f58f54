import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { KnowledgeBase } from '@broker/assistant';
import { hintsService } from './hints-service.js';
import { historyService } from './history-service.js';
import type { RunOptions } from './run-turn.js';
import { turnService } from './turn-service.js';
import type { ChatRateLimiter, EngineFor } from './types.js';

export type { EngineFor, ChatRateLimiter } from './types.js';
export type { Turn } from './turn-service.js';

/** Conversations: answering a question (streamed or not), the agent's history, suggested questions. */
export function conversationService(deps: {
  db: Db;
  config: Config;
  engineFor: EngineFor;
  /** The current knowledge base (suggested questions are drawn from its products and FAQ). */
  knowledge: () => Promise<KnowledgeBase>;
  rateLimit?: ChatRateLimiter | undefined;
  models?: readonly string[] | undefined;
  log?: RunOptions['log'];
}) {
  return { ...turnService(deps), ...historyService(deps), ...hintsService(deps) };
}
export type ConversationService = ReturnType<typeof conversationService>;
