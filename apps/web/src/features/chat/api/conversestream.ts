import type { Category, ConverseRequest, StreamEvent } from '@broker/contract';
import { streamSse } from '../../../lib/sse';
import { useUserStore } from '../../../stores/user-store';

export type ConverseStreamBody = Partial<ConverseRequest>;

export interface ConverseStreamOptions {
  signal?: AbortSignal;
  /** Each parsed event (decision 008: one JSON object per `data:` line). */
  onEvent(event: StreamEvent): void;
}

/**
 * POST /v1/conversestream/{category}: the streamed answer. Resolves when the stream closes (with or
 * without an `end` event: the caller checks), rejects with an HttpError. Nothing is shown here; the
 * chat store decides when a failure is final and reports it then through lib/http's reporter (a first
 * network failure is retried silently).
 */
export function streamConversation(
  category: Category,
  body: ConverseStreamBody,
  options: ConverseStreamOptions,
): Promise<void> {
  const token = useUserStore.getState().token;
  return streamSse(conversestreamUrl(category), {
    body,
    headers: token ? { Authorization: token } : {},
    signal: options.signal,
    onEvent: (message) => {
      // Only JSON objects are events; anything else (a proxy's banner) is skipped, not fatal.
      let event: unknown;
      try {
        event = JSON.parse(message.data);
      } catch {
        return;
      }
      if (event && typeof event === 'object' && 'data' in event) options.onEvent(event as StreamEvent);
    },
  });
}

export const conversestreamUrl = (category: Category) => `/v1/conversestream/${category}`;
