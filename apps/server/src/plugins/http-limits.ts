import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpConfig } from '../config-http.js';
import { memoryWindowCounter } from '../services/rate-limit/memory-window-counter.js';
import { windowLimiter } from '../services/rate-limit/window-limiter.js';
import { sharedWindowCounter } from '../services/scale/shared-counters.js';
import type { SharedState } from '../services/scale/shared-state.js';
import { isApiPath } from './route-table.js';

/**
 * The HTTP server's own defences (issue 21, decision 037): Chinese answers for requests Node's parser
 * refuses, a cap on open connections per address, request rates per agent and per address, `no-store`
 * on API answers, and secrets kept out of the logged URL.
 */

const PARSER_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时，请重试'],
  HPE_HEADER_OVERFLOW: [431, '请求地址或请求头过长'],
};
const PARSER_DEFAULT: [number, string] = [400, '请求格式不正确'];

function rawAnswer(status: number, detail: string, extra = ''): string {
  const body = JSON.stringify({ detail });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${extra}\r\n${body}`
  );
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a 16-KB URL, a wrong Content-Length,
 * invalid bytes in the path, headers too slow) get the app's `{detail}` in Chinese, not Fastify's
 * English default.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = PARSER_ERRORS[error.code ?? ''] ?? PARSER_DEFAULT;
  this.log.debug({ code: error.code, status }, 'request refused by the HTTP parser');
  if (socket.writable) socket.write(rawAnswer(status, detail));
  socket.destroy(error);
}

/** Open connections per client address; over `max` a connection gets a Chinese 503 and is closed. */
export function capConnectionsPerAddress(server: http.Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(rawAnswer(503, '连接数过多，请稍后再试', 'Retry-After: 5\r\n'));
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

const apiRequest = (request: FastifyRequest) =>
  isApiPath(request.url) && request.url !== '/healthz' && !request.url.startsWith('/healthz?');

/**
 * Every API route is rate-limited per client address (before authentication, so guessing credentials
 * counts) and, once the caller is known, per agent: one-minute windows, counted in Redis across the
 * instances when REDIS_URL is set, in this process's memory otherwise and while Redis is down
 * (decision 047). Registered around the auth plugin: `beforeAuth` first, `afterAuth` after it.
 */
export function rateLimits(config: HttpConfig, shared: SharedState, now: () => Date = () => new Date()) {
  const counter = sharedWindowCounter(shared, memoryWindowCounter());
  const minute = (prefix: string, limit: number) =>
    windowLimiter(counter, { prefix, limit, windowMs: 60_000, code: 'too_many:requests' }, now);
  const perAddress = minute('api-ip:', config.rateLimitPerIpPerMinute);
  const perAgent = minute('api-agent:', config.rateLimitPerMinute);
  return {
    beforeAuth(app: FastifyInstance): void {
      app.addHook('onRequest', async (request) => {
        if (apiRequest(request)) await perAddress.consume(request.ip);
      });
    },
    afterAuth(app: FastifyInstance): void {
      app.addHook('onRequest', async (request) => {
        if (request.auth && apiRequest(request)) await perAgent.consume(request.auth.user.id);
      });
    },
  };
}

/**
 * API answers are private unless a route says otherwise: conversations, history and account data must
 * not sit in a shared or browser cache.
 */
export function noStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}

/** Query parameters whose values are credentials: never logged. */
const SECRET_PARAMS = /^(erptoken|token|access_token|api_key|apikey|key|code|sig|signature|password)$/i;

/** The URL as logged: values of credential parameters replaced (the host app's `erpToken` arrives in it). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* an undecodable name is logged as it is */
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Pino's request serializer with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * CORS on the open API only (`/openapi/v1/…`), for the configured origins: a chat client running in a
 * browser (LobeChat's client request mode) may then use the assistant as its provider. Keys travel in
 * headers, never cookies, so no credentials mode; the app's own routes (sessions) never answer CORS.
 */
export function openApiCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const any = origins.includes('*');
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/openapi/v1/')) return;
    const origin = request.headers.origin;
    if (!origin || !(any || origins.includes(origin))) return;
    reply.header('access-control-allow-origin', any ? '*' : origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'retry-after');
    if (request.method !== 'OPTIONS') return;
    const asked = request.headers['access-control-request-headers'];
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', asked ?? 'authorization, content-type, x-api-key')
      .header('access-control-max-age', '600')
      .send();
  });
}
