import {
  categoryParamsSchema,
  conversationHistorySchema,
  conversationListQuerySchema,
  conversationListSchema,
  emptyBodySchema,
  converseProductsRequestSchema,
  converseProductsResponseSchema,
  converseRequestSchema,
  converseResponseSchema,
  feedbackRequestSchema,
  historyQuerySchema,
  okBodySchema,
  productAidesListQuerySchema,
} from '@broker/contract';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';
import { hintRoutes } from './hints.js';
import { withOpenApi } from './open-api.js';
import { streamRegistry, streamTurn, watchClient } from './sse.js';

const conversationParamsSchema = categoryParamsSchema.extend({ conversationId: z.string().min(1).max(64) });
const idParamsSchema = z.object({ conversationId: z.string().min(1).max(64) });
const deleteParamsSchema = categoryParamsSchema.extend({ id: z.string().min(1).max(64) });

/** The answer streams as server-sent events, laid out in docs/decisions/008 (`streamEventSchema`). */
const STREAM_DOCS = { summary: '提问，回答以 SSE 流式返回', produces: 'text/event-stream' };

/** Spec §7 conversation calls. Every one acts on the caller's own conversations only. */
export const conversationRoutes: RegisterRoutes = (app, ctx) => {
  const { config, services } = ctx;
  const { conversation } = services;
  hintRoutes(app, ctx);
  const active = streamRegistry(app, services.shared);

  withOpenApi('/v1/conversestream/:category', '/openapi/v1/conversestream/:category', (url, routeConfig) =>
    app.post(
      url,
      {
        config: { ...routeConfig, docs: STREAM_DOCS, cleansNul: true },
        schema: { params: categoryParamsSchema, body: converseRequestSchema },
      },
      async (request, reply) => {
        const client = watchClient(reply, active);
        try {
          // Refusals (limits, 404, 409, 429) happen here, before the stream, as JSON errors.
          const turn = await conversation.start(authOf(request).user, request.params.category, request.body);
          client.answering(turn.conversationId);
          const { heartbeatMs } = config.conversation;
          await streamTurn(request, reply, turn, {
            heartbeatMs,
            signal: client.signal,
            metrics: services.metrics,
          });
        } finally {
          client.done();
        }
      },
    ),
  );

  app.post(
    '/v1/converse/:category',
    {
      config: { cleansNul: true },
      schema: {
        params: categoryParamsSchema,
        body: converseRequestSchema,
        response: { 200: converseResponseSchema },
      },
    },
    async (request, reply) => {
      const client = watchClient(reply, active);
      try {
        const turn = await conversation.start(authOf(request).user, request.params.category, request.body);
        client.answering(turn.conversationId);
        const message = await turn.run({ signal: client.signal, log: request.log });
        return {
          conversationId: turn.conversationId,
          assistantMessageId: turn.assistantMessageId,
          clean: turn.clean,
          message,
        };
      } finally {
        client.done();
      }
    },
  );

  withOpenApi('/v1/convlist/:category', '/openapi/v1/convlist/:category', (url, routeConfig) =>
    app.get(
      url,
      {
        config: routeConfig,
        schema: {
          params: categoryParamsSchema,
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema },
        },
      },
      (request) => conversation.list(authOf(request).user, request.params.category, request.query),
    ),
  );

  // Spec §7: the product assistant's history (decision 048), every category: the conversations
  // locked to `productCode`, or to any product. The web app's twin lists the launched product's.
  withOpenApi('/v1/product_aides/convhistory', '/openapi/v1/product_aides/convhistory', (url, routeConfig) =>
    app.get(
      url,
      {
        config: routeConfig,
        schema: { querystring: productAidesListQuerySchema, response: { 200: conversationListSchema } },
      },
      (request) => {
        const { productCode, ...query } = request.query;
        return conversation.list(authOf(request).user, undefined, { ...query, product: productCode ?? true });
      },
    ),
  );

  withOpenApi(
    '/v1/convhistory/:category/:conversationId',
    '/openapi/v1/convhistory/:category/:conversationId',
    (url, routeConfig) =>
      app.get(
        url,
        {
          config: routeConfig,
          schema: {
            params: conversationParamsSchema,
            querystring: historyQuerySchema,
            response: { 200: conversationHistorySchema },
          },
        },
        (request) => conversation.history(authOf(request).user, request.params.conversationId, request.query),
      ),
  );

  // Spec §7: the same history without a category (opened from the customer's side).
  app.get(
    '/v1/convhistory_mycus/:conversationId',
    {
      schema: {
        params: idParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: conversationHistorySchema },
      },
    },
    (request) => conversation.history(authOf(request).user, request.params.conversationId, request.query),
  );

  // Stops the conversation's answer on whichever instance generates it (decision 035): the partial
  // answer is kept, marked unfinished. A conversation with nothing being generated is a no-op.
  app.post(
    '/v1/convstop/:conversationId',
    {
      config: { docs: { summary: '停止该会话正在生成的回答（任一实例上）' } },
      schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: okBodySchema } },
    },
    async (request) => {
      await conversation.own(authOf(request).user, request.params.conversationId);
      await services.shared.publish('stop', request.params.conversationId);
      return { ok: true as const };
    },
  );

  // Spec §7 uses GET for the delete; it is a soft delete of the caller's own conversation.
  app.get(
    '/v1/convdel/:category/:id',
    { schema: { params: deleteParamsSchema, response: { 200: okBodySchema } } },
    async (request) => {
      await conversation.remove(authOf(request).user, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/feedback',
    { schema: { body: feedbackRequestSchema, response: { 200: okBodySchema } } },
    async (request) => {
      await conversation.feedback(authOf(request).user, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/converse_products/',
    { schema: { body: converseProductsRequestSchema, response: { 200: converseProductsResponseSchema } } },
    (request) => conversation.products(authOf(request).user, request.body),
  );
};
