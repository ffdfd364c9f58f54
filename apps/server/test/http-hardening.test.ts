import net from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { redactUrl } from '../src/plugins/http-limits.js';
import { newApiKey } from '../src/services/api-keys/keys.js';
import { testBackends } from './helpers/databases.js';
import {
  apiKeyHeader,
  authHeader,
  createUser,
  DEMO_AGENT,
  startTestApp,
  type TestApp,
} from './helpers/test-app.js';

/**
 * The HTTP server's defences (issue 21, decision 037): Node's parser refusals in Chinese, slow sockets
 * timed out and capped per address while /healthz keeps answering, rate limits on every route, API-key
 * guessing locked out, API answers `no-store`, credentials kept out of the logged URL.
 */

const backends = testBackends();
const CHINESE = /[\u4e00-\u9fff]/;

/** Sends raw bytes and collects everything the server writes until it closes the socket. */
function rawExchange(port: number, bytes: string | Buffer, localAddress?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', ...(localAddress && { localAddress }) });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(bytes);
  });
}

function detailOfRaw(answer: string): string {
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  return (JSON.parse(body) as { detail: string }).detail;
}

describe.each(backends)('HTTP hardening on $name', (backend) => {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const start = async (env: Record<string, string> = {}) => {
    current = await startTestApp(backend, env);
    return current;
  };
  const listen = async (t: TestApp) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as net.AddressInfo).port;
  };

  it("requests Node's HTTP parser refuses are answered with a Chinese detail", async () => {
    const port = await listen(await start());
    const cases: [string, string, number][] = [
      ['a 20-KB URL', `GET /v1/products?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`, 431],
      ['a wrong Content-Length', 'POST /v1/login HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n{}', 400],
      [
        'two Content-Lengths',
        'POST /v1/login HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
        400,
      ],
      ['a control byte in the path', 'GET /v1/\u0001products HTTP/1.1\r\nHost: a\r\n\r\n', 400],
      ['not HTTP at all', '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003\r\n\r\n', 400],
    ];
    for (const [what, request, status] of cases) {
      const answer = await rawExchange(port, Buffer.from(request, 'latin1'));
      expect(answer.split('\r\n')[0], what).toBe(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
      );
      expect(detailOfRaw(answer), what).toMatch(CHINESE);
    }
  });

  it('slow sockets are capped per address and timed out, and /healthz keeps answering', async () => {
    const t = await start({ HEADERS_TIMEOUT_MS: '1000', MAX_CONNECTIONS_PER_ADDRESS: '10' });
    const port = await listen(t);
    // 30 sockets from another loopback address, each with headers it never finishes.
    const slow = Array.from({ length: 30 }, () => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => undefined);
      socket.write('GET /healthz HTTP/1.1\r\nHost: a\r\nX-Slow: ');
      return new Promise<string>((resolve) =>
        socket.on('close', () => resolve(Buffer.concat(chunks).toString())),
      );
    });
    // Meanwhile another client is served.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const answers = await Promise.all(slow);
    const capped = answers.filter((a) => a.startsWith('HTTP/1.1 503'));
    const timedOut = answers.filter((a) => a.startsWith('HTTP/1.1 408'));
    expect(capped.length).toBe(20);
    expect(timedOut.length).toBe(10);
    expect(detailOfRaw(capped[0] ?? '')).toBe('连接数过多，请稍后再试');
    expect(detailOfRaw(timedOut[0] ?? '')).toBe('请求超时，请重试');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it('every route is rate-limited per agent and per address with a Chinese 429', async () => {
    const t = await start({ API_RATE_LIMIT_PER_MINUTE: '5', API_RATE_LIMIT_PER_IP_PER_MINUTE: '12' });
    const token = await t.login(); // 1 request of the address
    await createUser(t.database, { workId: 'B001', password: 'password123' });
    const other = await t.login('B001', 'password123'); // 2
    const list = (who: string) =>
      t.app.inject({ method: 'GET', url: '/v1/companies', headers: authHeader(who) });
    for (let i = 0; i < 5; i += 1) expect((await list(token)).statusCode).toBe(200); // 7
    const refused = await list(token); // 8
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({ detail: '请求过于频繁，请稍后再试' });
    // Another agent has a count of its own…
    expect((await list(other)).statusCode).toBe(200); // 9
    // …but the address has one too, signed in or not.
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/v1/client-config' }); // 12
    const overAddress = await t.app.inject({ method: 'GET', url: '/v1/client-config' });
    expect(overAddress.statusCode).toBe(429);
    expect(overAddress.json<{ detail: string }>().detail).toMatch(CHINESE);
    // Another address is not limited by this one's count.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/v1/client-config',
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('every registered route is limited per address and per agent, and answers no-store (from the route table)', async () => {
    const t = await start({ API_RATE_LIMIT_PER_MINUTE: '1', API_RATE_LIMIT_PER_IP_PER_MINUTE: '1' });
    const token = await t.login();
    const key = await apiKeyHeader(t.database, DEMO_AGENT.workId);
    const routes = t.app.apiRoutes.filter((r) => r.url !== '/healthz');
    const send = (route: (typeof routes)[number], remoteAddress: string, headers: Record<string, string>) =>
      t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
        headers,
        remoteAddress,
        ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
      });
    const unlimited: string[] = [];
    const expectLimited = (res: Awaited<ReturnType<typeof send>>, what: string) => {
      if (res.statusCode !== 429 || res.json<{ detail: string }>().detail !== '请求过于频繁，请稍后再试')
        unlimited.push(`${what} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      else if (res.headers['cache-control'] !== 'no-store' || !res.headers['retry-after'])
        unlimited.push(`${what} → 429 without no-store or Retry-After`);
    };
    // Per address: each route from an address of its own whose one request of the minute is spent.
    for (const [i, route] of routes.entries()) {
      const address = `10.20.${i >> 8}.${i & 255}`;
      await t.app.inject({ method: 'GET', url: '/v1/client-config', remoteAddress: address });
      expectLimited(await send(route, address, {}), `${route.method} ${route.url} (address)`);
    }
    // Per agent: the agent's one request of the minute spent, every route it may call is refused,
    // from fresh addresses, by session and by API key alike.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/userinfo',
          headers: authHeader(token),
          remoteAddress: '10.30.0.1',
        })
      ).statusCode,
    ).toBe(200);
    for (const [i, route] of routes.filter((r) => !r.config.public).entries()) {
      const headers = route.config.auth === 'apiKey' ? key : authHeader(token);
      expectLimited(
        await send(route, `10.31.${i >> 8}.${i & 255}`, headers),
        `${route.method} ${route.url} (agent)`,
      );
    }
    console.info(
      `rate limits: ${routes.length} routes per address, ${routes.filter((r) => !r.config.public).length} per agent`,
    );
    expect(unlimited).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('every signed-in GET of the route table answers no-store, whatever its status', async () => {
    const t = await start();
    const token = await t.login();
    const key = await apiKeyHeader(t.database, DEMO_AGENT.workId);
    const cached: string[] = [];
    const gets = t.app.apiRoutes.filter((r) => r.method === 'GET' && !r.config.public);
    for (const route of gets) {
      const res = await t.app.inject({
        method: 'GET',
        url: route.url.replace(/:(\w+)/g, 'MyBA_Common'),
        headers: route.config.auth === 'apiKey' ? key : authHeader(token),
      });
      if (res.headers['cache-control'] !== 'no-store')
        cached.push(`${route.url} → ${res.statusCode} ${String(res.headers['cache-control'])}`);
    }
    console.info(`no-store: ${gets.length} signed-in GET routes`);
    expect(cached).toEqual([]);
    expect(gets.length).toBeGreaterThan(30);
  });

  it('guessing API keys locks the address out, even for the right key', async () => {
    const t = await start({ LOGIN_MAX_FAILURES_PER_IP: '3' });
    const right = await apiKeyHeader(t.database, DEMO_AGENT.workId);
    const models = (key: string, remoteAddress = '10.1.1.1') =>
      t.app.inject({
        method: 'GET',
        url: '/openapi/v1/models',
        headers: { 'x-api-key': key },
        remoteAddress,
      });
    expect((await models(right['x-api-key'])).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await models(newApiKey())).statusCode).toBe(401);
    const locked = await models(right['x-api-key']);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ detail: string }>().detail).toMatch(/API 密钥错误次数过多/);
    // Another address is unaffected.
    expect((await models(right['x-api-key'], '10.1.1.2')).statusCode).toBe(200);
  });

  it('API answers are not stored by caches unless a route says otherwise', async () => {
    const t = await start();
    const token = await t.login();
    for (const url of ['/v1/convlist/MyBA_Common', '/v1/workorder/list', '/v1/colourpage/history']) {
      const res = await t.app.inject({ method: 'GET', url, headers: authHeader(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const userinfo = await t.app.inject({ method: 'POST', url: '/v1/userinfo', headers: authHeader(token) });
    expect(userinfo.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/v1/convlist/MyBA_Common' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A route that chose its own caching keeps it.
    const config = await t.app.inject({ method: 'GET', url: '/v1/client-config' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });
});

describe('credentials in the logs', () => {
  it('redacts the values of credential parameters in a URL and nothing else', () => {
    expect(redactUrl('/index?erpToken=eyJ.abc.def&tab=2')).toBe('/index?erpToken=[REDACTED]&tab=2');
    expect(redactUrl('/v1/wechat/oauth/callback?code=xyz&state=s')).toBe(
      '/v1/wechat/oauth/callback?code=[REDACTED]&state=s',
    );
    expect(redactUrl('/a?ERPTOKEN=1&sig=2&q=keep')).toBe('/a?ERPTOKEN=[REDACTED]&sig=[REDACTED]&q=keep');
    expect(redactUrl('/v1/products?q=erpToken')).toBe('/v1/products?q=erpToken');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it.each(backends)(
    'an erpToken, a session token and an API key never reach the log ($name)',
    async (backend) => {
      const lines: string[] = [];
      const stream = new PassThrough();
      stream.on('data', (c: Buffer) => lines.push(c.toString()));
      const database = await backend.open();
      const config = loadConfig({
        LOG_LEVEL: 'info',
        DATA_DIR: '/tmp/ba-log-test',
        CATALOGUE_DIR: '/tmp/ba-no-catalogue',
      });
      const app = await build(config, { database, logStream: stream });
      try {
        const erpToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJTRUNSRVQifQ.c2lnbmF0dXJlLXNlY3JldA';
        await app.inject({ method: 'GET', url: `/index?erpToken=${erpToken}&from=app` });
        await app.inject({ method: 'GET', url: `/?erpToken=${erpToken}` });
        await app.inject({ method: 'POST', url: '/v1/login/erp', payload: { erpToken } });
        await app.inject({
          method: 'GET',
          url: '/v1/companies',
          headers: { authorization: 'Bearer SESSIONSECRET123' },
        });
        const key = newApiKey();
        await app.inject({ method: 'GET', url: '/openapi/v1/models', headers: { 'x-api-key': key } });
        const log = lines.join('');
        expect(log).toContain('erpToken=[REDACTED]');
        expect(log).toContain('"url":"/index?erpToken=[REDACTED]&from=app"');
        for (const secret of [erpToken, 'c2lnbmF0dXJlLXNlY3JldA', 'SESSIONSECRET123', key]) {
          expect(log, secret).not.toContain(secret);
        }
      } finally {
        await app.close();
      }
    },
  );
});

describe.each(backends)('CORS on the open API ($name)', (backend) => {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it('answers only the configured origins, only on /openapi/v1, preflight included', async () => {
    current = await startTestApp(backend, { OPENAPI_CORS_ORIGINS: 'https://chat.example.com' });
    const t = current;
    const key = await apiKeyHeader(t.database, DEMO_AGENT.workId);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/openapi/v1/chat/completions',
      headers: {
        origin: 'https://chat.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-stainless-os',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://chat.example.com');
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'authorization, content-type, x-stainless-os',
    );
    const models = await t.app.inject({
      method: 'GET',
      url: '/openapi/v1/models',
      headers: { ...key, origin: 'https://chat.example.com' },
    });
    expect(models.statusCode).toBe(200);
    expect(models.headers['access-control-allow-origin']).toBe('https://chat.example.com');
    // Another origin, and the app's own routes, get no CORS.
    const other = await t.app.inject({
      method: 'GET',
      url: '/openapi/v1/models',
      headers: { ...key, origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const app = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/userinfo',
      headers: { origin: 'https://chat.example.com', 'access-control-request-method': 'POST' },
    });
    expect(app.headers['access-control-allow-origin']).toBeUndefined();
    expect(app.statusCode).toBe(404);
  });

  it('is off unless configured', async () => {
    current = await startTestApp(backend);
    const key = await apiKeyHeader(current.database, DEMO_AGENT.workId);
    const res = await current.app.inject({
      method: 'GET',
      url: '/openapi/v1/models',
      headers: { ...key, origin: 'https://chat.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
