import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zhCN } from 'zod/locales';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { authPlugin } from './plugins/auth.js';
import { errorHandler, registerErrorHandling } from './plugins/error-handler.js';
import {
  capConnectionsPerAddress,
  clientErrorHandler,
  noStoreByDefault,
  openApiCors,
  rateLimits,
  requestSerializer,
} from './plugins/http-limits.js';
import { registerJsonBody, registerNulCheck } from './plugins/json-body.js';
import { recordApiRoutes } from './plugins/route-table.js';
import { registerRequestId, requestIdOf } from './plugins/request-id.js';
import { registerSecurity } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';
import { agreementRoutes } from './routes/agreement/index.js';
import { apiDocsRoutes } from './routes/api-docs/index.js';
import { authRoutes } from './routes/auth/index.js';
import { calculatorRoutes } from './routes/calculator/index.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { colourPageRoutes } from './routes/colour-page/index.js';
import { clientConfigRoutes } from './routes/client-config/index.js';
import { compareRoutes } from './routes/compare/index.js';
import { shareRoutes } from './routes/compare/share.js';
import { wechatViewerRoutes } from './routes/compare/wechat.js';
import { conversationRoutes } from './routes/conversation/index.js';
import { fileRoutes } from './routes/files/index.js';
import { healthRoutes } from './routes/health/index.js';
import { lessonRoutes } from './routes/lessons/index.js';
import { isDraining } from './routes/conversation/sse.js';
import { openAiRoutes } from './routes/openai/index.js';
import { speechRoutes } from './routes/speech/index.js';
import type { RegisterRoutes } from './routes/types.js';
import { trackingRoutes } from './routes/tracking/index.js';
import { underwritingRoutes } from './routes/underwriting/index.js';
import { userRoutes } from './routes/user/index.js';
import { webResourceRoutes } from './routes/web-resource/index.js';
import { workOrderRoutes } from './routes/work-order/index.js';
import { scheduleHousekeeping } from './services/housekeeping.js';
import type { EngineFor } from './services/conversation/index.js';
import { createServices } from './services/index.js';
import { createMetrics, NO_METRICS, type Metrics } from './services/operations/index.js';
import { openSharedState } from './services/scale/shared-state.js';
import type { Renderer } from './services/rendering/renderer.js';
import { runWithApp } from './services/work-orders/delivery-loop.js';
import { openConfiguredDatabase } from './start-up.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The image renderer's worker pool; server.ts warms it after listening. */
    renderer: Renderer;
  }
}

// Validation messages reach agents as `detail`: make zod's built-in ones Chinese.
z.config(zhCN());

const ROUTES: RegisterRoutes[] = [
  healthRoutes,
  clientConfigRoutes,
  authRoutes,
  userRoutes,
  agreementRoutes,
  catalogueRoutes,
  calculatorRoutes,
  compareRoutes,
  shareRoutes,
  wechatViewerRoutes,
  colourPageRoutes,
  conversationRoutes,
  openAiRoutes,
  fileRoutes,
  underwritingRoutes,
  workOrderRoutes,
  lessonRoutes,
  trackingRoutes,
  webResourceRoutes,
  speechRoutes,
  apiDocsRoutes,
];

export interface BuildOptions {
  /** An already-open database (tests); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Pino logging; on by default, off in tests. */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read what was logged). */
  logStream?: NodeJS.WritableStream;
  /** Answers from this engine instead of the configured ones (tests script the stream with it). */
  engineFor?: EngineFor;
  /** The business clock (customer-service hours, the notice banner); tests fix it. */
  clock?: () => Date;
}

/**
 * During shutdown (from its drain on), responses tell the client to close the connection; otherwise a
 * keep-alive socket would hold the process open until the shutdown timeout.
 */
function drainKeepAliveOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing || isDraining(app)) reply.header('connection', 'close');
  });
}

/**
 * Every request's route pattern, method, status and duration, taken when its response closes: also
 * answers that stream (hijacked replies) and requests no route matched (`(unmatched)`).
 */
function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      const route = request.routeOptions.url ?? '(unmatched)';
      metrics.request(route, request.method, reply.raw.statusCode, reply.elapsedTime / 1000);
    });
  });
}

/**
 * Builds the app without listening: tests call this and use `app.inject()`. It only builds: seeding
 * and the first catalogue load are start-up steps (start-up.ts) that server.ts runs.
 */
export async function build(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openConfiguredDatabase(config));

  const { http: limits } = config;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
            // The URL is logged with credentials in its query (the host app's erpToken) redacted.
            serializers: { req: requestSerializer },
            ...(options.logStream && { stream: options.logStream }),
          },
    bodyLimit: config.bodyLimitBytes,
    // Slow or unfinished requests cannot hold sockets for minutes (decision 037); answers are not limited.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // Ids from a proxy or client (x-request-id) when they look like ids; returned in the response.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A stream or slow client must not hold shutdown forever; idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a malformed URL) get the same `{ detail }` body as the rest.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  if (!options.database) app.addHook('onClose', () => database.close());
  capConnectionsPerAddress(app.server, limits.maxConnectionsPerAddress);
  drainKeepAliveOnClose(app);
  noStoreByDefault(app);

  scheduleHousekeeping(app, config, database.db);

  registerRequestId(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBody(app);
  registerNulCheck(app);
  // Origins the browser calls by configuration: the tracking host, the template-params service, and an
  // S3-compatible store taking uploads straight from the browser (presigned PUT, decision 035).
  const connectOrigins = [config.tracking.host, config.templateParamsUrl, config.s3?.publicEndpoint]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  await registerSecurity(app, { wechatAvatars: config.wechat !== undefined, connectOrigins });

  // Redis when REDIS_URL is set (instances share limits and stops), this process alone otherwise.
  const shared = openSharedState(config.redis, app.log);
  app.addHook('onClose', () => shared.close());
  const metrics = config.metricsToken ? createMetrics({ poolStats: database.poolStats }) : NO_METRICS;
  if (metrics.enabled) countRequests(app, metrics);
  const services = createServices(config, database, {
    engineFor: options.engineFor,
    clock: options.clock,
    log: app.log,
    shared,
    metrics,
  });
  runWithApp(app, services.workOrderDelivery);
  openApiCors(app, limits.openApiCorsOrigins);
  const limiter = rateLimits(limits, shared);
  limiter.beforeAuth(app);
  await app.register(authPlugin, { sessions: services.sessions, apiKeys: services.apiKeys });
  limiter.afterAuth(app);
  app.addHook('onClose', () => services.files.close());
  app.addHook('onClose', () => services.sessionCache.close());
  // After the requests in flight have finished (their renders among them): no worker outlives the app.
  app.addHook('onClose', () => services.renderer.close());
  app.decorate('renderer', services.renderer);
  recordApiRoutes(app);
  for (const register of ROUTES) register(app, { config, services });
  await registerWebApp(app, config.webDistDir);

  return app;
}
