import fs from 'node:fs';
import path from 'node:path';
import type { ParseTask, StoredFile, Sts, UnderwritingReport } from '@broker/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from './fixtures/tiny-pdf.js';
import { testBackends } from './helpers/databases.js';
import { eq } from 'drizzle-orm';
import { updateParse } from '../src/db/files-repository.js';
import { uploadedFiles } from '../src/db/schema-underwriting.js';
import { filesService } from '../src/services/files/files-service.js';
import { localFileStore } from '../src/services/files/file-store.js';
import { agentTokens } from './helpers/agents.js';
import { authHeader, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();

/** A report photo drawn here (system fonts through libvips' text renderer). */
const reportPng = () =>
  sharp({
    text: {
      text: [
        '健康体检报告',
        '姓名：张女士  性别：女  年龄：38岁',
        '甲状腺超声：甲状腺右叶结节，大小约1.2×0.8cm，TI-RADS 3类',
        '血压：150/95 mmHg',
        '空腹血糖：5.2 mmol/L',
      ].join('\n'),
      rgba: true,
      dpi: 200,
    },
  })
    .flatten({ background: '#ffffff' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#ffffff' })
    .png()
    .toBuffer();

describe.each(backends)('files and pre-underwriting on $name', (backend) => {
  const t = sharedTestApp(backend);
  const token = agentTokens(t);
  const sts = async (workId?: string, name = '体检报告.png') =>
    (
      await t().app.inject({
        method: 'GET',
        url: `/v1/sts?name=${encodeURIComponent(name)}`,
        headers: authHeader(await token(workId)),
      })
    ).json<Sts>();
  const put = (slot: Sts, body: Buffer) =>
    t().app.inject({ method: 'PUT', url: slot.uploadUrl, headers: slot.headers, payload: body });
  const upload = async (body: Buffer, workId?: string) => {
    const slot = await sts(workId);
    const res = await put(slot, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoredFile>();
  };
  const waitDone = async (filePath: string): Promise<ParseTask> => {
    for (;;) {
      const res = await post(t().app, '/v1/task/status', await token(), { task_ids: [filePath] });
      const task = res.json<{ tasks: ParseTask[] }>().tasks[0];
      if (task && (task.status === 'done' || task.status === 'failed')) return task;
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  const onDisk = (id: string) => path.join(t().config.dataDir, 'files', id);

  it('uploads a photo, reads it off the request path, and reports cited verdicts per kind', async () => {
    const file = await upload(await reportPng());
    expect(file).toMatchObject({ name: '体检报告.png', mime: 'image/png' });
    expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
    const started = await post(t().app, '/v1/parse', await token(), { file_path: file.path });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<ParseTask>().status).toBe('queued');
    const task = await waitDone(file.path);
    expect(task.status, task.reason).toBe('done');
    expect(task.text).toContain('TI-RADS');

    const res = await post(t().app, '/v1/underwriting/report', await token(), {
      customer: { age: 38, gender: 'female', heightCm: 160, weightKg: 55 },
      kinds: ['critical_illness', 'medical', 'life'],
      filePaths: [file.path],
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<UnderwritingReport>();
    const thyroid = report.conditions.find((c) => c.code === 'thyroid_nodule');
    expect(thyroid).toMatchObject({ band: 'tirads_1_3', origin: '体检报告.png' });
    expect(thyroid?.sources[0]).toContain('TI-RADS');
    expect(report.conditions.find((c) => c.code === 'blood_pressure')?.band).toBe('grade_1');
    const ci = report.verdicts.find((v) => v.kind === 'critical_illness');
    expect(ci?.verdict).toBe('loading');
    expect(ci?.exclusions.join()).toContain('甲状腺');
    expect(report.disclaimer).toBe('结果仅供参考，以保险公司核保结论为准');
    expect(report.disclosure).toContain('第十六条');

    const history = await t().app.inject({
      method: 'GET',
      url: '/v1/underwriting/history',
      headers: authHeader(await token()),
    });
    expect(history.json<{ items: { id: string }[] }>().items[0]?.id).toBe(report.id);
    const foreign = await t().app.inject({
      method: 'GET',
      url: `/v1/underwriting/history/${report.id}`,
      headers: authHeader(await token('UW-OTHER')),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/v1/underwriting/history/${report.id}`,
      headers: authHeader(await token()),
    });
    expect(removed.statusCode).toBe(200);
  }, 120_000);

  it('typed conditions without a report', async () => {
    const res = await post(t().app, '/v1/underwriting/report', await token(), {
      customer: { age: 45, gender: 'male' },
      kinds: ['critical_illness'],
      conditionsText: '乙肝小三阳，肝功能正常；空腹血糖 7.8 mmol/L',
    });
    const report = res.json<UnderwritingReport>();
    expect(report.verdicts[0]?.verdict).toBe('decline');
    expect(report.conditions.map((c) => c.origin)).toEqual(['已填写的健康情况', '已填写的健康情况']);
  });

  it('reads a text PDF; refuses an encrypted one and one over the page limit with the reason', async () => {
    const read = async (body: Buffer) => {
      const file = await upload(body);
      await post(t().app, '/v1/parse', await token(), { file_path: file.path });
      return waitDone(file.path);
    };
    const text = await read(tinyPdf(['Blood pressure BP 150/95 mmHg, fasting glucose 5.1']));
    expect([text.status, text.pages]).toEqual(['done', 1]);
    expect(text.text).toContain('BP 150/95 mmHg');
    const english = await post(t().app, '/v1/underwriting/report', await token(), {
      customer: { age: 40, gender: 'male' },
      filePaths: [text.file_path],
    });
    expect(english.json<UnderwritingReport>().unreadFiles[0]?.reason).toMatch(/^报告不是中文/);
    const locked = await read(
      tinyPdf(['Blood pressure BP 150/95 mmHg, fasting glucose 5.1'], { encrypted: true }),
    );
    expect([locked.status, locked.reason]).toEqual(['failed', 'PDF 已加密，请去除密码后再上传']);
    const long = await read(
      tinyPdf(Array.from({ length: 31 }, (_, k) => `Page ${k + 1} of a long document`)),
    );
    expect([long.status, long.reason]).toEqual([
      'failed',
      'PDF 共31页，超过30页上限，请只上传检查报告相关页',
    ]);
  }, 60_000);

  it('a file left queued or running by a stopped process is read by the next one', async () => {
    const file = await upload(tinyPdf(['Blood pressure BP 150/95 mmHg, fasting glucose 5.1']));
    const { db } = t().database;
    await updateParse(db, file.path, { parseStatus: 'running', progress: 40, stage: '正在读取第1/1页' });
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.path));
    // A new process: its own service and queue over the same database and folder.
    const next = filesService(db, localFileStore(t().config.dataDir));
    try {
      for (;;) {
        const [task] = await next.status(row?.userId ?? '', [file.path]);
        if (task?.status === 'done') {
          expect(task.text).toContain('BP 150/95');
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await next.close();
    }
  }, 60_000);

  it('refuses bad files with a Chinese detail, and writes nothing', async () => {
    const exe = await put(
      await sts(undefined, 'report.jpg'),
      Buffer.from('MZ\x90\x00this program', 'latin1'),
    );
    expect([exe.statusCode, exe.json().detail]).toEqual([
      415,
      '该文件是可执行程序，不是图片或 PDF，已拒绝上传',
    ]);
    const empty = await put(await sts(), Buffer.alloc(0));
    expect([empty.statusCode, empty.json().detail]).toEqual([400, '文件为空，请重新选择']);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(32)]);
    expect((await put(await sts(), heic)).json().detail).toMatch(/HEIC/);
    const huge = await put(await sts(), Buffer.alloc(21 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    const slot = await sts();
    const forged = await t().app.inject({
      method: 'PUT',
      url: slot.uploadUrl.replace(/token=.*/, 'token=forged'),
      payload: Buffer.from('%PDF-1.4'),
    });
    expect([forged.statusCode, forged.json().detail]).toEqual([403, '上传地址无效或已过期，请重新上传']);
    const traversal = await post(t().app, '/v1/file/delete', await token(), {
      file_paths: ['../../etc/passwd'],
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().detail).toContain('文件路径格式不正确');
    const unknown = await post(t().app, '/v1/parse', await token(), { file_path: slot.filePath });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([400, '文件尚未上传完成，请重新上传']);
  });

  it("another agent's file: not found for every call; deleting really removes the bytes", async () => {
    const file = await upload(Buffer.from('%PDF-1.4\n%%EOF'));
    expect(fs.existsSync(onDisk(file.path))).toBe(true);
    const other = await token('UW-OTHER');
    for (const [url, body] of [
      ['/v1/parse', { file_path: file.path }],
      ['/v1/task/status', { task_ids: [file.path] }],
      ['/v1/file/delete', { file_paths: [file.path] }],
    ] as const) {
      const res = await post(t().app, url, other, body);
      expect([url, res.statusCode, res.json().detail]).toEqual([url, 404, '文件不存在或已删除']);
    }
    const read = await t().app.inject({ method: 'GET', url: file.url, headers: authHeader(other) });
    expect(read.statusCode).toBe(404);
    const report = await post(t().app, '/v1/underwriting/report', other, {
      customer: { age: 30, gender: 'male' },
      filePaths: [file.path],
    });
    expect(report.statusCode).toBe(404);
    expect(fs.existsSync(onDisk(file.path))).toBe(true);

    const removed = await post(t().app, '/v1/file/delete', await token(), { file_paths: [file.path] });
    expect(removed.json()).toEqual({ ok: true, deleted: 1 });
    expect(fs.existsSync(onDisk(file.path))).toBe(false);
    const gone = await post(t().app, '/v1/task/status', await token(), { task_ids: [file.path] });
    expect(gone.statusCode).toBe(404);
  });
});
