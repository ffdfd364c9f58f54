import {
  TRACKING_LIMITS,
  analyticsAccessSchema,
  analyticsQuerySchema,
  analyticsSummarySchema,
  globalIdResponseSchema,
  trackingSaveResponseSchema,
} from '@broker/contract';
import type { FastifyError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { errorHandler } from '../../plugins/error-handler.js';
import { AppError } from '../../errors.js';
import type { RegisterRoutes } from '../types.js';

const tokenBodySchema = z.object({ token: z.string().max(200).optional() }).optional();

/**
 * Spec §7 `{host}/buried/spm/save` and the buried-point service's getGlobalId (decision 028), plus the
 * operators' analytics view. The /buried routes take text/plain too (what sendBeacon sends without a
 * CORS preflight) and may be called from the app on another origin (TRACKING_HOST).
 */
export const trackingRoutes: RegisterRoutes = (app, { services }) => {
  void app.register(async (scope) => {
    const buried = scope.withTypeProvider<ZodTypeProvider>();
    // A beacon's body is text (or a Blob of any type) whatever it holds; the service parses it.
    // JSON keeps the app's own parser; the rest is read as text, in this scope only.
    buried.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    buried.addHook('onSend', async (_request, reply) => {
      // No cookie or credential rides on these calls (the token is in the body), so any origin may.
      reply.header('access-control-allow-origin', '*');
    });
    buried.setErrorHandler((error: FastifyError, request, reply) =>
      errorHandler(
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? (new AppError('payload_too_large:tracking') as unknown as FastifyError)
          : error,
        request,
        reply,
      ),
    );
    buried.options('/buried/*', { config: { public: true } }, async (_request, reply) => {
      reply
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type, authorization')
        .header('access-control-max-age', '86400')
        .code(204)
        .send();
    });

    buried.post(
      '/buried/spm/save',
      {
        config: { public: true },
        bodyLimit: TRACKING_LIMITS.maxBatchBytes,
        schema: { response: { 200: trackingSaveResponseSchema } },
      },
      (request) =>
        services.tracking.save(request.body, {
          ip: request.ip,
          authorization: request.headers.authorization,
        }),
    );

    buried.post(
      '/buried/getGlobalId',
      { config: { public: true }, schema: { response: { 200: globalIdResponseSchema } } },
      (request) => {
        const parsed = tokenBodySchema.safeParse(
          typeof request.body === 'string' ? safeJson(request.body) : request.body,
        );
        const token = (parsed.success ? parsed.data?.token : undefined) ?? request.headers.authorization;
        return services.tracking.globalId(token);
      },
    );
  });

  app.get(
    '/v1/analytics/access',
    { schema: { response: { 200: analyticsAccessSchema } } },
    async (request) => ({
      operator: await services.analytics.isOperator(authOf(request).user.id),
    }),
  );

  app.get(
    '/v1/analytics/summary',
    { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSummarySchema } } },
    async (request) => {
      await services.analytics.requireOperator(authOf(request).user.id);
      return services.analytics.summary(request.query.days);
    },
  );
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
