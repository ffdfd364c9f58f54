import { AppError } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { errorHandlerWith } from '../../plugins/error-handler.js';
import { streamRegistry, streamTurn, watchClient } from '../conversation/sse.js';
import type { RegisterRoutes } from '../types.js';
import {
  chatCompletionRequestSchema,
  chatCompletionSchema,
  modelListSchema,
  openAiErrorSchema,
} from './schemas.js';
import {
  chatCompletionOf,
  converseRequestOf,
  openAiErrorOf,
  openAiStreamFormat,
  questionOf,
  unixSeconds,
} from './translate.js';

/** The channel of conversations begun through this provider (how a resent history finds its own). */
const CHANNEL = 'openai';

/** Every refusal in OpenAI's error body, so SDKs and chat clients show the Chinese reason. */
const openAiErrors = errorHandlerWith(openAiErrorOf);

const errorResponses = { 400: openAiErrorSchema, 401: openAiErrorSchema, 429: openAiErrorSchema };

/**
 * The assistant as an OpenAI-compatible provider (issue 21, decision 033): an API key of the open
 * API, the same turn as `/openapi/v1/conversestream` (rules, limits, grounding, storage), spoken in
 * OpenAI's chat-completions dialect.
 */
export const openAiRoutes: RegisterRoutes = (app, { config, services }) => {
  const { conversation, engines } = services;
  const active = streamRegistry(app, services.shared);
  const offeredSince = unixSeconds(new Date());
  const route = { config: { auth: 'apiKey' as const }, errorHandler: openAiErrors };

  app.get(
    '/openapi/v1/models',
    { ...route, schema: { response: { 200: modelListSchema, 401: openAiErrorSchema } } },
    () => ({
      object: 'list' as const,
      data: engines.models.map((id) => ({
        id,
        object: 'model' as const,
        created: offeredSince,
        owned_by: 'broker-assistant',
      })),
    }),
  );

  app.post(
    '/openapi/v1/chat/completions',
    {
      ...route,
      schema: {
        body: chatCompletionRequestSchema,
        response: { 200: chatCompletionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const client = watchClient(reply, active);
      try {
        const { user } = authOf(request);
        const { body } = request;
        if (!engines.models.includes(body.model)) throw new AppError('invalid:model');
        const asked = questionOf(body);
        const conversationId =
          asked.conversationId ??
          (asked.previousAnswer
            ? await conversation.conversationOfAnswer(user, asked.previousAnswer, CHANNEL)
            : undefined);
        // Refusals (limits, 404, 409, 429) happen here, before the stream, as OpenAI errors.
        const turn = await conversation.start(
          user,
          asked.category,
          converseRequestOf(asked, body.model, conversationId, CHANNEL),
        );
        client.answering(turn.conversationId);
        if (body.stream) {
          const format = openAiStreamFormat(body.model);
          await streamTurn(request, reply, turn, {
            heartbeatMs: config.conversation.heartbeatMs,
            signal: client.signal,
            format,
            metrics: services.metrics,
          });
          return reply;
        }
        const message = await turn.run({ signal: client.signal, log: request.log });
        // The partial answer is saved with the conversation; the client gets an honest failure.
        if (!message.success) throw new AppError('internal');
        return chatCompletionOf(message, body.model, turn.clean);
      } finally {
        client.done();
      }
    },
  );
};
