import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Authenticated, SessionService } from '../services/auth/session-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /** Routes that anyone may call; every other route needs a live session. */
    public?: boolean;
  }
}

/** Every route needs a session unless it says `config: { public: true }`: safe by default. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config.public || !request.routeOptions.url) return;
    request.auth = await opts.sessions.authenticate(request.headers.authorization);
  });
});

/** The signed-in agent of a route that is not public. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('authOf() called on a public route');
  return request.auth;
}
