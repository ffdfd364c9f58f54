import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { RegisterRoutes } from '../types.js';

const readySchema = z.object({
  /** 'degraded': serving, but Redis or the file store cannot be reached (limits fall back, uploads fail). */
  status: z.enum(['ok', 'degraded']),
  /** One process on its own (in-process stops), or instances sharing Redis (decision 035). */
  mode: z.enum(['single-process', 'redis']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'off']),
  store: z.object({ provider: z.enum(['local', 's3']), status: z.enum(['ok', 'down']) }),
});

/** The bearer token matches the configured one (compared in constant time). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const healthRoutes: RegisterRoutes = (app, { config, services }) => {
  const pingDatabase = async () => {
    try {
      await services.database.ping();
    } catch (cause) {
      throw new AppError('unavailable:database', { cause });
    }
  };

  // Alive: the process answers and its database does.
  app.get(
    '/healthz',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await pingDatabase();
      return { status: 'ok' as const };
    },
  );

  // Ready for traffic: 503 only without a database; Redis or the store being down is reported but keeps
  // the instance in rotation (a load balancer taking every instance out would be worse).
  app.get(
    '/readyz',
    { config: { public: true }, schema: { response: { 200: readySchema } } },
    async (_request, reply) => {
      await pingDatabase();
      const [redis, store] = await Promise.all([services.shared.redisStatus(), services.files.storeStatus()]);
      reply.header('cache-control', 'no-store');
      return {
        status: redis === 'down' || store === 'down' ? ('degraded' as const) : ('ok' as const),
        mode: services.shared.mode,
        database: services.database.kind,
        redis,
        store: { provider: services.files.provider, status: store },
      };
    },
  );

  // Prometheus (issue 20): only with METRICS_TOKEN, as its bearer token. Without it the route is a 404,
  // as if it did not exist. Public in the sense of no agent session: the token is the credential.
  app.get(
    '/metrics',
    {
      config: {
        public: true,
        docs: {
          summary: 'Prometheus 指标（需配置 METRICS_TOKEN，以 Bearer 令牌访问）',
          produces: 'text/plain',
        },
      },
    },
    async (request, reply) => {
      const token = config.metricsToken;
      if (!token || !services.metrics.enabled) throw new AppError('not_found:route');
      if (!tokenMatches(request.headers.authorization, token))
        throw new AppError('unauthorized:metrics_token');
      reply.header('content-type', services.metrics.contentType).header('cache-control', 'no-store');
      return services.metrics.render();
    },
  );
};
