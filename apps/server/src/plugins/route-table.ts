import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the API document shows a route (decision 033). `produces` / `consumes` name a success body
     * or a request body that is not JSON (a stream, an image, a file), which a zod schema cannot
     * describe; `summary` is its one-line title.
     */
    docs?: { summary?: string; produces?: string; consumes?: string };
  }
  interface FastifyInstance {
    /** Every API route as registered (not the web app's files): the source of the API document. */
    apiRoutes: readonly ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  /** Fastify's form: `/v1/convhistory/:category/:conversationId`. */
  url: string;
  schema: FastifySchema | undefined;
  config: FastifyContextConfig;
}

const API_PREFIXES = ['/v1/', '/openapi/', '/healthz', '/readyz', '/metrics', '/wx/', '/mybams/'];

/** Paths of the API, as opposed to the web app's files. */
export const isApiPath = (url: string): boolean =>
  API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

/**
 * Records every API route registered from now on: the API's route table, which the API document and
 * the suites over every route are generated from, so a route added later is in both. HEAD twins of
 * GET routes are Fastify's own and left out.
 */
export function recordApiRoutes(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!isApiPath(url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url,
        schema: route.schema,
        config: (route.config ?? {}) as FastifyContextConfig,
      });
    }
  });
}
