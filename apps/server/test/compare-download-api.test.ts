import { describe, expect, it } from 'vitest';
import type { Comparison } from '@broker/contract';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { agentTokens } from './helpers/agents.js';
import { authHeader, expectError, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder();
const REQUEST = { productCodes: ['AK-CI-01', 'AK-TL-01', 'HX-MED-01'], factors: { age: 22, gender: 'F' } };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe.each(backends)('GET /v1/prodcompare/download/{id} on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  const token = agentTokens(t);
  const download = async (id: string, workId?: string | null, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: 'GET',
      url: `/v1/prodcompare/download/${id}`,
      headers: { ...(workId === null ? {} : authHeader(await token(workId))), ...headers },
    });

  it('gives the owner the whole table as a PNG to save, named after the comparison; others get 404', async () => {
    const saved = await post(t().app, '/v1/prodcompare/history/save/new', await token(), REQUEST);
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, title } = saved.json<Comparison>();

    const res = await download(id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(title)}.png`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const png = res.rawPayload;
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const { width, height } = sizeOf(png);
    expect(width).toBe(1080);
    // Every row of the table is there: far taller than a screen, but not absurd.
    expect(height).toBeGreaterThan(1500);
    expect(height).toBeLessThan(20_000);

    // A cached copy is validated without drawing again.
    const again = await download(id ?? '', undefined, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);

    expectError(await download(id ?? '', 'B2001'), 404, '对比记录不存在');
    expectError(await download('not-a-uuid'), 404, '对比记录不存在');
    expectError(await download('00000000-0000-4000-8000-000000000000'), 404, '对比记录不存在');
    expectError(await download(id ?? '', null), 401, /未登录/);
  }, 60_000);
});
