import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from '../errors.js';

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
