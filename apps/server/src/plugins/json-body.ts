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

/** How deep a JSON body may nest: no request needs more, and every walk over a body stays shallow. */
export const MAX_JSON_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The deepest nesting of arrays and objects in JSON text, counted without parsing (no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, (depth += 1));
    else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * JSON bodies, parsed safely: UTF-8 only (invalid bytes are refused, not replaced), nesting limited
 * (a 100,000-deep array overflowed the stack of the walks over a body, a 500 found by the route fuzz),
 * no prototype poisoning. An empty body counts as `{}`: the spec's client posts some calls (e.g.
 * /v1/userinfo) without a payload.
 */
export function registerJsonBody(app: FastifyInstance): void {
  // Only JSON is accepted; anything else is a 415 rather than a confusing validation error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : utf8.decode(body);
    } catch (cause) {
      return done(
        new AppError('invalid:json', { detail: '请求内容不是合法的 UTF-8 编码', cause }),
        undefined,
      );
    }
    if (text.trim() === '') return done(null, {});
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return done(
        new AppError('invalid:json', { detail: `请求内容嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）` }),
        undefined,
      );
    }
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
