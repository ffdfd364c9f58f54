import { z } from 'zod';
import { int, markers } from './config-values.js';

// The HTTP server's own limits (issue 21, docs/decisions/037): timeouts, a connection cap per address
// and a request rate per agent and per address, kept apart from config.ts like the tracking part.

export const httpEnv = {
  HEADERS_TIMEOUT_MS: int(10_000, 1000, 600_000),
  REQUEST_TIMEOUT_MS: int(120_000, 1000, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: int(5_000, 1000, 600_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0)
    .max(1_000_000)
    .optional(),
  API_RATE_LIMIT_PER_MINUTE: int(600, 1, 1_000_000),
  API_RATE_LIMIT_PER_IP_PER_MINUTE: int(3000, 1, 10_000_000),
  OPENAPI_CORS_ORIGINS: markers(''),
};

type HttpEnv = z.output<z.ZodObject<typeof httpEnv>> & { TRUST_PROXY: boolean };

export interface HttpConfig {
  /** A client must have sent its request's headers within this long, or the socket is closed (408). */
  headersTimeoutMs: number;
  /** …and its whole request (body included) within this long. Answers (streams) are not limited. */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; more are closed at once. 0 = no cap. */
  maxConnectionsPerAddress: number;
  /** API requests per agent per minute, on every route (across instances with Redis, decision 047). */
  rateLimitPerMinute: number;
  /** API requests per client address per minute, agents and visitors together. */
  rateLimitPerIpPerMinute: number;
  /**
   * Web origins whose pages may call the open API (`/openapi/v1/…`, API keys only) from the browser,
   * e.g. a chat client in its browser request mode; `*` = any. Empty: no CORS.
   */
  openApiCorsOrigins: string[];
}

export function httpConfig(env: HttpEnv): HttpConfig {
  return {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(env.REQUEST_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS),
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    // Behind a proxy every connection comes from the proxy: the cap belongs to the proxy then.
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : 256),
    rateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    rateLimitPerIpPerMinute: env.API_RATE_LIMIT_PER_IP_PER_MINUTE,
    openApiCorsOrigins: env.OPENAPI_CORS_ORIGINS,
  };
}
