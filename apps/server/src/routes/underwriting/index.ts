import {
  comparisonHistoryQuerySchema,
  okBodySchema,
  sharedUnderwritingReportSchema,
  underwritingHistoryPageSchema,
  underwritingIdParamsSchema,
  underwritingInputSchema,
  underwritingReportSchema,
  underwritingSharedQuerySchema,
  underwritingShareSchema,
} from '@broker/contract';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

/** Pre-underwriting reports (issue 15). Not in spec §7 (paths not shown): ours, named like the tools'. */
export const underwritingRoutes: RegisterRoutes = (app, { services }) => {
  const { underwriting, underwritingShares } = services;

  app.post(
    '/v1/underwriting/report',
    { schema: { body: underwritingInputSchema, response: { 200: underwritingReportSchema } } },
    (request) => underwriting.create(authOf(request).user.id, request.body),
  );
  app.get(
    '/v1/underwriting/history',
    {
      schema: { querystring: comparisonHistoryQuerySchema, response: { 200: underwritingHistoryPageSchema } },
    },
    (request) => underwriting.history(authOf(request).user.id, request.query.page),
  );
  app.get(
    '/v1/underwriting/history/:id',
    { schema: { params: underwritingIdParamsSchema, response: { 200: underwritingReportSchema } } },
    (request) => underwriting.get(authOf(request).user.id, request.params.id),
  );
  app.delete(
    '/v1/underwriting/history/:id',
    { schema: { params: underwritingIdParamsSchema, response: { 200: okBodySchema } } },
    (request) => underwriting.remove(authOf(request).user.id, request.params.id),
  );

  // The customer's link (issue 15): the agent's report without its files, for 30 days.
  app.get(
    '/v1/underwriting/history/:id/share',
    { schema: { params: underwritingIdParamsSchema, response: { 200: underwritingShareSchema } } },
    (request) => underwritingShares.share(authOf(request).user.id, request.params.id),
  );
  // Public: the customer opens it without signing in; the code is the proof.
  app.get(
    '/v1/underwriting/shared/:id',
    {
      config: { public: true },
      schema: {
        params: underwritingIdParamsSchema,
        querystring: underwritingSharedQuerySchema,
        response: { 200: sharedUnderwritingReportSchema },
      },
    },
    (request) => underwritingShares.shared(request.params.id, request.query.share_code),
  );
};
