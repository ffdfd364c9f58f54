import { emptyBodySchema, modelChangeRequestSchema, okBodySchema, userInfoSchema } from '@broker/contract';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

export const userRoutes: RegisterRoutes = (app, { services }) => {
  app.post(
    '/v1/userinfo',
    { schema: { body: emptyBodySchema, response: { 200: userInfoSchema } } },
    (request) => services.userInfo.describe(authOf(request).user),
  );

  app.post(
    '/v1/model/change',
    { schema: { body: modelChangeRequestSchema, response: { 200: okBodySchema } } },
    async (request) => {
      await services.userInfo.changeModel(authOf(request).user, request.body.mdlName);
      return { ok: true as const };
    },
  );

  // Spec §7: marks a guide popup (ppName, e.g. guide_94326) as seen so `userinfo.show` drops it.
  app.post(
    '/v1/pup/status',
    {
      schema: {
        body: z.object({ ppName: z.string({ error: '缺少引导标识' }).min(1, '缺少引导标识').max(64) }),
        response: { 200: okBodySchema },
      },
    },
    async (request) => {
      await services.userInfo.markGuideSeen(authOf(request).user, request.body.ppName);
      return { ok: true as const };
    },
  );
};
