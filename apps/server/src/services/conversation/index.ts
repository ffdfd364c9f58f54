import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { historyService } from './history-service.js';
import type { RunOptions } from './run-turn.js';
import { turnService } from './turn-service.js';
import type { ChatRateLimiter, EngineFor } from './types.js';

export type { EngineFor, ChatRateLimiter } from './types.js';
export type { Turn } from './turn-service.js';

/** Conversations: answering a question (streamed or not) and the agent's history around it. */
export function conversationService(deps: {
  db: Db;
  config: Config;
  engineFor: EngineFor;
  rateLimit?: ChatRateLimiter | undefined;
  log?: RunOptions['log'];
}) {
  return { ...turnService(deps), ...historyService(deps) };
}
export type ConversationService = ReturnType<typeof conversationService>;
