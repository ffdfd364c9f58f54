import {
  agreementAcceptRequestSchema,
  agreementIdSchema,
  agreementSchema,
  okBodySchema,
} from '@broker/contract';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

export const agreementRoutes: RegisterRoutes = (app, { services }) => {
  // Public: the sign-in page links to the user agreement and privacy policy.
  app.get(
    '/v1/agreement/:id',
    {
      config: { public: true },
      schema: {
        params: z.object({ id: agreementIdSchema }),
        response: { 200: agreementSchema },
      },
    },
    (request) => services.agreements.get(request.params.id),
  );

  app.post(
    '/v1/agreement/accept',
    { schema: { body: agreementAcceptRequestSchema, response: { 200: okBodySchema } } },
    async (request) => {
      await services.agreements.accept(authOf(request).user.id, request.body.id, request.body.version);
      return { ok: true as const };
    },
  );
};
