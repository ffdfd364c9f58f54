import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiKeyAuth } from '../services/api-keys/api-key-auth.js';
import type { Authenticated, SessionService } from '../services/auth/session-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /** Routes that anyone may call; every other route needs a session or an API key. */
    public?: boolean;
    /**
     * What identifies the caller: a session of the web app (default) or an API key (the open-API
     * routes, `/openapi/v1/…`). Each route accepts only its own kind, so a leaked key cannot act in
     * the web app and a session cannot call the open API.
     */
    auth?: 'session' | 'apiKey';
  }
}

export interface AuthPluginOptions {
  sessions: SessionService;
  apiKeys: ApiKeyAuth;
}

/** Every route needs a session unless it says `config: { public: true }`: safe by default. */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    request.auth =
      config.auth === 'apiKey'
        ? await opts.apiKeys.authenticate(request.headers, request.ip)
        : await opts.sessions.authenticate(request.headers.authorization);
  });
});

/** The caller of a route that is not public: the signed-in agent, or the owner of the API key. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('authOf() called on a public route');
  return request.auth;
}
