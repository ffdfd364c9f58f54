import { categoryParamsSchema, hintListSchema } from '@broker/contract';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';
import { withOpenApi } from './open-api.js';

const guessQuerySchema = z.object({ conversation_id: z.string().max(64).optional() });
const productAidesParamsSchema = z.object({ id: z.string().min(1).max(64) });
const hintsResponse = { 200: hintListSchema };

/** Spec §7 suggested questions: home screen, per category, guess-you-want after an answer. */
export const hintRoutes: RegisterRoutes = (app, { services }) => {
  const { conversation } = services;

  app.get('/mybams/myba/getDefaultQuestion', { schema: { response: hintsResponse } }, () =>
    conversation.defaultQuestions(),
  );

  app.get(
    '/v1/hints/:category',
    { schema: { params: categoryParamsSchema, response: hintsResponse } },
    (request) => conversation.hints(request.params.category),
  );

  // The product assistant's first questions; the web app's twin serves its product_aides launch.
  withOpenApi('/v1/hints/product_aides/:id', '/openapi/v1/hints/product_aides/:id', (url, routeConfig) =>
    app.get(
      url,
      { config: routeConfig, schema: { params: productAidesParamsSchema, response: hintsResponse } },
      (request) => conversation.productHints(request.params.id),
    ),
  );

  withOpenApi('/v1/ask/guess/you/want', '/openapi/v1/ask/guess/you/want', (url, routeConfig) =>
    app.get(
      url,
      { config: routeConfig, schema: { querystring: guessQuerySchema, response: hintsResponse } },
      (request) =>
        conversation.guessYouWant(authOf(request).user, request.query.conversation_id || undefined),
    ),
  );
};
