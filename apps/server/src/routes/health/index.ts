import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { RegisterRoutes } from '../types.js';

export const healthRoutes: RegisterRoutes = (app, { services }) => {
  app.get(
    '/healthz',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      try {
        await services.database.ping();
      } catch (cause) {
        throw new AppError('unavailable:database', { cause });
      }
      return { status: 'ok' as const };
    },
  );
};
