import { LIMITS } from '@broker/contract';
import { createEmitter } from '../emitter';
import { createHttpClient, type HttpClient, type HttpDeps, type NetworkErrorEvent } from './client';

export { HttpError, detailOf, errorText, isNotFound } from './http-error';
export type { RequestOptions, NetworkErrorEvent, ReportContext } from './client';

/** Network failures, for the app to present (spec §8: shown as a toast via an event). */
export const networkErrors = createEmitter<NetworkErrorEvent>();

// Inert until the app wires the UI, the token store and navigation in (src/app/http-setup.ts).
const deps: HttpDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => null,
  clearToken: () => undefined,
  isNativeApp: () => false,
  externalLoginUrl: () => '',
  replaceLocation: (url) => window.location.replace(url),
  goToLogin: () => undefined,
  ui: {
    toast: () => undefined,
    showLoading: () => undefined,
    hideLoading: () => undefined,
    confirm: () => undefined,
  },
  networkErrors,
  timeoutMs: LIMITS.requestTimeoutMs,
};

export const http = createHttpClient(deps);

/** Shows a failed stream the way the client shows its own failed calls (spec §8). */
export const reportHttpError: HttpClient['report'] = (error, context) => http.report(error, context);

export function configureHttp(overrides: Partial<Omit<HttpDeps, 'networkErrors'>>): void {
  Object.assign(deps, overrides);
}
