import http from 'node:http';
import type { ClientConfig, SpeechTask } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { agentTokens } from './helpers/agents.js';
import { testBackends } from './helpers/databases.js';
import { FAKE_STT_TEXT, toneWav, useFakeStt } from './helpers/fake-stt.js';
import { authHeader, expectError, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const CREATE = '/v1/common/speech/task';
const KEY = 'sk-test-stt';

/** The first bytes of a WebM recording as Chrome's MediaRecorder writes it, padded to a plausible size. */
const webm = (size = 4096) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(size - 4, 7)]);
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000)]);

describe.each(backends)('voice input (speech-to-text tasks) on $name', (backend) => {
  const env: Record<string, string> = {
    STT_API_KEY: KEY,
    STT_TIMEOUT_MS: '1500',
    STT_RATE_LIMIT_PER_MINUTE: '30',
  };
  const stt = useFakeStt(env);
  const t = sharedTestApp(backend, env);
  const token = agentTokens(t);

  const create = async (
    body: Buffer,
    { workId, durationMs = 3000, type = 'audio/webm;codecs=opus' } = {} as {
      workId?: string;
      durationMs?: number;
      type?: string;
    },
  ) =>
    t().app.inject({
      method: 'POST',
      url: `${CREATE}?durationMs=${durationMs}`,
      headers: { ...authHeader(await token(workId)), 'content-type': type },
      payload: body,
    });
  const query = async (taskId: string, workId?: string) =>
    t().app.inject({ method: 'GET', url: `${CREATE}/${taskId}`, headers: authHeader(await token(workId)) });
  const settled = async (taskId: string): Promise<SpeechTask> => {
    for (;;) {
      const res = await query(taskId);
      expect(res.statusCode, res.body).toBe(200);
      const task = res.json<SpeechTask>();
      if (task.status !== 'running') return task;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const started = async (body: Buffer, options?: Parameters<typeof create>[1]) => {
    const res = await create(body, options);
    expect(res.statusCode, res.body).toBe(200);
    const task = res.json<SpeechTask>();
    expect(task).toMatchObject({ status: 'running', text: '', reason: '' });
    return task.taskId;
  };

  it('tells the web app that voice input is on', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v1/client-config' });
    expect(res.json<ClientConfig>().speechToText).toBe(true);
  });

  it('transcribes a recording in the background through the multipart endpoint', async () => {
    stt().reply({ kind: 'text', text: `  ${FAKE_STT_TEXT}\n` });
    const wav = toneWav(1.5);
    const taskId = await started(wav, { type: 'audio/wav' });
    expect(await settled(taskId)).toEqual({ taskId, status: 'done', text: FAKE_STT_TEXT, reason: '' });
    const seen = stt().requests.at(-1);
    expect(seen).toMatchObject({
      authorization: `Bearer ${KEY}`,
      model: 'whisper-1',
      language: 'zh',
      responseFormat: 'json',
      fileName: 'audio.wav',
      fileType: 'audio/wav',
    });
    expect(seen?.prompt).toMatch(/保险/);
    expect(seen?.file.equals(wav)).toBe(true);

    // WebM from Chrome, whatever Content-Type it came with: the bytes decide.
    const second = await started(webm(), { type: 'application/octet-stream' });
    expect((await settled(second)).status).toBe('done');
    expect(stt().requests.at(-1)).toMatchObject({ fileName: 'audio.webm', fileType: 'audio/webm' });
  });

  it("answers only the owner: another agent's task id is the same 404 as a made-up one", async () => {
    const taskId = await started(webm());
    await settled(taskId);
    const notFound = '识别任务不存在或已过期，请重新录音';
    expectError(await query(taskId, 'V0002'), 404, notFound);
    expectError(await query('00000000-0000-4000-8000-000000000000'), 404, notFound);
    expectError(await query('..%2F..%2Fetc%2Fpasswd'), 404, notFound);
  });

  it('refuses what is not a usable recording with a Chinese detail, and stores nothing', async () => {
    const before = stt().requests.length;
    expectError(await create(png(), { type: 'audio/webm' }), 415, '上传的是图片，不是录音，请重新录音');
    expectError(await create(Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000))), 415, /PDF/);
    expectError(await create(Buffer.from('hello, this is text '.repeat(100))), 415, /不是可识别的录音/);
    expectError(await create(Buffer.alloc(0)), 400, '录音为空，请重新录音');
    expectError(await create(webm(), { durationMs: 400 }), 400, '说话时间太短');
    expectError(await create(webm(100)), 400, '说话时间太短');
    expectError(await create(webm(), { durationMs: 75_000 }), 400, '录音超过60秒，请分段说');
    expectError(await create(webm(), { durationMs: -1 }), 400, /durationMs/);
    expect(stt().requests.length).toBe(before);
  });

  it('refuses 50 MB with 413 and a Chinese detail, without reading it all', async () => {
    expectError(
      await create(Buffer.alloc(50 * 1024 * 1024, 1)),
      413,
      '录音文件过大（最大10MB），请缩短录音后重试',
    );

    // Over a real socket: the answer comes after the first 64 KB of a declared 50 MB.
    const url = new URL(await t().app.listen({ host: '127.0.0.1', port: 0 }));
    const auth = authHeader(await token());
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: CREATE,
          headers: { ...auth, 'content-type': 'audio/webm', 'content-length': String(50 * 1024 * 1024) },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(webm(64 * 1024));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: '录音文件过大（最大10MB），请缩短录音后重试' });
  });

  it('a failing service fails the task with a reason, never a 5xx', async () => {
    stt().reply({ kind: 'status', status: 500 });
    expect(await settled(await started(webm()))).toMatchObject({
      status: 'failed',
      text: '',
      reason: '语音识别服务暂不可用，请稍后重试或改用文字输入',
    });
    stt().reply({ kind: 'status', status: 401 });
    expect((await settled(await started(webm()))).reason).toBe('语音识别服务配置有误，请联系管理员');
    stt().reply({ kind: 'status', status: 429 });
    expect((await settled(await started(webm()))).reason).toBe('语音识别服务繁忙，请稍后重试');
    stt().reply({ kind: 'raw', body: '<html>gateway</html>' });
    expect((await settled(await started(webm()))).reason).toBe(
      '语音识别服务暂不可用，请稍后重试或改用文字输入',
    );
    stt().reply({ kind: 'text', text: '  ' });
    expect((await settled(await started(webm()))).reason).toBe('没有识别到说话内容，请靠近麦克风再说一次');
  });

  it('a service that does not answer in time fails the task with the timeout reason', async () => {
    stt().reply({ kind: 'hang' });
    const at = Date.now();
    const task = await settled(await started(webm()));
    expect(task).toMatchObject({ status: 'failed', reason: '语音识别超时，请重试或改用文字输入' });
    expect(Date.now() - at).toBeGreaterThanOrEqual(1400);
    stt().reply({ kind: 'text', text: FAKE_STT_TEXT });
  });

  it('needs a session', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: CREATE,
      payload: webm(),
      headers: { 'content-type': 'audio/webm' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(backends)('voice input limits and absence on $name', (backend) => {
  describe('rate limit', () => {
    const env: Record<string, string> = { STT_RATE_LIMIT_PER_MINUTE: '2' };
    useFakeStt(env);
    const t = sharedTestApp(backend, env);
    const token = agentTokens(t);
    const create = async (workId?: string) =>
      t().app.inject({
        method: 'POST',
        url: `${CREATE}?durationMs=2000`,
        headers: { ...authHeader(await token(workId)), 'content-type': 'audio/webm' },
        payload: webm(),
      });

    it('counts recordings per agent per minute and says so in Chinese', async () => {
      expect((await create()).statusCode).toBe(200);
      expect((await create()).statusCode).toBe(200);
      const refused = await create();
      expectError(refused, 429, '语音识别过于频繁，请稍后再试');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await create('V0003')).statusCode).toBe(200);
    });
  });

  describe('not configured', () => {
    const t = sharedTestApp(backend);
    const token = agentTokens(t);

    it('has no microphone in the client config and answers 404 with a Chinese detail', async () => {
      const config = await t().app.inject({ method: 'GET', url: '/v1/client-config' });
      expect(config.json<ClientConfig>().speechToText).toBe(false);
      const headers = authHeader(await token());
      expectError(
        await t().app.inject({
          method: 'POST',
          url: CREATE,
          headers: { ...headers, 'content-type': 'audio/webm' },
          payload: webm(),
        }),
        404,
        '未开通语音输入，请使用文字输入',
      );
      expectError(
        await t().app.inject({
          method: 'GET',
          url: `${CREATE}/00000000-0000-4000-8000-000000000000`,
          headers,
        }),
        404,
        '未开通语音输入，请使用文字输入',
      );
    });
  });
});
