import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError, type ErrorCode } from '../errors.js';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid:json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid:json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid:body',
  FST_ERR_BAD_URL: 'invalid:url',
};

const PART_NAMES: Record<string, string> = {
  body: '',
  querystring: '查询参数 ',
  params: '路径参数 ',
  headers: '请求头 ',
};

type ValidationIssue = { instancePath: string; message?: string };

/** "参数 workId：请输入工号" — names the field so the caller knows what to fix. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const part = PART_NAMES[context ?? 'body'] ?? '';
  const where = field ? `${part}${field}` : `${part}请求内容`.trim();
  return `参数 ${where} 有误：${first?.message ?? '格式不正确'}`;
}

/** The table's error for anything thrown (anything unknown is `internal`: no internals leave). */
export function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('invalid:body', {
      detail: describeValidation(error.validation, error.validationContext),
    });
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped, { cause: error });
  if (error instanceof SyntaxError) return new AppError('invalid:json', { cause: error });
  if (error.statusCode === 429) return new AppError('too_many:requests', { cause: error });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('invalid:body', { cause: error });
  }
  // PostgreSQL restarting or out of reach: the request may succeed in a moment, so 503, not 500.
  if (isDatabaseUnavailable(error)) return databaseUnavailable(error);
  return new AppError('internal', { cause: error });
}

/** The database could not be reached; a client (or the proxy) retries after a few seconds. */
export const databaseUnavailable = (cause: unknown) =>
  new AppError('unavailable:database', { cause, headers: { 'retry-after': '5' } });

/**
 * An error handler writing the body `bodyOf` makes of the error, with the table's status; 5xx never
 * carry internals. Routes speaking another API's dialect (decision 033) pass their own body.
 */
export function errorHandlerWith(bodyOf: (error: AppError) => object) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.statusCode }, 'request rejected');
    }
    void reply.code(appError.statusCode).headers(appError.headers).send(bodyOf(appError));
  };
}

/** Every error leaves as `{ detail }`. */
export const errorHandler = errorHandlerWith((error) => ({ detail: error.detail }));

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
}
