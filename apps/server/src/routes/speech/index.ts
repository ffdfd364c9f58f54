import { SPEECH_LIMITS, speechTaskCreateQuerySchema, speechTaskSchema } from '@broker/contract';
import type { FastifyError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { authOf } from '../../plugins/auth.js';
import { errorHandler } from '../../plugins/error-handler.js';
import type { RegisterRoutes } from '../types.js';

const taskParamsSchema = z.object({ taskId: z.string().max(64) });

/**
 * Voice input (spec §7 "speech-to-text task create and query"; issue 17, decision 029).
 * POST /v1/common/speech/task takes the recording as the raw body (any audio Content-Type; the bytes
 * are sniffed) and answers with a running task; GET /v1/common/speech/task/:taskId answers its status
 * and, once done, the text. Without a configured service both are 404s that say so.
 */
export const speechRoutes: RegisterRoutes = (app, { services }) => {
  const { speech } = services;
  app.addHook('onClose', () => speech.close());

  // The raw body needs its own parser; registered in a child scope so every other route stays JSON-only.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: SPEECH_LIMITS.maxBytes },
      (_r, body, done) => done(null, body),
    );
    // Fastify refuses a declared Content-Length over the limit before reading the body; say it in words.
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      errorHandler(
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? (new AppError('payload_too_large:audio') as unknown as FastifyError)
          : error,
        request,
        reply,
      ),
    );
    scope.post(
      '/v1/common/speech/task',
      {
        bodyLimit: SPEECH_LIMITS.maxBytes,
        // Signed in (the auth hook ran), configured and within the rate limit, before the body is read.
        onRequest: async (request) => speech.admit(authOf(request).user.id),
        config: { docs: { summary: '上传一段录音并开始识别', consumes: 'application/octet-stream' } },
        schema: { querystring: speechTaskCreateQuerySchema, response: { 200: speechTaskSchema } },
      },
      (request) =>
        speech.create(authOf(request).user.id, request.body as Buffer | undefined, request.query.durationMs),
    );
  });

  app.get(
    '/v1/common/speech/task/:taskId',
    { schema: { params: taskParamsSchema, response: { 200: speechTaskSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return speech.get(authOf(request).user.id, request.params.taskId);
    },
  );
};
