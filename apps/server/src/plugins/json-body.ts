import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from '../errors.js';
import { rejectNul } from '../services/conversation/input.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route removes invisible characters (NUL among them) from its text itself and refuses them
     * elsewhere: the question of a conversation, cleaned like emoji (spec §5).
     */
    cleansNul?: boolean;
  }
}

/**
 * JSON bodies, parsed safely (no prototype poisoning). An empty body counts as `{}`: the spec's
 * client posts some calls (e.g. /v1/userinfo) without a payload.
 */
export function registerJsonBody(app: FastifyInstance): void {
  // Only JSON is accepted; anything else is a 415 rather than a confusing validation error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (cause) {
      done(new AppError('invalid:json', { cause }), undefined);
    }
  });
}

/**
 * A NUL character in any request field is refused with the field's name, on every route: PostgreSQL
 * text cannot hold one, so it would otherwise fail a query as a 500 (found by the suite over every
 * route). Raw bodies (uploads, recordings) are bytes and not looked into. Path parameters are the
 * routes' own (an id with a NUL is one that does not exist), checked by the suite over every route.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.cleansNul) return;
    if (!Buffer.isBuffer(request.body)) rejectNul(request.body);
    rejectNul(request.query, '', '查询参数 ');
  });
}
