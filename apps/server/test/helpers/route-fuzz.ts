import fc from 'fast-check';
import { z } from 'zod';
import type { ApiRoute } from '../../src/plugins/route-table.js';

/**
 * Hostile requests for one route, generated from its zod schemas (decision 037): a request is a valid-ish
 * value of each part (from the schema) with mutations — wrong types, missing and extra fields, huge
 * strings, deep nesting, NUL and other control characters, lone surrogates — plus raw-level damage:
 * invalid UTF-8, broken JSON, wrong content types, bodies over the limit, hostile path ids, malformed
 * percent-encoding and unknown query parameters.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

export interface FuzzRequest {
  /** What was done to the request, for the failure message. */
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The part of a route's schema as JSON Schema (request side), or undefined. */
export function jsonSchemaOf(
  route: ApiRoute,
  part: 'body' | 'querystring' | 'params',
): JsonSchema | undefined {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A value the schema (probably) accepts; enough to get past validation often enough to reach the handler. */
function validish(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => validish(s, depth + 1)));
  if (schema.allOf?.length) return validish(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
        } catch {
          /* an ECMAScript pattern fast-check cannot drive: fall back to text */
        }
      }
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 40, 200));
      return fc.oneof(
        fc.string({ minLength: min, maxLength: max }),
        fc.string({
          unit: fc.constantFrom(...'保险重疾险等待期多久年金'),
          minLength: Math.max(1, min),
          maxLength: max,
        }),
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1_000_000;
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validish(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 5)),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) record[key] = validish(sub, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Percent-encodes any text, lone surrogates included (as the replacement character's bytes). */
function escape(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function nested(depth: number): unknown {
  let value: unknown = '底';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values no field expects: wrong kinds, huge, deep, control characters, lone surrogates, lookalikes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '\uD800',
    '\uDFFF\uD800',
    '\u202E\u2066反向',
    '\uFEFF',
    '\u001B[31m',
    '../../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '{{7*7}}${7*7}',
    '__proto__',
    'constructor',
    '1e999',
    'NaN',
    '9'.repeat(400),
    '𠮷'.repeat(300),
    '长'.repeat(30_000),
    'x'.repeat(200_000),
    [],
    [[[]]],
    {},
    { $gt: '' },
    { length: 1e9 },
  ),
  fc.integer({ min: 30, max: 3000 }).map(nested),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Path ids an attacker tries. */
const hostileId = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '%00',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '..\\..\\windows\\win.ini',
    '....//....//',
    "' OR 1=1 --",
    '1;SELECT pg_sleep(5)',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(300),
    '中文',
    '\uD800',
    ' ',
    '.',
    '..',
    'null',
    'undefined',
    '-1',
    '1e9',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.uuid(),
);

/** Fills a route's path with ids (already escaped) — valid-ish values or hostile ones. */
function urlArb(route: ApiRoute): fc.Arbitrary<{ path: string; what: string }> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return fc.constant({ path: route.url, what: '' });
  const props = jsonSchemaOf(route, 'params')?.properties ?? {};
  const segment = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: validish(props[name]).map((v) => escape(String(v))) },
      { weight: 3, arbitrary: hostileId.map(escape) },
      // Raw, unescaped or malformed: a traversal Fastify sees as it is, broken percent-encoding.
      {
        weight: 1,
        arbitrary: fc.constantFrom('..', '%', '%E4%B8', '%ZZ', '%C0%AE%C0%AE', '%2e%2e%2f%2e%2e', '%FF%FE'),
      },
    );
  return fc.tuple(...names.map(segment)).map((values) => {
    let i = 0;
    const path = route.url.replace(/:(\w+)/g, () => values[i++] ?? '');
    return { path, what: `ids ${JSON.stringify(values.map((v) => v.slice(0, 24)))}` };
  });
}

/** A query string: the route's own parameters (valid-ish or hostile) and unknown ones. */
function queryArb(route: ApiRoute): fc.Arbitrary<string> {
  const props = jsonSchemaOf(route, 'querystring')?.properties ?? {};
  const known = Object.entries(props).map(([key, sub]) =>
    fc.oneof(validish(sub), hostileValue).map((v) => [key, v] as const),
  );
  const unknown = fc.tuple(
    fc.constantFrom('__proto__', 'constructor[prototype][x]', 'a[b][c]', 'zz', '', '%00', 'page[]', '中'),
    fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('%00', '%', 'q'.repeat(5000))),
  );
  const pair = ([key, value]: readonly [string, unknown]) => {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return `${escape(key)}=${escape(text.slice(0, 20_000))}`;
  };
  return fc
    .tuple(
      fc.subarray(known.length ? known : []).chain((arbs) => fc.tuple(...arbs)),
      fc.array(unknown, { maxLength: 3 }),
    )
    .map(([k, u]) =>
      [...k.map(pair), ...u.map(([key, v]) => (key.includes('%') ? `${key}=${v}` : pair([key, v])))].join(
        '&',
      ),
    );
}

