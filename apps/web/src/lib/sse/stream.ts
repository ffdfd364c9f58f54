import { LIMITS, MESSAGES } from '@broker/contract';
import { common } from '../../locales/zh-CN/common';
import { HttpError, detailOf } from '../http/http-error';
import { createSseParser, type SseMessage } from './parser';

export interface StreamSseOptions {
  /** Sent as JSON; the request is a POST (the answer stream carries a question and a token). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onEvent(message: SseMessage): void;
  /**
   * Fails the stream (as a `timeout` HttpError) when nothing, not even a heartbeat, arrives for this
   * long: a proxy or a sleeping radio can leave a socket open that will never deliver again.
   */
  idleTimeoutMs?: number;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Calls back when the page comes back to the foreground; returns the unsubscribe. */
  onResume?: (callback: () => void) => () => void;
}

/**
 * Back from the background, a stream that has delivered nothing for this long (the server sends a
 * heartbeat every 15 s by default) and nothing within RESUME_GRACE_MS of the return is taken as dead:
 * phones drop sockets of suspended pages without telling them, and waiting for the idle timeout would
 * leave the agent looking at a frozen answer for up to two minutes.
 */
export const RESUME_STALL_MS = 20_000;
/** What arrives in this time after the return (bytes the system held while the page slept) is alive. */
export const RESUME_GRACE_MS = 3_000;

const onPageResume = (callback: () => void): (() => void) => {
  if (typeof document === 'undefined') return () => undefined;
  const listener = () => {
    if (document.visibilityState === 'visible') callback();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/**
 * POSTs and reads a server-sent-event stream; resolves when the server closes it.
 *
 * Our own reader rather than @microsoft/fetch-event-source: that library re-opens the request when a
 * hidden page becomes visible again and on errors, i.e. it would POST the question a second time and
 * the agent would be answered twice. Whether to re-send is a business decision (only before the
 * answer began, see features/chat), so this function never retries. It also avoids TextDecoderStream,
 * which old WebKit web views lack, and stays a few hundred bytes.
 *
 * Rejects with an HttpError like the JSON client's (spec §8): `status` with the server's `detail` as
 * the message (or 服务异常) and the parsed body as `data`; `network` / `timeout` when the connection
 * fails or stalls, also mid-stream; `aborted` when the caller's signal fires (to be ignored).
 * Nothing is shown to the user here: the caller reports a final failure through lib/http (`reportHttpError`).
 */
export async function streamSse(url: string, options: StreamSseOptions): Promise<void> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const idleMs = options.idleTimeoutMs ?? LIMITS.requestTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resumeCheck: ReturnType<typeof setTimeout> | undefined;
  let lastByteAt = Date.now();
  const stall = () => {
    timedOut = true;
    controller.abort();
  };
  const stopWatchingResume = (options.onResume ?? onPageResume)(() => {
    const resumedAt = Date.now();
    clearTimeout(resumeCheck);
    resumeCheck = setTimeout(() => {
      if (lastByteAt < resumedAt && Date.now() - lastByteAt >= RESUME_STALL_MS) stall();
    }, RESUME_GRACE_MS);
  });
  const armIdle = () => {
    lastByteAt = Date.now();
    clearTimeout(timer);
    timer = setTimeout(stall, idleMs);
  };
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  const failure = (error: unknown): HttpError => {
    if (error instanceof HttpError) return error;
    if (options.signal?.aborted) return new HttpError('canceled', 'aborted');
    if (timedOut) return new HttpError(common.requestTimeout, 'timeout');
    return new HttpError(common.networkError, 'network', 0, error);
  };

  try {
    armIdle();
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...options.headers },
      body: JSON.stringify(options.body ?? {}),
      signal: controller.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (response.status !== 200) {
      const data = parseJson(await response.text());
      throw new HttpError(detailOf(data) ?? MESSAGES.serviceException, 'status', response.status, data);
    }
    if (!response.body) throw new HttpError(common.networkError, 'network');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(options.onEvent);
    try {
      for (;;) {
        armIdle();
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.push(decoder.decode());
    } catch (error) {
      // Also stops the download when onEvent threw.
      reader.cancel().catch(() => undefined);
      throw error;
    }
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    clearTimeout(resumeCheck);
    stopWatchingResume();
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
