import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { KnowledgeBase } from '@broker/assistant';
import type { EngineChoice } from '../engines/engine-choice.js';
import { hintsService } from './hints-service.js';
import { historyService } from './history-service.js';
import type { RunOptions } from './run-turn.js';
import { turnService } from './turn-service.js';
import type { ChatRateLimiter } from './types.js';

export type { EngineFor, ChatRateLimiter } from './types.js';
export type { Turn } from './turn-service.js';

/** Conversations: answering a question (streamed or not), the agent's history, suggested questions. */
export function conversationService(deps: {
  db: Db;
  config: Config;
  /** Which engine answers a question, or wrote a stored answer. */
  engines: EngineChoice;
  /** The current knowledge base (suggested questions are drawn from its products and FAQ). */
  knowledge: () => Promise<KnowledgeBase>;
  rateLimit?: ChatRateLimiter | undefined;
  log?: RunOptions['log'];
}) {
  return { ...turnService(deps), ...historyService(deps), ...hintsService(deps) };
}
export type ConversationService = ReturnType<typeof conversationService>;
