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

export const healthRoutes: RegisterRoutes = (app, { services }) => {
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
};
