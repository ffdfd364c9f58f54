import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a caller's or proxy's id may look like to be kept (anything else gets a new id). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request's id (issue 20): the `x-request-id` a proxy or client sent when it looks like an id,
 * otherwise a new UUID. Fastify puts it in every log line of the request (`reqId`).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * The id goes back in the `x-request-id` response header. Set on the raw response, so answers that
 * stream (hijacked replies) carry it too.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
}
