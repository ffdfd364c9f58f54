import {
  FILE_LIMITS,
  fileDeleteResultSchema,
  fileDetailsSchema,
  storedFileSchema,
  fileParseSchema,
  filePathsSchema,
  parseTaskSchema,
  parseTasksSchema,
  stsQuerySchema,
  stsSchema,
} from '@broker/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import type { RegisterRoutes } from '../types.js';

const uploadParamsSchema = z.object({ id: z.string().max(64) });
const uploadQuerySchema = z.object({ token: z.string().max(64).default('') });

/**
 * Files (spec §7; issue 15, decision 024). /v1/sts hands out an upload slot; with the embedded store the
 * slot's address is PUT /v1/file/upload/:id?token=…, public like a presigned address (the token is the
 * proof), taking the raw bytes. Every other call is the signed-in agent's and sees only their files.
 */
export const fileRoutes: RegisterRoutes = (app, { services }) => {
  const { files } = services;

  app.get('/v1/sts', { schema: { querystring: stsQuerySchema, response: { 200: stsSchema } } }, (request) =>
    files.sts(authOf(request).user.id, request.query.name),
  );

  // The raw body needs its own parser; registered in a child scope so every other route stays JSON-only.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: FILE_LIMITS.maxBytes },
      (_r, body, done) => done(null, body),
    );
    scope.put(
      '/v1/file/upload/:id',
      {
        bodyLimit: FILE_LIMITS.maxBytes,
        config: {
          public: true,
          docs: { summary: '上传文件内容（凭 /v1/sts 给出的地址）', consumes: 'application/octet-stream' },
        },
        schema: {
          params: uploadParamsSchema,
          querystring: uploadQuerySchema,
          response: { 200: storedFileSchema },
        },
      },
      (request) => files.upload(request.params.id, request.query.token, request.body as Buffer | undefined),
    );
  });

  const fileDocs = { docs: { summary: '下载自己上传的文件', produces: 'application/octet-stream' } };
  app.get(
    '/v1/file/:id',
    { config: fileDocs, schema: { params: uploadParamsSchema } },
    async (request, reply) => {
      const { row, bytes } = await files.file(authOf(request).user.id, request.params.id);
      return reply
        .header('content-type', row.mime ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/v1/parse',
    { schema: { body: fileParseSchema, response: { 200: parseTaskSchema } } },
    (request) => files.parse(authOf(request).user.id, request.body.file_path),
  );

  app.post(
    '/v1/task/status',
    { schema: { body: fileDetailsSchema, response: { 200: parseTasksSchema } } },
    async (request) => ({ tasks: await files.status(authOf(request).user.id, request.body.task_ids) }),
  );

  app.post(
    '/v1/file/delete',
    { schema: { body: filePathsSchema, response: { 200: fileDeleteResultSchema } } },
    async (request) => ({
      ok: true as const,
      deleted: await files.remove(authOf(request).user.id, request.body.file_paths),
    }),
  );
};
