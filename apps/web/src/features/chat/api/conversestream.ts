import type { Category, ConverseRequest, StreamEvent } from '@broker/contract';
import { toast } from '../../../lib/feedback';
import { http, networkErrors } from '../../../lib/http';
import { createSseErrorReporter, streamSse } from '../../../lib/sse';
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
 * chat store decides when a failure is final and calls reportStreamError then (a first network
 * failure is retried silently).
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

const report = createSseErrorReporter({
  toast: (message) => toast.show(message),
  emitNetworkError: (event) => networkErrors.emit(event),
  currentToken: () => useUserStore.getState().token,
  // lib/http keeps its session-expired flow private; a quiet token-carrying call gets the same 401 and
  // runs it there (dialog in the native app, toast + login elsewhere, once for parallel failures).
  sessionExpired: () => void http.post('/v1/userinfo', {}, { showErrorToast: false }).catch(() => undefined),
});

/** Shows a final stream failure per spec §8 (see lib/sse/report.ts). */
export function reportStreamError(error: unknown, category: Category, sentToken: string | null): void {
  report(error, { url: conversestreamUrl(category), sentToken });
}
