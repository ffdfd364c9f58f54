import { MESSAGES } from '@broker/contract';
import type { Emitter } from '../emitter';
import { HttpError, detailOf } from './http-error';
import { transport } from './transport';

/** What the client needs from the UI; injected so the rules below run (and are tested) without a DOM. */
export interface HttpUi {
  toast(message: string): void;
  showLoading(): void;
  hideLoading(): void;
  /** A dialog with confirm and cancel; `onClose` runs after either button. */
  confirm(options: { title: string; content: string; onConfirm(): void; onClose(): void }): void;
}

export interface NetworkErrorEvent {
  kind: 'network' | 'timeout';
  message: string;
  url: string;
}

export interface HttpDeps {
  fetch(input: string, init: RequestInit): Promise<Response>;
  getToken(): string | null;
  clearToken(): void;
  isNativeApp(): boolean;
  /** Where a native-app web view goes when the session expires; '' when not configured. */
  externalLoginUrl(): string;
  replaceLocation(url: string): void;
  goToLogin(): void;
  ui: HttpUi;
  networkErrors: Emitter<NetworkErrorEvent>;
  timeoutMs: number;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Show failures as a toast (spec §7 default true). */
  showErrorToast?: boolean;
  /** Show a counted loading toast while the call runs (spec §7 default false). */
  showLoading?: boolean;
  /** Send the stored session token as `Authorization` (default true); sign-in calls turn it off. */
  withToken?: boolean;
  signal?: AbortSignal;
  params?: QueryParams;
  headers?: Record<string, string>;
}

export interface HttpClient {
  request<T>(method: string, url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /**
   * Shows a failure of a call this client did not make (the answer stream, lib/sse) by the same rules:
   * aborts are silent, network failures go to `networkErrors`, a 401 on a call that sent a token runs
   * the session-expired flow, anything else toasts the server's detail (or 服务异常).
   */
  report(error: unknown, context: ReportContext): void;
}

export interface ReportContext {
  url: string;
  /** The token the failed call sent (null: none, so a 401 is an ordinary error). */
  sentToken: string | null;
}

/** The shared client of spec §7–§8. `deps` is read on every call, so it can be configured after creation. */
export function createHttpClient(deps: HttpDeps): HttpClient {
  let loadingCount = 0;
  let expiryDialogOpen = false;

  function startLoading() {
    loadingCount += 1;
    if (loadingCount === 1) deps.ui.showLoading();
  }
  function stopLoading() {
    // Never below zero, so an extra stop cannot leave the next call's toast unclosable.
    loadingCount = Math.max(0, loadingCount - 1);
    if (loadingCount <= 0) deps.ui.hideLoading();
  }

  function sessionExpired(data: unknown, sentToken: string) {
    if (deps.isNativeApp()) {
      if (expiryDialogOpen) return;
      expiryDialogOpen = true;
      deps.ui.confirm({
        title: MESSAGES.loginExpiredDialogTitle,
        content: MESSAGES.loginExpiredDialogContent,
        onConfirm: () => {
          const url = deps.externalLoginUrl();
          if (url) return deps.replaceLocation(url);
          deps.clearToken();
          deps.goToLogin();
        },
        onClose: () => {
          expiryDialogOpen = false;
        },
      });
      return;
    }
    // Parallel calls all get 401; only the first (whose token is still the stored one) signs out.
    if (deps.getToken() !== sentToken) return;
    deps.ui.toast(detailOf(data) ?? MESSAGES.loginExpired);
    deps.clearToken();
    deps.goToLogin();
  }

  function report(error: HttpError, url: string, showErrorToast: boolean, sentToken: string | null) {
    if (error.kind === 'aborted') return;
    if (error.kind === 'network' || error.kind === 'timeout') {
      // The app shows these (one place decides how to present connectivity problems).
      if (showErrorToast) deps.networkErrors.emit({ kind: error.kind, message: error.message, url });
      return;
    }
    // A 401 on a call that sent no token (e.g. wrong password) is an ordinary error, not an expiry.
    if (error.status === 401 && sentToken) return sessionExpired(error.data, sentToken);
    if (showErrorToast) deps.ui.toast(detailOf(error.data) ?? error.message ?? MESSAGES.serviceException);
  }

  async function request<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}) {
    const { showErrorToast = true, showLoading = false, withToken = true } = options;
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
    const sentToken = withToken ? deps.getToken() : null;
    if (sentToken) headers.Authorization = sentToken;
    const fullUrl = withParams(url, options.params);

    if (showLoading) startLoading();
    let outcome: { value: T } | { error: HttpError };
    try {
      const raw = await transport({
        url: fullUrl,
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
        timeoutMs: deps.timeoutMs,
        fetch: deps.fetch,
      });
      outcome = toOutcome<T>(raw.status, raw.data, raw.json, showErrorToast);
    } catch (error) {
      outcome = { error: error instanceof HttpError ? error : new HttpError(String(error), 'network') };
    }
    // Close the loading toast before any error toast, so closing it cannot hide the error.
    if (showLoading) stopLoading();
    if ('value' in outcome) return outcome.value;
    report(outcome.error, fullUrl, showErrorToast, sentToken);
    throw outcome.error;
  }

  return {
    request,
    get: (url, options) => request('GET', url, undefined, options),
    // The server reads an empty POST as `{}`; sending `{}` keeps proxies and strict parsers happy too.
    post: (url, body = {}, options) => request('POST', url, body, options),
    put: (url, body = {}, options) => request('PUT', url, body, options),
    report: (error, { url, sentToken }) =>
      report(
        error instanceof HttpError ? error : new HttpError(MESSAGES.serviceException, 'invalid-response'),
        url,
        true,
        sentToken,
      ),
  };
}

function toOutcome<T>(status: number, data: unknown, json: boolean, showErrorToast: boolean) {
  if (status === 200) {
    if (json) return { value: data as T };
    return { error: new HttpError(MESSAGES.serviceException, 'invalid-response', status, data) };
  }
  // Spec §8: the detail becomes the message only when error toasts are on.
  const detail = detailOf(data);
  const message = showErrorToast && detail ? detail : MESSAGES.serviceException;
  return { error: new HttpError(message, 'status', status, data) };
}

function withParams(url: string, params: QueryParams | undefined): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
