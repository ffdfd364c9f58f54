import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/databases.js';
import { expectError, sharedTestApp, startTestApp } from './helpers/test-app.js';

const backends = testBackends();

// A stand-in for `apps/web/dist`: the page, one hashed asset, and a secret beside (not inside) it.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-web-'));
const dist = path.join(root, 'dist');
const INDEX_HTML = '<!doctype html><html><head><title>展业助手</title></head><body>app</body></html>';
const ASSET_JS = 'console.log("hashed asset");';
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), ASSET_JS);
// The build's precompressed copies (apps/web/vite.config.ts).
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(ASSET_JS));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(ASSET_JS));
fs.writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe.each(backends)('the built web app on $name', (backend) => {
  const t = sharedTestApp(backend, { WEB_DIST_DIR: dist });

  it('serves index.html at / with no-cache and the security headers', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const direct = await t().app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET_JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli or gzip copy to browsers that take it, plain to the others", async () => {
    const url = '/assets/index-abc123.js';
    const br = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);
    const gz = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET_JS);
    const plain = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
    for (const res of [br, gz, plain]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers an unknown page path asked for as HTML with the app (no-cache)', async () => {
    for (const url of ['/chat', '/login/', '/some/deep/route?x=1']) {
      const res = await t().app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer with the app when HTML is not asked for', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/chat',
      headers: { accept: 'application/json' },
    });
    expectError(res, 404, '页面不存在');
  });

  it('a missing file is a JSON 404, even when HTML is accepted', async () => {
    expectError(await t().app.inject({ method: 'GET', url: '/missing.js' }), 404, '页面不存在');
    expectError(
      await t().app.inject({ method: 'GET', url: '/assets/index-zzz999.js', headers: html }),
      404,
      '页面不存在',
    );
  });

  it('API paths never fall back to the app', async () => {
    for (const url of ['/v1/missing', '/openapi/v1/missing', '/healthz/extra', '/mybams/myba/missing']) {
      expectError(await t().app.inject({ method: 'GET', url, headers: html }), 404, '接口不存在');
    }
  });

  it('other methods on page paths are a JSON 404', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/chat', headers: html, payload: {} });
    expectError(res, 404, '接口不存在');
  });

  it('does not serve files outside the build folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await t().app.inject({ method: 'GET', url, headers: html });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('TOP-SECRET');
    }
  });

  it('without a built app, / is a 404 that says to run npm run build, and the API still works', async () => {
    // The default test app points WEB_DIST_DIR at an empty temp folder.
    const bare = await startTestApp(backend, {}, { database: t().database });
    try {
      for (const url of ['/', '/chat', '/index.html']) {
        expectError(await bare.app.inject({ method: 'GET', url, headers: html }), 404, /npm run build/);
      }
      expect((await bare.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expectError(await bare.app.inject({ method: 'GET', url: '/v1/missing' }), 404, '接口不存在');
    } finally {
      await bare.close();
    }
  });
});
