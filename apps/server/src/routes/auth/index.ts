import {
  emptyBodySchema,
  erpLoginRequestSchema,
  loginRequestSchema,
  okBodySchema,
  sessionResponseSchema,
} from '@broker/contract';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

export const authRoutes: RegisterRoutes = (app, { services }) => {
  app.post(
    '/v1/login',
    {
      config: { public: true },
      schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } },
    },
    (request) =>
      services.login.withPassword(request.body.workId, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/v1/login/erp',
    {
      config: { public: true },
      schema: { body: erpLoginRequestSchema, response: { 200: sessionResponseSchema } },
    },
    (request) =>
      services.login.withHostToken(request.body.erpToken, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/v1/logout',
    { schema: { body: emptyBodySchema, response: { 200: okBodySchema } } },
    async (request) => {
      await services.sessions.revoke(authOf(request));
      return { ok: true as const };
    },
  );
};
