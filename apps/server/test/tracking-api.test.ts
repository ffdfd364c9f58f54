import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingDaily, trackingEvents, trackingRollups } from '../src/db/schema-tracking.js';
import { dayIn } from '../src/services/tracking/days.js';
import { agentTokens } from './helpers/agents.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, findUser, startTestApp, type TestApp } from './helpers/test-app.js';

const TZ = 'Asia/Shanghai';
const event = (point: number, extra: object = {}) => ({ spm: `100.18.${point}`, type: 'click', ...extra });

describe.each(testBackends())('tracking and analytics on $name', (backend) => {
  let t: TestApp;
  const token = agentTokens(() => t);
  const save = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/buried/spm/save',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: ip,
    });
  const stored = async () => t.database.db.select().from(trackingEvents);
  const clear = async () => {
    await t.database.db.delete(trackingEvents);
    await t.database.db.delete(trackingDaily);
    await t.database.db.delete(trackingRollups);
  };

  beforeAll(async () => {
    t = await startTestApp(backend, {
      TRACKING_BATCHES_PER_MINUTE: '5',
      TRACKING_BATCHES_PER_IP_PER_MINUTE: '40',
    });
  });
  afterAll(async () => t.close());

  it('stores a batch of an agent (Authorization header) with its fields, and one from a beacon (text/plain, token in the body)', async () => {
    await clear();
    const agent = await token();
    const res = await save(
      {
        globalId: 'g0123456789abcdef',
        buriedSessionId: 'host-session-1',
        events: [
          event(1001, {
            routAdd: '/index',
            duration: 4200,
            browser: 'Chrome',
            os: 'Android 14',
            userId: 'X',
          }),
          {
            pointsCode: '100.18.1002',
            scene: 'chat',
            systemName: '展业助手',
            pageName: '首页',
            functionName: '发送问题',
            functionCode: 'MyBA_Selection',
            dynamicName: 'category',
            dynamicValue: 'MyBA_Selection',
            sessionId: 'own-session',
          },
        ],
      },
      authHeader(agent),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 2, dropped: 0 });
    expect(res.headers['access-control-allow-origin']).toBe('*');

    const beacon = await t.app.inject({
      method: 'POST',
      url: '/buried/spm/save',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ token: agent, events: [event(1003, { dynamicValue: 'calculator' })] }),
      remoteAddress: '10.0.0.1',
    });
    expect(beacon.statusCode, beacon.body).toBe(200);

    const rows = await stored();
    const demo = await findUser(t.database, 'DEMO001');
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.userId === demo?.id)).toBe(true);
    const page = rows.find((r) => r.point === 1001);
    expect(page).toMatchObject({
      spm: '100.18.1001',
      route: '/index',
      durationMs: 4200,
      globalId: 'g0123456789abcdef',
      sessionId: 'host-session-1',
    });
    // The client's userId is its claim, not kept; who sent it is the session.
    expect(page?.detail).toEqual({ browser: 'Chrome', os: 'Android 14' });
    expect(rows.find((r) => r.point === 1002)).toMatchObject({
      sessionId: 'own-session',
      dynamicValue: 'MyBA_Selection',
      detail: { scene: 'chat', functionCode: 'MyBA_Selection', pageName: '首页' },
    });
  });

  it('takes a visitor (no session) only for shared pages, and a bare record', async () => {
    await clear();
    const res = await save([
      event(1005, { dynamicValue: 'comparison' }),
      event(1003, { dynamicValue: 'compare' }),
    ]);
    expect(res.json()).toEqual({ accepted: 1, dropped: 1 });
    const bare = await save(event(1001, { routAdd: '/comparisonResults', duration: 9000 }));
    expect(bare.json()).toEqual({ accepted: 1, dropped: 0 });
    const expired = await save({ token: 'not-a-session', events: [event(1006, { dynamicValue: 'good' })] });
    expect(expired.json()).toEqual({ accepted: 0, dropped: 1 });
    const rows = await stored();
    expect(rows.map((r) => [r.point, r.userId])).toEqual(
      expect.arrayContaining([
        [1005, null],
        [1001, null],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses oversized, malformed and foreign batches with a Chinese detail and stores nothing', async () => {
    await clear();
    const agent = authHeader(await token('TRK002'));
    const many = Array.from({ length: 101 }, () => event(1001));
    expectError(await save({ events: many }, agent), 413, /每批最多 100 条/);
    const big = [event(1001, { argsJson: 'x'.repeat(1900) })];
    expectError(await save({ events: Array.from({ length: 40 }, () => big[0]) }, agent), 413, /64 KB/);
    expectError(await save('{"events": [', agent), 400, '请求内容不是合法的 JSON');
    expectError(
      await save('{"events": [', { ...agent, 'content-type': 'text/plain' }),
      400,
      '埋点数据不是合法的 JSON',
    );
    expectError(await save({ events: [] }, agent), 400, /没有埋点数据/);
    expectError(
      await save({ events: [event(1001), { spm: '200.1.1' }] }, agent),
      400,
      /第 2 条 spm.*100\.18/,
    );
    expectError(await save({ events: [event(1001, { duration: -1 })] }, agent), 400, /第 1 条 duration/);
    expectError(
      await save({ events: [event(1001, { routAdd: 'r'.repeat(201) })] }, agent),
      400,
      /第 1 条 routAdd/,
    );
    expectError(await save('null', agent), 400, /埋点数据/);
    // A client clock from nowhere is dropped, not a failure.
    const odd = await save({ events: [event(1001, { reportTime: 9e15 })] }, agent);
    expect(odd.statusCode).toBe(200);
    expect((await stored()).map((r) => r.reportTime)).toEqual([null]);
  });

  it('bounds a flood per agent and per address with 429 and Retry-After, never a 5xx', async () => {
    await clear();
    const agent = authHeader(await token('TRK003'));
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1)
      codes.push((await save({ events: [event(1001)] }, agent, '10.0.0.3')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await save({ events: [event(1001)] }, agent, '10.0.0.3');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectError(refused, 429, '请求过于频繁，请稍后再试');
    // Visitors from one address: an eighth of the address limit (40 / 8 = 5).
    const visitor: number[] = [];
    for (let i = 0; i < 7; i += 1) visitor.push((await save([event(1005)], {}, '10.0.0.4')).statusCode);
    expect(visitor.filter((c) => c === 200)).toHaveLength(5);
    expect(visitor.every((c) => c === 200 || c === 429)).toBe(true);
    expect(await stored()).toHaveLength(10);
  });

  it('keeps to the day ceiling: what is over it is dropped and said so', async () => {
    await clear();
    const agent = authHeader(await token('TRK004'));
    const day = dayIn(TZ, new Date());
    await t.database.db
      .insert(trackingDaily)
      .values({ day, metric: 'received', dimension: '', count: t.config.tracking.maxEventsPerDay - 2 });
    const res = await save(
      { events: [event(1001), event(1001), event(1001), event(1001)] },
      agent,
      '10.0.0.5',
    );
    expect(res.json()).toEqual({ accepted: 2, dropped: 2 });
    expect(await stored()).toHaveLength(2);
  });

  it('gives an agent the same global id everywhere and a visitor a fresh one', async () => {
    const agent = await token();
    const one = await t.app.inject({
      method: 'POST',
      url: '/buried/getGlobalId',
      headers: authHeader(agent),
    });
    const two = await t.app.inject({
      method: 'POST',
      url: '/buried/getGlobalId',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ token: agent }),
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<{ globalId: string }>().globalId).toMatch(/^g[0-9a-f]{32}$/);
    expect(two.json()).toEqual(one.json());
    const visitor = await t.app.inject({ method: 'POST', url: '/buried/getGlobalId' });
    expect(visitor.json<{ globalId: string }>().globalId).toMatch(/^v[0-9a-f]{32}$/);
  });

  it('tells the web app where tracking goes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/client-config' });
    expect(res.json()).toMatchObject({ trackingHost: '' });
  });
});
