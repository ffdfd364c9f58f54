import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsAvailability, CsNotice, WorkOrder, WorkOrderList } from '@broker/contract';
import { workOrderOperator } from '../src/services/work-orders/operator-service.js';
import { agentTokens } from './helpers/agents.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, post, startTestApp, type TestApp } from './helpers/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

const SECRET = 'test-webhook-secret-0123456789';
const ORDER = {
  name: '张三',
  phone: '138 0013 8000',
  category: 'policy',
  problem: '保单查不到',
  origin: { source: 'app' },
};
/** Polls `read` until `done` holds (at most 10 s): the delivery loop works in the background. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 30));
  }
}
// Wednesday 2026-09-30 in Shanghai.
const at = (local: string) => new Date(`${local}+08:00`);

describe.each(testBackends())('work orders on $name', (backend) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let now = at('2026-09-30T10:00:00');
  const token = agentTokens(() => t);
  const get = async (url: string, workId = 'DEMO001') =>
    t.app.inject({ method: 'GET', url, headers: authHeader(await token(workId)) });
  const create = async (body: object = ORDER, workId = 'DEMO001') =>
    post(t.app, '/v1/workorder/create', await token(workId), body);

  beforeAll(async () => {
    receiver = await startWebhookReceiver(SECRET, { failFirst: 2 });
    t = await startTestApp(
      backend,
      {
        CS_WEBHOOK_URL: receiver.url,
        CS_WEBHOOK_SECRET: SECRET,
        CS_WEBHOOK_RETRY_BASE_MS: '50',
        CS_DELIVERY_POLL_MS: '50',
        CS_LIVE_AGENT_URL: 'https://work.weixin.qq.com/kfid/kfc123',
        CS_NOTICE_START: '2025-08-25',
        CS_NOTICE_END: '2025-08-31',
      },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('stores an order with a number and delivers it signed, through two failures of the receiver', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<WorkOrder>();
    expect(order).toMatchObject({ name: '张三', phone: '13800138000', status: 'open', unread: false });
    expect(order.number).toMatch(/^GD\d{6}$/);
    expect(order.delivery.state).toBe('pending');

    const received = await receiver.waitFor((r) => r.payload.workOrder.id === order.id);
    expect(received?.signatureValid).toBe(true);
    expect(received?.headers['x-work-order-event']).toBe('work_order.created');
    expect(received?.payload.workOrder).toMatchObject({
      number: order.number,
      phone: '13800138000',
      categoryLabel: '保单问题',
      origin: { source: 'app' },
      agent: { workId: 'DEMO001' },
    });
    expect(receiver.requests).toBe(3);
    // The receiver has it; the outbox row is marked right after its 2xx.
    const shown = await eventually(
      async () => (await get(`/v1/workorder/${order.id}`)).json<WorkOrder>(),
      (o) => o.delivery.state === 'delivered',
    );
    expect(shown.delivery).toEqual({ state: 'delivered', attempts: 3 });
    expect(await workOrderOperator(t.database.db).show(order.number)).toMatch(/已推送，尝试 3 次/);
  });

  it('refuses bad input with a Chinese detail and saves nothing', async () => {
    const before = (await get('/v1/workorder/list')).json<WorkOrderList>().result.length;
    expectError(await create({ ...ORDER, phone: '12345' }), 400, /phone.*请填写正确的11位手机号码/);
    expectError(await create({ ...ORDER, name: '  ' }), 400, /请填写姓名/);
    expectError(await create({ ...ORDER, name: '张'.repeat(200) }), 400, /姓名不能超过20个字/);
    expectError(await create({ ...ORDER, problem: '问'.repeat(10_000) }), 400, /问题描述不能超过1000字/);
    expectError(await create({ ...ORDER, category: 'x' }), 400, /请选择问题类型/);
    expectError(await create({ ...ORDER, name: undefined }), 400, /请填写姓名/);
    expect((await get('/v1/workorder/list')).json<WorkOrderList>().result).toHaveLength(before);
  });

  it("keeps each agent's orders to that agent", async () => {
    const mine = (await create()).json<WorkOrder>();
    expectError(await get(`/v1/workorder/${mine.id}`, 'B002'), 404, '工单不存在');
    expectError(await get('/v1/workorder/not-a-uuid', 'B002'), 404, '工单不存在');
    expectError(
      await post(t.app, `/v1/workorder/${mine.id}/summary`, await token('B002'), { summary: 'x' }),
      404,
      '工单不存在',
    );
    expect((await get('/v1/workorder/list', 'B002')).json<WorkOrderList>().result).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/workorder/list' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows the operator's reply with an unread mark until the agent opens the order", async () => {
    const order = (await create({ ...ORDER, problem: '续保提醒没收到' })).json<WorkOrder>();
    const operator = workOrderOperator(t.database.db);
    expect(await operator.list('open')).toContain(order.number);
    await operator.reply(order.number, '已为您补发续保提醒', '客服小王');
    const list = (await get('/v1/workorder/list')).json<WorkOrderList>();
    expect(list.unread).toBe(1);
    expect(list.result.find((o) => o.id === order.id)).toMatchObject({
      status: 'replied',
      reply: '已为您补发续保提醒',
      unread: true,
    });
    expect((await get(`/v1/workorder/${order.id}`)).json<WorkOrder>().unread).toBe(false);
    expect((await get('/v1/workorder/list')).json<WorkOrderList>().unread).toBe(0);
    await operator.close(order.number);
    await expect(operator.reply(order.number, '再补充', 'x')).rejects.toThrow(/已关闭/);
    await expect(operator.show('GD999999')).rejects.toThrow(/没有工单/);
  });

  it('attaches a summary in one call, delivered as its own event', async () => {
    const order = (await create()).json<WorkOrder>();
    const res = await post(t.app, `/v1/workorder/${order.id}/summary`, await token(), {
      summary: '问：保单查不到\n答：请核对投保人证件号',
    });
    expect(res.json<WorkOrder>().summary).toMatch(/保单查不到/);
    const event = await receiver.waitFor(
      (r) => r.payload.workOrder.id === order.id && r.payload.event === 'work_order.summary_attached',
    );
    expect(event.payload.workOrder.summary).toMatch(/请核对投保人证件号/);
  });

  it('gives the live-agent link only in working hours, and says when agents are back', async () => {
    now = at('2026-09-30T10:00:00');
    expect((await get('/v1/cs/worktime')).json<CsAvailability>()).toMatchObject({
      open: true,
      nextOpenAt: null,
    });
    const link = await post(t.app, '/v1/cs/dynamiclink', await token(), {
      sceneCode: 'broker',
      salecode: 'SOMEONE_ELSE',
      page: '/csAssistant',
      device: 'wecom',
    });
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json<{ url: string }>().url);
    expect(url.searchParams.get('salecode')).toBe('DEMO001');
    expect(url.searchParams.get('page')).toBe('/csAssistant');

    now = at('2026-09-30T19:00:00');
    expect((await get('/v1/cs/worktime')).json<CsAvailability>()).toMatchObject({
      open: false,
      nextOpenText: '明天 09:00',
    });
    expectError(
      await post(t.app, '/v1/cs/dynamiclink', await token(), {}),
      409,
      '人工客服服务时间为09:00–18:00，明天 09:00恢复服务，现在可以提交工单',
    );
  });

  it('shows the notice banner inside its range only', async () => {
    now = at('2025-08-26T12:00:00');
    expect((await get('/v1/cs/notice')).json<CsNotice>().show).toBe(true);
    now = at('2025-09-01T08:00:00');
    expect((await get('/v1/cs/notice')).json<CsNotice>()).toMatchObject({ show: false, text: '' });
  });
});

describe('work orders without a reachable receiver', () => {
  it('keeps the order pending and retrying, and answers the agent at once', async () => {
    const [backend] = testBackends();
    if (!backend) throw new Error('no backend');
    const t = await startTestApp(backend, {
      // Nothing listens on port 9 here: every attempt fails at once.
      CS_WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
      CS_WEBHOOK_SECRET: SECRET,
      CS_WEBHOOK_RETRY_BASE_MS: '20',
      CS_DELIVERY_POLL_MS: '20',
    });
    try {
      const token = await t.login();
      const started = Date.now();
      const res = await post(t.app, '/v1/workorder/create', token, ORDER);
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      const id = res.json<WorkOrder>().id;
      const order = await eventually(
        async () =>
          (
            await t.app.inject({ method: 'GET', url: `/v1/workorder/${id}`, headers: authHeader(token) })
          ).json<WorkOrder>(),
        (o) => o.delivery.attempts >= 3,
      );
      expect(order.delivery.state).toBe('pending');
      expect(order.delivery.attempts).toBeGreaterThanOrEqual(3);
      expect(await workOrderOperator(t.database.db).show(order.number)).toMatch(/待推送.*上次失败/);
      const live = await post(t.app, '/v1/cs/dynamiclink', token, {});
      expectError(live, 404, '暂未开通在线人工客服，请提交工单');
    } finally {
      await t.close();
    }
  });
});
