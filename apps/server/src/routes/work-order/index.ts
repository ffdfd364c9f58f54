import {
  csAvailabilitySchema,
  csDynamicLinkRequestSchema,
  csDynamicLinkSchema,
  csNoticeSchema,
  csSummaryParamsSchema,
  csSummarySchema,
  vehicleLinkSchema,
  workOrderIdParamsSchema,
  workOrderInputSchema,
  workOrderListSchema,
  workOrderSchema,
  workOrderSummaryRequestSchema,
} from '@broker/contract';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

/**
 * Customer service (issue 16, docs/decisions/025). Spec §7 names the dynamic-link POST's fields but no
 * paths: these are ours, named like the rest. Every work-order route is owner-scoped.
 */
const screenshotParamsSchema = z.object({ path: z.string().max(64) });
const screenshotLinkQuerySchema = z.object({
  expires: z.coerce.number().int().default(0),
  sig: z.string().max(128).default(''),
});

export const workOrderRoutes: RegisterRoutes = (app, { services }) => {
  const { workOrders, files } = services;

  // Operators' systems open a work order's screenshots by the signed link in the webhook payload; they
  // are not signed-in agents, so the signature is the proof (decision 025 addendum).
  app.get(
    '/v1/workorder/screenshot/:path',
    {
      config: {
        public: true,
        docs: { summary: '工单截图（凭 webhook 中的签名链接）', produces: 'application/octet-stream' },
      },
      schema: { params: screenshotParamsSchema, querystring: screenshotLinkQuerySchema },
    },
    async (request, reply) => {
      const { path } = request.params;
      const owner = await workOrders.screenshotOwner(path, request.query.expires, request.query.sig);
      const { row, bytes } = await files.file(owner, path);
      return reply
        .header('content-type', row.mime ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.get('/v1/cs/worktime', { schema: { response: { 200: csAvailabilitySchema } } }, () =>
    workOrders.availability(),
  );

  app.post(
    '/v1/cs/dynamiclink',
    { schema: { body: csDynamicLinkRequestSchema, response: { 200: csDynamicLinkSchema } } },
    (request) => workOrders.dynamicLink(authOf(request).user, request.body),
  );

  app.get('/v1/cs/notice', { schema: { response: { 200: csNoticeSchema } } }, () => workOrders.notice());

  app.get(
    '/v1/cs/summary/:conversationId',
    { schema: { params: csSummaryParamsSchema, response: { 200: csSummarySchema } } },
    (request) => workOrders.summary(authOf(request).user, request.params.conversationId),
  );

  app.get('/v1/vehicle/link', { schema: { response: { 200: vehicleLinkSchema } } }, (request) =>
    workOrders.vehicleLink(authOf(request).user),
  );

  app.get('/v1/workorder/list', { schema: { response: { 200: workOrderListSchema } } }, (request) =>
    workOrders.list(authOf(request).user.id),
  );

  app.post(
    '/v1/workorder/create',
    { schema: { body: workOrderInputSchema, response: { 200: workOrderSchema } } },
    (request) => workOrders.create(authOf(request).user, request.body),
  );

  app.get(
    '/v1/workorder/:id',
    { schema: { params: workOrderIdParamsSchema, response: { 200: workOrderSchema } } },
    (request) => workOrders.get(authOf(request).user.id, request.params.id),
  );

  app.post(
    '/v1/workorder/:id/summary',
    {
      schema: {
        params: workOrderIdParamsSchema,
        body: workOrderSummaryRequestSchema,
        response: { 200: workOrderSchema },
      },
    },
    (request) =>
      workOrders.attachSummary(
        authOf(request).user.id,
        request.params.id,
        request.body.summary,
        request.body.conversationId,
      ),
  );
};
