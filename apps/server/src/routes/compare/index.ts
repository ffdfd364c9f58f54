import {
  comparisonHistoryPageSchema,
  comparisonHistoryQuerySchema,
  comparisonIdParamsSchema,
  comparisonSchema,
  compareRequestSchema,
  deleteProductQuerySchema,
  okBodySchema,
} from '@broker/contract';
import { authOf } from '../../plugins/auth.js';
import { attachmentDisposition } from '../../services/compare/index.js';
import type { RegisterRoutes } from '../types.js';

const comparison = { 200: comparisonSchema };

/** Product comparison (issue 13): compute, save, history, reopen, delete; every saved one per owner. */
export const compareRoutes: RegisterRoutes = (app, { services }) => {
  const { compare } = services;

  // Not in spec §7: the result screen and every edited factor row compute here without saving.
  app.post(
    '/v1/prodcompare/compare',
    { schema: { body: compareRequestSchema, response: comparison } },
    (request) => compare.compare(request.body),
  );

  // Spec §7: `id` is 'new' for a comparison not saved yet, else the saved one it replaces.
  app.post(
    '/v1/prodcompare/history/save/:id',
    { schema: { params: comparisonIdParamsSchema, body: compareRequestSchema, response: comparison } },
    (request) => compare.save(authOf(request).user.id, request.params.id, request.body),
  );

  app.get(
    '/v1/prodcompare/history',
    { schema: { querystring: comparisonHistoryQuerySchema, response: { 200: comparisonHistoryPageSchema } } },
    (request) => compare.history(authOf(request).user.id, request.query.page),
  );

  app.get(
    '/v1/prodcompare/history/:id',
    { schema: { params: comparisonIdParamsSchema, response: comparison } },
    (request) => compare.get(authOf(request).user.id, request.params.id),
  );

  app.delete(
    '/v1/prodcompare/history/:id',
    { schema: { params: comparisonIdParamsSchema, response: { 200: okBodySchema } } },
    (request) => compare.remove(authOf(request).user.id, request.params.id),
  );

  // Spec §7 (GET): a product leaves a saved comparison.
  app.get(
    '/v1/prodcompare/deleteprod/',
    { schema: { querystring: deleteProductQuerySchema, response: comparison } },
    (request) => compare.deleteProduct(authOf(request).user.id, request.query.id, request.query.productCode),
  );

  // Spec §7: the saved comparison as a PNG the agent sends (drawn on the server, decision 018).
  app.get(
    '/v1/prodcompare/download/:id',
    {
      config: { docs: { summary: '下载对比结果图片', produces: 'image/png' } },
      schema: { params: comparisonIdParamsSchema },
    },
    async (request, reply) => {
      const image = await compare.download(authOf(request).user, request.params.id);
      const etag = `"${image.hash}"`;
      // Private (the agent's own), and revalidated: saving again under the same id changes the picture.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .header('content-type', 'image/png')
        .header('content-disposition', attachmentDisposition(image.title))
        .send(await image.render());
    },
  );
};