/** A body: valid-ish with fields dropped, added or replaced by hostile values; or not an object at all. */
function bodyArb(route: ApiRoute): fc.Arbitrary<{ what: string; payload: string | Buffer; type?: string }> {
  const schema = jsonSchemaOf(route, 'body');
  const fields = Object.keys(schema?.properties ?? {});
  const base = validish(schema ?? { type: 'object' }).map(
    (v) => (v && typeof v === 'object' ? v : {}) as Record<string, unknown>,
  );
  const field = fields.length ? fc.constantFrom(...fields) : fc.constant('x');
  const json = (what: string, value: unknown) => ({ what, payload: JSON.stringify(value) ?? 'null' });
  return fc.oneof(
    base.map((b) => json('a valid-ish body', b)),
    fc.tuple(base, field, hostileValue).map(([b, f, v]) => json(`field ${f} hostile`, { ...b, [f]: v })),
    fc
      .tuple(base, fc.array(fc.tuple(field, hostileValue), { minLength: 2, maxLength: 4 }))
      .map(([b, pairs]) =>
        json(`fields ${pairs.map(([f]) => f).join(',')} hostile`, { ...b, ...Object.fromEntries(pairs) }),
      ),
    fc.tuple(base, field).map(([b, f]) => {
      const { [f]: _dropped, ...rest } = b;
      return json(`field ${f} missing`, rest);
    }),
    fc
      .tuple(base, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 }))
      .map(([b, extra]) => json('extra fields', { ...extra, ...b })),
    hostileValue.map((v) => json('a body that is not an object', v)),
    // Raw bytes: invalid UTF-8 inside a string, broken or truncated JSON, prototype keys.
    fc.tuple(base, field).map(([b, f]) => {
      const [head = '{', tail = '}'] = JSON.stringify({ ...b, [f]: 'MARK' }).split('"MARK"');
      return {
        what: `invalid UTF-8 in ${f}`,
        payload: Buffer.concat([
          Buffer.from(`${head}"`),
          Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0xe4, 0xb8]),
          Buffer.from(`"${tail}`),
        ]),
      };
    }),
    fc.constantFrom(
      { what: 'broken JSON', payload: '{"a":' },
      { what: 'trailing garbage', payload: '{}}' },
      { what: 'prototype key', payload: '{"__proto__":{"isAdmin":true}}' },
      { what: 'constructor key', payload: '{"constructor":{"prototype":{"x":1}}}' },
      { what: 'a BOM before JSON', payload: '\uFEFF{}' },
      { what: 'NUL bytes only', payload: '\u0000\u0000' },
      { what: 'deep arrays', payload: '['.repeat(100_000) + ']'.repeat(100_000) },
      { what: 'deep objects', payload: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000) },
      { what: 'a body over the limit', payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }) },
    ),
    // The right body under the wrong name.
    fc
      .tuple(
        base,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/octet-stream',
          'application/json; charset=latin1',
          'application/jsonx',
          'json',
          '*/*',
          '',
        ),
      )
      .map(([b, type]) => ({
        what: `content-type ${JSON.stringify(type)}`,
        payload: JSON.stringify(b),
        type,
      })),
  );
}

/** Hostile requests for one route, as `caller` (headers with its credentials). */
export function routeRequests(route: ApiRoute, caller: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const raw = route.config.docs?.consumes;
  const body: fc.Arbitrary<{ what: string; payload?: string | Buffer; type?: string }> = raw
    ? fc.oneof(
        fc
          .uint8Array({ maxLength: 4096 })
          .map((b) => ({ what: 'random bytes', payload: Buffer.from(b), type: raw })),
        fc.constant({ what: 'no bytes', payload: Buffer.alloc(0), type: raw }),
        fc.constant({ what: 'JSON instead of bytes', payload: '{}', type: 'application/json' }),
      )
    : takesBody
      ? bodyArb(route)
      : fc.oneof(fc.constant({ what: 'no body' }), bodyArb(route));
  return fc.tuple(urlArb(route), queryArb(route), body).map(([url, query, b]) => ({
    what: [url.what, query && `query ${query.slice(0, 80)}`, b.what].filter(Boolean).join('; '),
    method: route.method,
    url: query ? `${url.path}?${query}` : url.path,
    headers: {
      ...caller,
      ...(b.payload !== undefined ? { 'content-type': b.type ?? 'application/json' } : {}),
    },
    payload: b.payload,
  }));
}

/** A stable seed per route, so adding a route does not change what the others get. */
export function seedOf(base: number, route: ApiRoute): number {
  let h = base;
  for (const c of `${route.method} ${route.url}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
