/**
 * Why a request failed:
 * - `status`: the server answered with a status other than 200 (401 included);
 * - `network`: no answer (offline, DNS, connection reset);
 * - `timeout`: no answer within the client's timeout;
 * - `aborted`: the caller cancelled it (never shown to the user);
 * - `invalid-response`: a 200 whose body is not JSON.
 */
export type HttpErrorKind = 'status' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly kind: HttpErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** The parsed response body (spec §8: the rejection carries the response data). */
  readonly data: unknown;

  constructor(message: string, kind: HttpErrorKind, status = 0, data: unknown = undefined) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

/** The server answered 404: the thing is gone or was never the agent's (e.g. a deleted conversation). */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** The server's Chinese `detail` text, when the body has a string one. */
export function detailOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'detail' in data) {
    const { detail } = data as { detail: unknown };
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return undefined;
}

/** The text to show for a failed call on a screen: the server's detail, else the error's message. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return detailOf(error.data) ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
