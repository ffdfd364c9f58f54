import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startScriptedModel, type ScriptedModel } from './helpers/fake-model.js';
import {
  answerFor,
  call,
  historyOf,
  instancesOnPostgres,
  instancesSkipReason,
  login,
  signIn,
  SLOW_PIECES,
} from './helpers/instances.js';
import { openStream } from './helpers/sse.js';

/**
 * Several instances (issue 20, decision 035): two server processes, started together the way
 * production starts them, on one fresh PostgreSQL database and one Redis (a key prefix of this run),
 * answering with a slow OpenAI-compatible model (a fake one). What must hold across instances is
 * checked by asking one instance and looking at the other.
 */
const skip = await instancesSkipReason();
if (skip) console.log(`[scale] several-instance tests skipped: ${skip}`);

const MIGRATIONS = (
  JSON.parse(fs.readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe.skipIf(skip !== '')('two instances on PostgreSQL and Redis', () => {
  const topology = instancesOnPostgres('scale');
  const { prefix, instances } = topology;
  const sqlOn = topology.sql;
  let model: ScriptedModel;
  const A = () => topology.nth(0);
  const B = () => topology.nth(1);
  const nth = <T>(list: readonly T[], k: number): T => {
    const item = list[k];
    if (item === undefined) throw new Error(`no item ${k}`);
    return item;
  };

  beforeAll(async () => {
    await topology.prepare();
    model = await startScriptedModel();
    model.use((request) => answerFor(JSON.stringify(request.messages.at(-1)?.content ?? '')));
    // Started together on an empty database: both race for the migrations and the first seed.
    await topology.start(['a', 'b'], () => ({
      LLM_BASE_URL: model.url,
      LLM_MODELS: 'fake-slow',
      CHAT_RATE_LIMIT_PER_MINUTE: '4',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      STREAM_HEARTBEAT_MS: '1000',
    }));
  }, 120_000);

  afterAll(async () => {
    await topology.close();
    await model?.close();
  }, 60_000);

  const history = historyOf;

  it('ran the migrations and the first seed once, though both started together', async () => {
    const [applied] = await sqlOn<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    expect(Number(applied?.n)).toBe(MIGRATIONS);
    const [demo] = await sqlOn<{ n: string }>(`select count(*) as n from users where work_id = 'DEMO001'`);
    expect(Number(demo?.n)).toBe(1);
    for (const i of instances) {
      const ready = await call(i.base, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({
        status: 'ok',
        mode: 'redis',
        database: 'postgres',
        redis: 'ok',
        store: { provider: 'local', status: 'ok' },
      });
    }
  });

  it('a session from one instance works on the other; signing out or disabling the account ends it on both', async () => {
    const token = await signIn(A().base);
    // Each instance has the session in its cache (decision 050) before it ends.
    for (const i of instances) expect((await call(i.base, 'POST', '/v1/userinfo', token)).status).toBe(200);
    expect((await call(B().base, 'POST', '/v1/logout', token)).status).toBe(200);
    for (const i of instances) expect((await call(i.base, 'POST', '/v1/userinfo', token)).status).toBe(401);

    const again = await signIn(B().base);
    for (const i of instances) expect((await call(i.base, 'POST', '/v1/userinfo', again)).status).toBe(200);
    // Straight in the database, as an operator's SQL would: the triggers announce it to both.
    await sqlOn(`update users set disabled_at = now() where work_id = 'DEMO001'`);
    try {
      for (const i of instances) {
        const res = await call(i.base, 'POST', '/v1/userinfo', again);
        expect(res.status).toBe(403);
      }
    } finally {
      await sqlOn(`update users set disabled_at = null where work_id = 'DEMO001'`);
    }
  });

  it('counts questions once across instances, in Redis', async () => {
    const token = await signIn(A().base);
    const ask = (base: string) =>
      call(base, 'POST', '/v1/converse/General', token, { userPrompt: '什么是犹豫期' });
    for (const base of [A().base, B().base, A().base, B().base]) expect((await ask(base)).status).toBe(200);
    const refused = await ask(A().base);
    expect(refused.status).toBe(429);
    expect(refused.json.detail).toBe('请求过于频繁，请稍后再试');
    // Counted in Redis (not the database's counter table), under this installation's prefix.
    expect(await topology.redis().keys(`${prefix}rate:chat:*`)).toHaveLength(1);
    const [rows] = await sqlOn<{ n: string }>(
      `select count(*) as n from login_throttle where key like 'chat:%'`,
    );
    expect(Number(rows?.n)).toBe(0);
    await topology.redis().del(...(await topology.redis().keys(`${prefix}rate:chat:*`)));
  });

  it('counts failed sign-ins once across instances: the account locks on both', async () => {
    for (const base of [A().base, B().base, A().base])
      expect((await login(base, 'DEMO001', 'wrong-password')).status).toBe(401);
    for (const i of instances) {
      const res = await login(i.base);
      expect(res.status).toBe(429);
      expect(String(res.json.detail)).toMatch(/^登录失败次数过多/);
    }
    await topology.redis().del(...(await topology.redis().keys(`${prefix}throttle:*`)));
    expect((await login(B().base)).status).toBe(200);
  });

  it("holds '对话生成中' on the other instance, and a stop said there ends the answer where it is generated", async () => {
    const token = await signIn(A().base);
    const stream = await openStream(
      B().base,
      '/v1/conversestream/General',
      { authorization: token },
      {
        userPrompt: '请慢慢讲讲重疾险',
      },
    );
    expect(stream.status, stream.errorBody).toBe(200);
    await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('第3段'));
    const conversationId = nth(stream.events, 0).conversationId;

    const second = await call(A().base, 'POST', '/v1/converse/General', token, {
      userPrompt: '还有吗',
      conversationId,
    });
    expect(second.status).toBe(409);
    expect(second.json.detail).toBe('对话生成中，请稍后操作');

    // Only the agent's own conversation can be stopped: another id is "not found".
    const foreign = '6f1c7a52-3b7e-4c1e-9d1a-2f4b8c9e0a11';
    expect((await call(A().base, 'POST', `/v1/convstop/${foreign}`, token)).status).toBe(404);
    expect((await call(A().base, 'POST', `/v1/convstop/${conversationId}`, token)).status).toBe(200);
    await stream.done;
    const received = stream.events.filter((e) => e.data.type === 'text').length;
    expect(received).toBeLessThan(SLOW_PIECES);

    let saved = await history(A().base, token, conversationId);
    await eventually(async () => {
      saved = await history(A().base, token, conversationId);
      return !saved.generating;
    }, 'the claim was released');
    expect(saved.list.at(-1)).toMatchObject({ finished: false });
    // Free again for the next question, on either instance.
    const next = await call(A().base, 'POST', '/v1/converse/General', token, {
      userPrompt: '什么是犹豫期',
      conversationId,
    });
    expect(next.status, JSON.stringify(next.json)).toBe(200);
  });

  it('an instance killed with kill -9 mid-answer loses only that answer, which is marked unfinished', async () => {
    const token = await signIn(A().base);
    const stream = await openStream(
      B().base,
      '/v1/conversestream/General',
      { authorization: token },
      {
        userPrompt: '请慢慢讲讲医疗险',
      },
    );
    await stream.waitFor((e) => e.data.type === 'text' && e.content.includes('第2段'));
    const conversationId = nth(stream.events, 0).conversationId;
    // The cut stream ends with a socket error: expected here.
    const cut = stream.done.catch(() => undefined);
    B().process.signal('SIGKILL');
    await B().process.exited;
    await cut;

    // The other instance serves on, and shows the question with its answer marked unfinished.
    const saved = await history(A().base, token, conversationId);
    expect(saved.list.map((m) => m.source)).toEqual(['send', 'receive']);
    expect(saved.list[0]?.content).toBe('请慢慢讲讲医疗险');
    expect(saved.list[1]).toMatchObject({ finished: false });
    expect((await call(A().base, 'GET', '/readyz')).status).toBe(200);
  });
});
