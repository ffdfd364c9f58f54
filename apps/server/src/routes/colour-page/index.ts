import {
  emptyBodySchema,
  colourPageHistoryPageSchema,
  colourPageIdParamsSchema,
  colourPageInputSchema,
  colourPageSchema,
  colourPageShareQuerySchema,
  comparisonHistoryQuerySchema,
  okBodySchema,
  sharedColourPageSchema,
} from '@broker/contract';
import type { FastifyReply } from 'fastify';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

/** The photo travels inside the JSON body: room for the largest one allowed plus the rest. */
const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

const png = (reply: FastifyReply, body: Buffer, hash: string, cache: string) =>
  reply
    .header('content-type', 'image/png')
    .header('etag', `"${hash}"`)
    .header('cache-control', cache)
    .send(body);

/**
 * Colour pages (issue 14). Not in spec §7 (its paths for this tool are not shown): ours, named like the
 * comparison's. Every agent route is owner-scoped; the two shared ones need only the page's code.
 */
export const colourPageRoutes: RegisterRoutes = (app, { services }) => {
  const { colourPages } = services;

  app.post(
    '/v1/colourpage/save/:id',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        params: colourPageIdParamsSchema,
        body: colourPageInputSchema,
        response: { 200: colourPageSchema },
      },
    },
    (request) =>
      colourPages.save(
        authOf(request).user,
        request.params.id,
        request.body,
        `${request.protocol}://${request.host}`,
      ),
  );

  app.get(
    '/v1/colourpage/history',
    { schema: { querystring: comparisonHistoryQuerySchema, response: { 200: colourPageHistoryPageSchema } } },
    (request) => colourPages.history(authOf(request).user.id, request.query.page),
  );

  app.get(
    '/v1/colourpage/history/:id',
    { schema: { params: colourPageIdParamsSchema, response: { 200: colourPageSchema } } },
    (request) => colourPages.get(authOf(request).user.id, request.params.id),
  );

  app.delete(
    '/v1/colourpage/history/:id',
    { schema: { params: colourPageIdParamsSchema, response: { 200: okBodySchema } } },
    (request) => colourPages.remove(authOf(request).user.id, request.params.id),
  );

  // Sharing without deleting: stop (the customer's link ends at once) and share again (a new link).
  app.delete(
    '/v1/colourpage/share/:id',
    { schema: { params: colourPageIdParamsSchema, response: { 200: colourPageSchema } } },
    (request) => colourPages.stopSharing(authOf(request).user.id, request.params.id),
  );

  app.post(
    '/v1/colourpage/share/:id',
    {
      schema: {
        params: colourPageIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: colourPageSchema },
      },
    },
    (request) => colourPages.share(authOf(request).user.id, request.params.id),
  );

  app.get(
    '/v1/colourpage/image/:id',
    {
      config: { docs: { summary: '彩页图片', produces: 'image/png' } },
      schema: { params: colourPageIdParamsSchema },
    },
    async (request, reply) => {
      const { png: body, hash } = await colourPages.image(authOf(request).user.id, request.params.id);
      return png(reply, body, hash, 'private, max-age=0, must-revalidate');
    },
  );

  app.get(
    '/v1/colourpage/shared/:id',
    {
      config: { public: true },
      schema: {
        params: colourPageIdParamsSchema,
        querystring: colourPageShareQuerySchema,
        response: { 200: sharedColourPageSchema },
      },
    },
    async (request) => (await colourPages.shared(request.params.id, request.query.share_code)).page,
  );

  // Public, so a plain <img> can show it and the phone's long-press menu can save it.
  app.get(
    '/v1/colourpage/shared/:id/image',
    {
      config: { public: true, docs: { summary: '分享的彩页图片', produces: 'image/png' } },
      schema: { params: colourPageIdParamsSchema, querystring: colourPageShareQuerySchema },
    },
    async (request, reply) => {
      const { png: body, page } = await colourPages.shared(request.params.id, request.query.share_code);
      return png(reply, body, page.imageHash, 'private, max-age=300');
    },
  );
};
