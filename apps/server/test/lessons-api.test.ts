import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lesson, LessonList } from '@broker/contract';
import { lessonServiceFor, LessonImportError } from '../src/services/lessons/index.js';
import { agentTokens } from './helpers/agents.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, startTestApp, type TestApp } from './helpers/test-app.js';

const VIDEO_LESSON = 'ask-and-follow-up';
const SHIPPED_VIDEO = path.resolve('data/lessons/media/quick-start.mp4');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(testBackends())('lessons on $name', (backend) => {
  let t: TestApp;
  const token = agentTokens(() => t);
  const newFolder = tempFolder('ba-lessons-');
  const get = async (url: string, workId = 'DEMO001', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...authHeader(await token(workId)), ...headers } });
  const media = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const lessons = () => lessonServiceFor(t.database.db, t.config.dataDir);

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads the shipped guide on first start: seven published lessons in order, the first with its video', async () => {
    const res = await get('/v1/lessons');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<LessonList>().lessons;
    expect(list.map((l) => l.id)).toEqual([
      'ask-and-follow-up',
      'product-cards',
      'premium-commission-compare',
      'copy-quote-feedback',
      'conversation-history',
      'model-and-settings',
      'ai-notice',
    ]);
    const [first] = list;
    expect(first?.video?.url).toMatch(/^\/v1\/media\/lessons\/[0-9a-f]{32}\.mp4$/);
    expect(first?.video?.poster).toMatch(/^\/v1\/media\/lessons\/[0-9a-f]{32}\.png$/);
    expect(first?.video?.durationSeconds).toBeGreaterThan(10);
    expect(list.slice(1).every((l) => l.video === null)).toBe(true);
  });

  it('gives one lesson with its text, place and neighbours; forged, unknown and unsigned requests fail clearly', async () => {
    const res = await get('/v1/lessons/product-cards');
    expect(res.statusCode, res.body).toBe(200);
    const lesson = res.json<Lesson>();
    expect(lesson).toMatchObject({
      id: 'product-cards',
      title: '看懂产品卡片',
      position: 2,
      total: 7,
      previous: { id: 'ask-and-follow-up', title: '提问与追问' },
      next: { id: 'premium-commission-compare' },
      progress: null,
    });
    expect(lesson.body).toContain('## 卡片上有什么');
    for (const id of [
      'no-such-lesson',
      '..%2F..%2Fetc%2Fpasswd',
      'ASK-AND-FOLLOW-UP',
      '%00',
      'a'.repeat(90),
    ]) {
      const res = await get(`/v1/lessons/${id}`);
      expect(res.statusCode, id).toBe(404);
      expectError(res, 404, '这篇指引不存在或已下线');
    }
    expectError(await t.app.inject({ method: 'GET', url: '/v1/lessons' }), 401, /登录/);
  });

  it('remembers video progress per agent, bounded by the video, and refuses lessons without one', async () => {
    const put = async (id: string, payload: object, workId = 'DEMO001') =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/lessons/${id}/progress`,
        headers: authHeader(await token(workId)),
        payload,
      });
    expect((await put(VIDEO_LESSON, { positionSeconds: 7.5, durationSeconds: 25 })).statusCode).toBe(200);
    expect((await get(`/v1/lessons/${VIDEO_LESSON}`)).json<Lesson>().progress).toMatchObject({
      positionSeconds: 7.5,
      durationSeconds: 25,
    });
    // Another agent has their own (none yet), and a position past the end is the end.
    expect((await get(`/v1/lessons/${VIDEO_LESSON}`, 'L2')).json<Lesson>().progress).toBeNull();
    await put(VIDEO_LESSON, { positionSeconds: 99, durationSeconds: 25 }, 'L2');
    expect((await get(`/v1/lessons/${VIDEO_LESSON}`, 'L2')).json<Lesson>().progress?.positionSeconds).toBe(
      25,
    );
    expect((await get(`/v1/lessons/${VIDEO_LESSON}`)).json<Lesson>().progress?.positionSeconds).toBe(7.5);

    expectError(await put('product-cards', { positionSeconds: 3 }), 404, '这篇指引没有视频');
    expectError(await put('no-such-lesson', { positionSeconds: 3 }), 404, '这篇指引不存在或已下线');
    for (const bad of [{ positionSeconds: -1 }, { positionSeconds: 'x' }, {}, { positionSeconds: 1e9 }])
      expect((await put(VIDEO_LESSON, bad)).statusCode).toBe(400);
  });

  it('serves media with byte ranges: 200 whole, 206 parts, 416 outside the file', async () => {
    const { video } = (await get(`/v1/lessons/${VIDEO_LESSON}`)).json<Lesson>();
    const url = video?.url ?? '';
    const bytes = fs.readFileSync(SHIPPED_VIDEO);
    const size = bytes.length;

    const whole = await media(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(size);
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const first = await media(url, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);
    const tail = await media(url, { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(bytes.subarray(size - 10))).toBe(true);
    const open = await media(url, { range: `bytes=${size - 5}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.length).toBe(5);

    for (const range of [`bytes=${size}-`, 'bytes=50-10', 'bytes=abc', 'bytes=-0']) {
      const res = await media(url, { range });
      expectError(res, 416, '请求的内容范围无效');
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
    }
    // A stale If-Range (the file changed) gets the whole file.
    expect((await media(url, { range: 'bytes=0-9', 'if-range': '"other"' })).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
  });

  it('never serves anything but media of published lessons: traversal, unknown names and withdrawn lessons are 404', async () => {
    for (const name of [
      '..%2F..%2F..%2Fpackage.json',
      '..%2Fdb',
      '%2Fetc%2Fpasswd',
      '0123456789abcdef0123456789abcdef.mp4',
      'quick-start.mp4',
      '0123456789abcdef0123456789abcdef.exe',
    ])
      expectError(await media(`/v1/media/lessons/${name}`), 404, '视频或图片不存在或已下线');
    expect((await media('/v1/media/lessons/../../package.json')).statusCode).toBe(404);

    const { video } = (await get(`/v1/lessons/${VIDEO_LESSON}`)).json<Lesson>();
    await lessons().setPublished([VIDEO_LESSON], false);
    expectError(await get(`/v1/lessons/${VIDEO_LESSON}`), 404, '这篇指引不存在或已下线');
    expectError(await media(video?.url ?? ''), 404, '视频或图片不存在或已下线');
    expect((await get('/v1/lessons')).json<LessonList>().lessons).toHaveLength(6);
    expect((await get('/v1/lessons/product-cards')).json<Lesson>().previous).toBeNull();
    await lessons().setPublished([VIDEO_LESSON], true);
    expect((await media(video?.url ?? '')).statusCode).toBe(200);
  });

  it('imports a folder as the CLI does: media copied by content, new lessons unpublished until published', async () => {
    const dir = newFolder();
    fs.mkdirSync(path.join(dir, 'media'));
    fs.writeFileSync(path.join(dir, 'media', 'cover.png'), PNG);
    fs.copyFileSync(SHIPPED_VIDEO, path.join(dir, 'media', 'clip.mp4'));
    fs.writeFileSync(
      path.join(dir, 'visit.md'),
      '---\ntitle: 拜访客户\norder: 5\ncover: media/cover.png\nvideo: media/clip.mp4\n---\n\n见面前先看看产品。\n\n## 准备\n\n![产品卡片](media/cover.png)\n\n1. 打开首页\n2. 提问\n',
    );
    const report = await lessons().import([dir]);
    expect(report.imported).toEqual([{ id: 'visit', title: '拜访客户', isNew: true, published: false }]);
    expect(report.media).toBe(2);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'media', 'lessons'))).toHaveLength(2);
    expectError(await get('/v1/lessons/visit'), 404, '这篇指引不存在或已下线');

    expect(await lessons().setPublished(['visit'], true)).toEqual(['visit']);
    const visit = (await get('/v1/lessons/visit')).json<Lesson>();
    expect(visit).toMatchObject({ position: 1, summary: '见面前先看看产品。', next: { id: VIDEO_LESSON } });
    expect(visit.body).toMatch(/!\[产品卡片\]\(\/v1\/media\/lessons\/[0-9a-f]{32}\.png\)/);
    const picture = /\((\/v1\/media\/lessons\/[^)]+)\)/.exec(visit.body)?.[1] ?? '';
    const served = await media(picture);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await media(visit.cover ?? '')).rawPayload.equals(PNG)).toBe(true);

    // Re-importing keeps the published state; the front matter can set it.
    expect((await lessons().import([dir])).imported[0]).toMatchObject({ isNew: false, published: true });
    await lessons().setPublished(['visit'], false);
  });

  it('refuses a broken folder as a whole, naming each problem, and writes nothing', async () => {
    const dir = newFolder();
    fs.writeFileSync(path.join(dir, 'not-video.mp4'), PNG);
    const files: Record<string, string> = {
      'ok.md': '---\ntitle: 好的\n---\n\n正文',
      'no-title.md': '---\norder: 1\n---\n\n正文',
      'Bad_Id.md': '---\ntitle: 标识不对\n---\n\n正文',
      'outside.md': '---\ntitle: 目录外\ncover: ../../etc/passwd\n---\n\n正文',
      'remote.md': '---\ntitle: 外部图片\n---\n\n![x](https://example.com/a.png)',
      'fake.md': '---\ntitle: 假视频\nvideo: not-video.mp4\n---\n\n正文',
      'html.md': '---\ntitle: 网页\ncolour: red\n---\n\n<script>alert(1)</script>',
      'twice.md': '---\nid: ok\ntitle: 重复\n---\n\n正文',
    };
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const before = (await lessons().all()).length;
    const error = await lessons()
      .import([dir])
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(LessonImportError);
    const problems = (error as LessonImportError).problems.join('\n');
    expect(problems).toContain('no-title.md：缺少 title');
    expect(problems).toContain('Bad_Id');
    expect(problems).toContain('outside.md：cover ../../etc/passwd 在导入的目录之外');
    expect(problems).toContain('remote.md：正文图片 https://example.com/a.png 须是随课程一起导入的本地文件');
    expect(problems).toContain('fake.md：video not-video.mp4 不是支持的视频');
    expect(problems).toContain('html.md：不认识的字段 colour');
    expect(problems).toContain('html.md：正文不能包含 HTML 标签');
    expect(problems).toContain('“ok” 与');
    expect((await lessons().all()).length).toBe(before);
  });
});
