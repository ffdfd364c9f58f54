import type { HintList } from '@broker/contract';
import { http } from '../../../lib/http';

/**
 * GET /v1/ask/guess/you/want?conversation_id=…: follow-up questions after an answer (spec §4: category
 * MyBA_Ask fetches them after each answer; the chat store shows them as a guess-you-like message).
 * Quiet: a missing suggestion is not an error for the agent.
 */
export function fetchGuessYouWant(conversationId: string): Promise<HintList> {
  return http.get<HintList>('/v1/ask/guess/you/want', {
    showErrorToast: false,
    params: { conversation_id: conversationId || undefined },
  });
}
