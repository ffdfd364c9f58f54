import { HttpError } from './http-error';
import { common } from '../../locales/zh-CN/common';

export interface RawResponse {
  status: number;
  /** Parsed JSON; the raw text when the body is not JSON; undefined when empty. */
  data: unknown;
  /** False when a non-empty body could not be parsed as JSON. */
  json: boolean;
}

export interface TransportRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
  timeoutMs: number;
  fetch(input: string, init: RequestInit): Promise<Response>;
}

/**
 * One fetch with the client's timeout. Resolves with whatever status the server answered; rejects only
 * when there is no answer, as an HttpError of kind `timeout`, `aborted` (the caller cancelled) or
 * `network`. The timeout covers reading the body too, so a stalled body cannot hang a screen.
 */
export async function transport(request: TransportRequest): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort);

  try {
    const response = await request.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    return { status: response.status, ...parseBody(text) };
  } catch (error) {
    if (timedOut) throw new HttpError(common.requestTimeout, 'timeout');
    if (controller.signal.aborted) throw new HttpError('canceled', 'aborted');
    // fetch rejects with a TypeError when there is no response at all (offline, DNS, reset).
    throw new HttpError(common.networkError, 'network', 0, error);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function parseBody(text: string): Pick<RawResponse, 'data' | 'json'> {
  if (text.trim() === '') return { data: undefined, json: true };
  try {
    return { data: JSON.parse(text) as unknown, json: true };
  } catch {
    return { data: text, json: false };
  }
}
