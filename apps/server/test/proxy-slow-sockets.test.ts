import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/databases.js';
import { findNginx, NGINX_SITE, startNginx, type RunningNginx } from './helpers/nginx.js';
import { freePort } from './helpers/server-process.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Slow sockets against the scale-out proxy (issue 21, decision 037): the shipped site (deploy/nginx.conf)
 * in front of an instance, as proxy-instances.test.ts runs it but needing neither PostgreSQL nor Redis.
 * Sockets that never finish their headers, bodies that stop arriving and idle kept-alive connections
 * are closed by the proxy's own timeouts; requests in progress beyond the per-address cap get the app's
 * Chinese 503 at once; and /healthz keeps answering another client throughout. The app's own limits
 * (no proxy) are http-hardening.test.ts's.
 */
const nginx = findNginx();
if (!nginx && process.env.CI) throw new Error('nginx is required in CI (apt-get install nginx)');
if (!nginx) console.log('[proxy] slow-socket tests skipped: nginx is not installed (apt-get install nginx)');

const site = fs.readFileSync(NGINX_SITE, 'utf8');
/** A directive's value in the shipped site (the test follows the file, not a copy of its numbers). */
const setting = (pattern: RegExp): number => {
  const found = pattern.exec(site)?.[1];
  if (!found) throw new Error(`deploy/nginx.conf has no ${pattern.source}`);
  return Number(found);
};
const HEADER_TIMEOUT_S = setting(/^\s*client_header_timeout (\d+)s;$/m);
const BODY_TIMEOUT_S = setting(/^\s*client_body_timeout (\d+)s;$/m);
// The server block's, not the upstream block's (connections to the instances).
const KEEPALIVE_TIMEOUT_S = setting(/^server \{[^]*^\s*keepalive_timeout (\d+)s;$/m);
const CAP = setting(/^\s*limit_conn per_address (\d+);$/m);
// The slow clients come from another loopback address than the client checking /healthz.
const ATTACKER = '127.0.0.2';

interface Held {
  /** Everything the proxy wrote before it closed the socket, and when it closed it (ms after opening). */
  closed: Promise<{ answer: string; afterMs: number }>;
  /** Resolves with the first bytes the proxy writes. */
  firstBytes: Promise<string>;
  socket: net.Socket;
}

function hold(port: number, bytes: string): Held {
  const opened = Date.now();
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
  const chunks: Buffer[] = [];
  let first: (text: string) => void = () => undefined;
  const firstBytes = new Promise<string>((resolve) => (first = resolve));
  socket.on('data', (c: Buffer) => {
    chunks.push(c);
    first(Buffer.concat(chunks).toString('utf8'));
  });
  socket.on('error', () => undefined);
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) =>
    socket.on('close', () =>
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), afterMs: Date.now() - opened }),
    ),
  );
  socket.write(bytes);
  return { closed, firstBytes, socket };
}

const backends = testBackends();

