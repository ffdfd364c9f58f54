import { MESSAGES } from '@broker/contract';
import { HttpError, detailOf, type NetworkErrorEvent } from '../http';

export interface SseReportDeps {
  toast(message: string): void;
  emitNetworkError(event: NetworkErrorEvent): void;
  /** The token stored now. */
  currentToken(): string | null;
  /**
   * Runs the JSON client's session-expired flow (spec §8: dialog in the native app, toast + login
   * elsewhere, shown once). lib/http does not export that flow, so the app passes a call that gets
   * the same 401 through the client (see features/chat/api/conversestream.ts).
   */
  sessionExpired(): void;
}

/**
 * Shows a failed stream the way lib/http shows a failed JSON call (spec §8): aborts are silent,
 * network failures go to the network-error event, a 401 on a call that sent a token is a session
 * expiry, anything else toasts the server's detail (or 服务异常).
 */
export function createSseErrorReporter(deps: SseReportDeps) {
  return (error: unknown, context: { url: string; sentToken: string | null }): void => {
    if (!(error instanceof HttpError)) {
      deps.toast(MESSAGES.serviceException);
      return;
    }
    if (error.kind === 'aborted') return;
    if (error.kind === 'network' || error.kind === 'timeout') {
      deps.emitNetworkError({ kind: error.kind, message: error.message, url: context.url });
      return;
    }
    if (error.status === 401 && context.sentToken) {
      // Parallel 401s: only while the token that failed is still the stored one.
      if (deps.currentToken() === context.sentToken) deps.sessionExpired();
      return;
    }
    deps.toast(detailOf(error.data) ?? error.message ?? MESSAGES.serviceException);
  };
}
