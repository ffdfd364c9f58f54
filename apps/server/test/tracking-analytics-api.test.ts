import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@broker/contract';
import { conversations, messages } from '../src/db/schema.js';
import { trackingDaily, trackingEvents, trackingRollups } from '../src/db/schema-tracking.js';
import { trackingRepository } from '../src/db/tracking-repository.js';
import { addDays, dayIn } from '../src/services/tracking/days.js';
import { tendTracking } from '../src/services/tracking/tracking-service.js';
import { agentTokens } from './helpers/agents.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, findUser, startTestApp, type TestApp } from './helpers/test-app.js';

// Tracking's retention and the operators' analytics view (decision 028); ingestion is tracking-api.test.ts.
const TZ = 'Asia/Shanghai';

describe.each(testBackends())('tracking retention and analytics on $name', (backend) => {
  let t: TestApp;
  const token = agentTokens(() => t);
  const stored = async () => t.database.db.select().from(trackingEvents);
  const clear = async () => {
    await t.database.db.delete(trackingEvents);
    await t.database.db.delete(trackingDaily);
    await t.database.db.delete(trackingRollups);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => t.close());

  it('purges raw events past retention, counts finished days first, and keeps the counts longer', async () => {
    await clear();
    const demo = await findUser(t.database, 'DEMO001');
    const now = new Date();
    const today = dayIn(TZ, now);
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await t.database.db.insert(trackingEvents).values([
      {
        point: 1003,
        spm: '100.18.1003',
        dynamicValue: 'compare',
        userId: demo?.id,
        receivedAt: daysAgo(100),
      },
      { point: 1003, spm: '100.18.1003', dynamicValue: 'compare', userId: demo?.id, receivedAt: daysAgo(3) },
      {
        point: 1003,
        spm: '100.18.1003',
        dynamicValue: 'calculator',
        userId: demo?.id,
        receivedAt: daysAgo(3),
      },
    ]);
    await t.database.db
      .insert(trackingDaily)
      .values({ day: addDays(today, -800), metric: 'active_agents', count: 3 });
    await tendTracking(t.database.db, t.config.tracking, TZ, now);

    const rows = await stored();
    expect(rows).toHaveLength(2);
    const daily = await t.database.db.select().from(trackingDaily);
    const threeDaysAgo = dayIn(TZ, daysAgo(3));
    expect(
      daily
        .filter((d) => d.day === threeDaysAgo)
        .map((d) => [d.metric, d.dimension, d.count])
        .sort(),
    ).toEqual([
      ['active_agents', '', 1],
      ['point:1003', 'calculator', 1],
      ['point:1003', 'compare', 1],
    ]);
    expect(daily.some((d) => d.day === addDays(today, -800))).toBe(false);
    // Only the first of the 90 days kept had an event older than three days ago; every day since counted once.
    const rolled = await t.database.db.select().from(trackingRollups);
    expect(rolled.map((r) => r.day)).toContain(addDays(today, -1));
    expect(rolled.map((r) => r.day)).not.toContain(today);
    await tendTracking(t.database.db, t.config.tracking, TZ, now);
    expect(await t.database.db.select().from(trackingRollups)).toHaveLength(rolled.length);
  });

  it('computes the analytics numbers from known events, counted days and messages, for operators only', async () => {
    await clear();
    const { db } = t.database;
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const a = await findUser(t.database, 'DEMO001');
    await token('TRK005');
    const b = await findUser(t.database, 'TRK005');
    if (!a || !b) throw new Error('agents missing');
    await db.insert(trackingEvents).values([
      // Two days ago (counted into tracking_daily by tend), and today (read raw).
      { point: 1003, spm: '100.18.1003', dynamicValue: 'compare', userId: a.id, receivedAt: daysAgo(2) },
      { point: 1003, spm: '100.18.1003', dynamicValue: 'compare', userId: b.id, receivedAt: daysAgo(2) },
      { point: 1005, spm: '100.18.1005', dynamicValue: 'comparison', userId: null, receivedAt: daysAgo(2) },
      { point: 1003, spm: '100.18.1003', dynamicValue: 'calculator', userId: a.id, receivedAt: now },
      { point: 1005, spm: '100.18.1005', dynamicValue: 'colourPage', userId: null, receivedAt: now },
      { point: 1005, spm: '100.18.1005', dynamicValue: 'colourPage', userId: null, receivedAt: now },
    ]);
    // Agent b asks a question today without any tracking (an ad blocker): still active, still counted.
    const [conv] = await db
      .insert(conversations)
      .values({ userId: b.id, category: 'MyBA_Selection', title: '问' })
      .returning();
    if (!conv) throw new Error('no conversation');
    await db.insert(messages).values([
      { conversationId: conv.id, userId: b.id, seq: 1, role: 'user', content: '问' },
      {
        conversationId: conv.id,
        userId: b.id,
        seq: 2,
        role: 'assistant',
        feedback: 'good',
        payload: { act: 'selection' } as never,
      },
      { conversationId: conv.id, userId: b.id, seq: 3, role: 'user', content: '再问' },
      {
        conversationId: conv.id,
        userId: b.id,
        seq: 4,
        role: 'assistant',
        feedback: 'bad',
        payload: { act: 'faq' } as never,
      },
      {
        conversationId: conv.id,
        userId: b.id,
        seq: 5,
        role: 'assistant',
        feedback: 'bad',
        payload: { act: 'faq' } as never,
      },
    ]);
    // An operator tries the engine in Dummy_Test (decision 036): none of it counts.
    const [trial] = await db
      .insert(conversations)
      .values({ userId: a.id, category: 'Dummy_Test', title: '测试' })
      .returning();
    if (!trial) throw new Error('no conversation');
    await db.insert(messages).values([
      { conversationId: trial.id, userId: a.id, seq: 1, role: 'user', content: '测试引擎' },
      {
        conversationId: trial.id,
        userId: a.id,
        seq: 2,
        role: 'assistant',
        feedback: 'bad',
        payload: { act: 'faq' } as never,
      },
    ]);
    await tendTracking(db, t.config.tracking, TZ, now);
    expect(await trackingRepository(db).rolledDays(dayIn(TZ, daysAgo(2)), dayIn(TZ, daysAgo(2)))).toEqual(
      new Set([dayIn(TZ, daysAgo(2))]),
    );

    const agentToken = await token();
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/v1/analytics/summary?days=7',
        headers: authHeader(agentToken),
      }),
      403,
      '仅运营人员可以查看数据看板，请联系管理员开通',
    );
    const access = await t.app.inject({
      method: 'GET',
      url: '/v1/analytics/access',
      headers: authHeader(agentToken),
    });
    expect(access.json()).toEqual({ operator: false });

    await trackingRepository(db).setOperator(a.id, true);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/v1/analytics/access', headers: authHeader(agentToken) })
      ).json(),
    ).toEqual({ operator: true });
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/v1/analytics/summary?days=8',
        headers: authHeader(agentToken),
      }),
      400,
      /7、30 或 90 天/,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/analytics/summary?days=7',
      headers: authHeader(agentToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<AnalyticsSummary>();
    expect(s.days).toHaveLength(7);
    expect(s.days[6]).toBe(dayIn(TZ, now));
    expect(s.timeZone).toBe(TZ);
    // [.., two days ago, yesterday, today]
    expect(s.activeAgents.slice(4)).toEqual([2, 0, 2]);
    expect(s.toolsByScreen.compare?.slice(4)).toEqual([2, 0, 0]);
    expect(s.toolsByScreen.calculator?.slice(4)).toEqual([0, 0, 1]);
    expect(s.sharesOpened.comparison?.slice(4)).toEqual([1, 0, 0]);
    expect(s.sharesOpened.colourPage?.slice(4)).toEqual([0, 0, 2]);
    expect(s.questionsByCategory.MyBA_Selection?.slice(4)).toEqual([0, 0, 2]);
    expect(s.questionsByCategory.Dummy_Test).toBeUndefined();
    expect(s.feedbackByAct.selection).toEqual({
      likes: [0, 0, 0, 0, 0, 0, 1],
      dislikes: [0, 0, 0, 0, 0, 0, 0],
    });
    expect(s.feedbackByAct.faq?.dislikes[6]).toBe(2);
    expect(s.topAgents).toEqual([
      { workId: 'TRK005', activeDays: 2, questions: 2 },
      { workId: 'DEMO001', activeDays: 2, questions: 0 },
    ]);
    // No names, no internal ids: work ids only.
    expect(res.body).not.toContain(a.id);
    expect(res.body).not.toContain('演示经纪人');

    await db.delete(messages).where(eq(messages.conversationId, conv.id));
  });
});