describe.skipIf(!nginx)('slow sockets against the shipped proxy', () => {
  describe.each(backends)('the proxy in front of an instance on $name', (backend) => {
    let app: TestApp;
    let proxy: RunningNginx;
    let upstreamSockets = 0;

    beforeAll(async () => {
      app = await startTestApp(backend, { TRUST_PROXY: 'true' });
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      app.app.server.on('connection', () => (upstreamSockets += 1));
      const { port } = app.app.server.address() as net.AddressInfo;
      proxy = await startNginx(nginx, await freePort(), [`127.0.0.1:${port}`]);
    });
    afterAll(async () => {
      await proxy?.stop();
      await app?.close();
    });

    it(
      'closes slow headers, stalled bodies and idle connections on time, caps requests per address, and /healthz keeps answering',
      async () => {
        const { port } = new URL(proxy.base);
        const p = Number(port);
        const upstreamBefore = upstreamSockets;

        // A kept-alive connection that asks once and then stays idle (opened first: it is one of the
        // address's requests while its answer is written).
        const idle = hold(p, 'GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n');
        expect((await idle.firstBytes).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');

        // 1. 200 sockets whose headers never end.
        const slowHeaders = Array.from({ length: 200 }, () =>
          hold(p, 'GET /healthz HTTP/1.1\r\nHost: a\r\nX-Slow: '),
        );
        // 2. CAP + 20 requests whose bodies stop after a byte: counted as requests in progress, so the
        //    last 20 are refused at once.
        const slowBodies = Array.from({ length: CAP + 20 }, () =>
          hold(
            p,
            'POST /v1/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
          ),
        );
        // Meanwhile another client is served, every time, quickly.
        for (let i = 0; i < 5; i += 1) {
          const started = Date.now();
          const health = await fetch(`${proxy.base}/healthz`);
          expect(health.status).toBe(200);
          expect(Date.now() - started).toBeLessThan(2000);
          await new Promise((r) => setTimeout(r, 500));
        }

        // The refused ones: 20, answered while the others are held, in Chinese.
        const refused = (
          await Promise.all(
            slowBodies.map((h) =>
              Promise.race([
                h.closed.then((c) => c.answer),
                new Promise<string>((r) => setTimeout(() => r(''), 3000)),
              ]),
            ),
          )
        ).filter((a) => a.startsWith('HTTP/1.1 503'));
        expect(refused.length).toBe(20);
        const body = refused[0]?.slice((refused[0]?.indexOf('\r\n\r\n') ?? 0) + 4) ?? '';
        expect(JSON.parse(body)).toEqual({ detail: '连接数过多，请稍后再试' });
        expect(refused[0]).toMatch(/^content-type: application\/json; charset=utf-8$/im);

        // Every slow socket is closed by the proxy within its timeout (plus a margin for a busy machine).
        const margin = 5000;
        const headers = await Promise.all(slowHeaders.map((h) => h.closed));
        for (const { answer, afterMs } of headers) {
          expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
          expect(afterMs).toBeGreaterThanOrEqual(HEADER_TIMEOUT_S * 1000 - 1000);
          expect(afterMs).toBeLessThan(HEADER_TIMEOUT_S * 1000 + margin);
        }
        const bodies = await Promise.all(slowBodies.map((h) => h.closed));
        const timedOut = bodies.filter((b) => !b.answer.startsWith('HTTP/1.1 503'));
        expect(timedOut.length).toBe(CAP);
        for (const { answer, afterMs } of timedOut) {
          expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
          expect(afterMs).toBeLessThan(BODY_TIMEOUT_S * 1000 + margin);
        }
        const idleClosed = await idle.closed;
        expect(idleClosed.afterMs).toBeLessThan(KEEPALIVE_TIMEOUT_S * 1000 + margin);
        // None of them reached the instance: the proxy held them, and it opens only its few own
        // connections to the instance (the health checks and the idle connection's request).
        expect(upstreamSockets - upstreamBefore).toBeLessThan(10);

        // The proxy logged the timeouts as 408s and still answers.
        expect(proxy.accessLog().filter((line) => line.startsWith('408 ')).length).toBeGreaterThanOrEqual(
          200,
        );
        expect((await fetch(`${proxy.base}/healthz`)).status).toBe(200);
      },
      (BODY_TIMEOUT_S + 30) * 1000,
    );

    it("requests the proxy itself refuses get the app's Chinese answers; an instance's own 400 passes through", async () => {
      const p = Number(new URL(proxy.base).port);
      const exchange = async (bytes: string) => {
        const held = hold(p, bytes);
        const { answer } = await held.closed;
        return answer;
      };
      const cases: [string, string, string, string][] = [
        [
          'a 20-KB address',
          `GET /v1/products?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
          '414',
          '请求地址或请求头过长',
        ],
        [
          'a 40-KB header',
          `GET /healthz HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(40_000)}\r\n\r\n`,
          '400',
          '请求地址或请求头过长',
        ],
        [
          'a malformed request line',
          'GET /healthz HTTP/1.1 extra\r\nHost: a\r\n\r\n',
          '400',
          '请求格式不正确',
        ],
        ['no Host', 'GET /healthz HTTP/1.1\r\n\r\n', '400', '请求格式不正确'],
      ];
      for (const [what, bytes, status, detail] of cases) {
        const answer = await exchange(bytes);
        expect(answer.split('\r\n')[0], what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(answer, what).toMatch(/^content-type: application\/json; charset=utf-8$/im);
        expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), what).toEqual({ detail });
      }
      // The app's own refusal is the app's, not the proxy's.
      const login = await fetch(`${proxy.base}/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ workId: 1 }),
      });
      expect(login.status).toBe(400);
      expect((await login.json()) as { detail: string }).not.toEqual({ detail: '请求格式不正确' });
    });
  });
});
