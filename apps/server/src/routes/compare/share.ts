import {
  behaviourQuerySchema,
  behaviourReportSchema,
  comparisonIdParamsSchema,
  interactionPageSchema,
  okBodySchema,
  retrieveQuerySchema,
  shareCodeQuerySchema,
  shareCodeSchema,
  sharedComparisonSchema,
  shareInfoRequestSchema,
  shareInfoSchema,
  statusChangeQuerySchema,
} from '@broker/contract';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

/** Sharing a saved comparison, the customer's page, and the records of who opened it (spec §7). */
export const shareRoutes: RegisterRoutes = (app, { services }) => {
  const { shares } = services;

  app.get(
    '/v1/product/compare/share/code',
    { schema: { querystring: shareCodeQuerySchema, response: { 200: shareCodeSchema } } },
    (request) => shares.code(authOf(request).user.id, request.query.id),
  );

  // Not in spec §7: the agent withdraws every link of a comparison.
  app.delete(
    '/v1/product/compare/share/code',
    { schema: { querystring: shareCodeQuerySchema, response: { 200: okBodySchema } } },
    (request) => shares.revoke(authOf(request).user.id, request.query.id),
  );

  app.get(
    '/v1/prodcompare/retrieve_result/:id',
    {
      config: { public: true },
      schema: {
        params: comparisonIdParamsSchema,
        querystring: retrieveQuerySchema,
        response: { 200: sharedComparisonSchema },
      },
    },
    (request) => shares.retrieve(request.params.id, request.query.share_code),
  );

  app.post(
    '/wx/coreapi/appShareInfo',
    { schema: { body: shareInfoRequestSchema, response: { 200: shareInfoSchema } } },
    (request) =>
      shares.shareInfo(
        authOf(request).user,
        request.body.id,
        request.body.shareCode,
        `${request.protocol}://${request.host}`,
      ),
  );

  // Public: the customer's page reports its view and, on leaving, a beacon with the time spent.
  app.post(
    '/v1/behavior/reporting',
    { config: { public: true }, schema: { body: behaviourReportSchema, response: { 200: okBodySchema } } },
    (request) =>
      shares.report(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );

  app.get(
    '/v1/behavior/query',
    { schema: { querystring: behaviourQuerySchema, response: { 200: interactionPageSchema } } },
    (request) =>
      shares.records(authOf(request).user.id, request.query.current_id || undefined, request.query.page),
  );

  app.get(
    '/v1/behavior/status/change',
    {
      schema: {
        querystring: statusChangeQuerySchema,
        response: { 200: z.object({ ok: z.literal(true), changed: z.number().int() }) },
      },
    },
    (request) => shares.markRead(authOf(request).user.id, request.query.id || undefined),
  );
};
