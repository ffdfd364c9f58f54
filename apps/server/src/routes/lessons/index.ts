import fs from 'node:fs';
import {
  lessonListSchema,
  lessonParamsSchema,
  lessonProgressRequestSchema,
  lessonSchema,
  okBodySchema,
} from '@broker/contract';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { AppError } from '../../errors.js';
import { parseByteRange } from '../../services/lessons/index.js';
import type { RegisterRoutes } from '../types.js';

const mediumParamsSchema = z.object({ name: z.string().max(200) });

/**
 * The operation guide (issue 17, decision 027): published lessons in order, one lesson with this
 * agent's video progress, progress saves, and the lessons' media with range requests.
 */
export const lessonRoutes: RegisterRoutes = (app, { services }) => {
  const { lessons } = services;

  app.get('/v1/lessons', { schema: { response: { 200: lessonListSchema } } }, () => lessons.list());

  app.get(
    '/v1/lessons/:lessonId',
    { schema: { params: lessonParamsSchema, response: { 200: lessonSchema } } },
    (request) => lessons.get(authOf(request).user.id, request.params.lessonId),
  );

  app.put(
    '/v1/lessons/:lessonId/progress',
    {
      schema: {
        params: lessonParamsSchema,
        body: lessonProgressRequestSchema,
        response: { 200: okBodySchema },
      },
    },
    async (request) => {
      await lessons.saveProgress(authOf(request).user.id, request.params.lessonId, request.body);
      return { ok: true as const };
    },
  );

  // Public: a <video> or <img> cannot send the session header. A name is the medium's content hash
  // (unguessable), and only media of published lessons are served.
  app.get(
    '/v1/media/lessons/:name',
    {
      config: {
        public: true,
        docs: { summary: '指引的视频或图片（支持 Range）', produces: 'application/octet-stream' },
      },
      schema: { params: mediumParamsSchema },
    },
    async (request, reply) => {
      const medium = await lessons.medium(request.params.name);
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === medium.etag
          ? parseByteRange(request.headers.range, medium.size)
          : ({ kind: 'whole' } as const);
      if (range.kind === 'unsatisfiable')
        throw new AppError('invalid:range', { headers: { 'content-range': `bytes */${medium.size}` } });
      void reply
        .header('accept-ranges', 'bytes')
        .header('content-type', medium.mime)
        .header('etag', medium.etag)
        .header('cache-control', 'private, max-age=86400');
      if (range.kind === 'whole') {
        return reply.header('content-length', medium.size).send(fs.createReadStream(medium.file));
      }
      const { start, end } = range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${medium.size}`)
        .header('content-length', end - start + 1)
        .send(fs.createReadStream(medium.file, { start, end }));
    },
  );
};
