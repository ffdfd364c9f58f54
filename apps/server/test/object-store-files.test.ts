import type { Sts } from '@broker/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/databases.js';
import { tinyPdf } from './fixtures/tiny-pdf.js';
import { startObjectStore, type TestObjectStore } from './helpers/object-store.js';
import { authHeader, expectError, startTestApp, type TestApp } from './helpers/test-app.js';

const backends = testBackends();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

// Files in an S3-compatible store (decision 035), here s3rver: the client PUTs to the presigned address
// GET /v1/sts hands out, exactly as it PUTs to the server's own store; the server checks the bytes by
// content the first time the file is used, and two apps on one database and one store serve each
// other's uploads.
describe.each(backends)('files in an S3-compatible store on $name', (backend) => {
  let store: TestObjectStore;
  let a: TestApp;
  let b: TestApp;
  let token: string;

  beforeAll(async () => {
    store = await startObjectStore();
    a = await startTestApp(backend, store.env);
    b = await startTestApp(backend, store.env, { database: a.database });
    token = await a.login();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await store?.stop();
  });

  const sts = async (name: string): Promise<Sts> => {
    const res = await a.app.inject({
      method: 'GET',
      url: `/v1/sts?name=${encodeURIComponent(name)}`,
      headers: authHeader(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Sts>();
  };
  // What apps/web/src/lib/files/upload.ts does: the method, the address and exactly the headers given.
  const put = (slot: Sts, bytes: Buffer) =>
    fetch(slot.uploadUrl, { method: slot.method, headers: slot.headers, body: new Uint8Array(bytes) });

  it('hands out a presigned PUT to the store, and the file uploaded there is served by another instance', async () => {
    const slot = await sts('报告.png');
    expect(slot.provider).toBe('s3');
    expect(slot.uploadUrl).toMatch(
      new RegExp(`^${store.env.S3_ENDPOINT}/ba-files/files/${slot.filePath}\\?`),
    );
    expect(slot.uploadUrl).toContain('X-Amz-Signature=');
    const uploaded = await put(slot, PNG);
    expect(uploaded.status).toBe(200);
    expect(store.keys()).toContain(`files/${slot.filePath}`);

    const res = await b.app.inject({
      method: 'GET',
      url: `/v1/file/${slot.filePath}`,
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks the bytes by content on first use: an executable is refused and removed from the store', async () => {
    const slot = await sts('setup.png');
    expect((await put(slot, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]))).status).toBe(200);
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1/parse',
      headers: authHeader(token),
      payload: { file_path: slot.filePath },
    });
    expectError(res, 415, '该文件是可执行程序，不是图片或 PDF，已拒绝上传');
    expect(store.keys()).not.toContain(`files/${slot.filePath}`);
  });

  it('a slot never uploaded to is "not uploaded", and the server\'s own upload address is closed', async () => {
    const slot = await sts('never.png');
    const res = await a.app.inject({
      method: 'GET',
      url: `/v1/file/${slot.filePath}`,
      headers: authHeader(token),
    });
    expectError(res, 400, '文件尚未上传完成，请重新上传');
    const local = await a.app.inject({
      method: 'PUT',
      url: `/v1/file/upload/${slot.filePath}?token=x`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: PNG,
    });
    expect(local.statusCode).toBe(403);
  });

  it('reads an uploaded PDF from the store (a local copy for the parse worker)', async () => {
    const slot = await sts('report.pdf');
    expect((await put(slot, tinyPdf(['Blood pressure BP 150/95 mmHg, fasting glucose 5.1']))).status).toBe(
      200,
    );
    const started = await a.app.inject({
      method: 'POST',
      url: '/v1/parse',
      headers: authHeader(token),
      payload: { file_path: slot.filePath },
    });
    expect(started.statusCode, started.body).toBe(200);
    let task: { status: string; text?: string } = { status: 'queued' };
    for (let i = 0; i < 200 && (task.status === 'queued' || task.status === 'running'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await a.app.inject({
        method: 'POST',
        url: '/v1/task/status',
        headers: authHeader(token),
        payload: { task_ids: [slot.filePath] },
      });
      task = res.json<{ tasks: { status: string; text?: string }[] }>().tasks[0] ?? task;
    }
    expect(task.status).toBe('done');
    expect(task.text).toContain('BP 150/95 mmHg');
  });

  it('/readyz names the store; once it is down, uploads fail with a clear 503 and nothing is written', async () => {
    const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ok', store: { provider: 's3', status: 'ok' } });

    const slot = await sts('late.png');
    expect((await put(slot, PNG)).status).toBe(200);
    await store.stop();
    const down = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'degraded', store: { provider: 's3', status: 'down' } });
    const res = await a.app.inject({
      method: 'GET',
      url: `/v1/file/${slot.filePath}`,
      headers: authHeader(token),
    });
    expectError(res, 503, '文件存储暂不可用，请稍后再试');
    const row = await a.database.db.execute(sql`select mime from uploaded_files where id = ${slot.filePath}`);
    expect((row as unknown as { rows: { mime: string | null }[] }).rows[0]?.mime).toBeNull();
  });
});
