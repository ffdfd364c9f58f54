import type { FeedbackRequest } from '@broker/contract';
import { http } from '../../../lib/http';

export type FeedbackBody = Pick<FeedbackRequest, 'messageId' | 'feedback'> &
  Partial<Pick<FeedbackRequest, 'reasons' | 'comment'>>;

/** POST /v1/feedback: good / bad (reasons + comment) / reset on an answer. The chat store calls it. */
export function sendFeedback(body: FeedbackBody): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/v1/feedback', body);
}
