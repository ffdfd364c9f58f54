import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsSummary, StoredFile, Sts, UserInfo, WorkOrder, WorkOrderList } from '@broker/contract';
import { workOrderOperator } from '../src/services/work-orders/operator-service.js';
import { agentTokens } from './helpers/agents.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, post, startTestApp, type TestApp } from './helpers/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.js';

// Decision 025's addendum: screenshots on a work order, the order's conversation, a forged erpToken on
// the work-order URL, and the vehicle card's configuration as userinfo tells the client.
const SECRET = 'test-webhook-secret-0123456789';
const ERP_SECRET = 'an-erp-shared-secret-of-at-least-32-chars';
const ORDER = { name: '张三', phone: '13800138000', category: 'app_use', problem: '页面报错' };
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe.each(testBackends())('work-order screenshots and links on $name', (backend) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  const token = agentTokens(() => t);
  const get = async (url: string, workId = 'DEMO001') =>
    t.app.inject({ method: 'GET', url, headers: authHeader(await token(workId)) });
  const create = async (body: object, workId = 'DEMO001') =>
    post(t.app, '/v1/workorder/create', await token(workId), { ...ORDER, ...body });
  const upload = async (bytes: Buffer, workId = 'DEMO001', name = '截图.png') => {
    const slot = (await get(`/v1/sts?name=${encodeURIComponent(name)}`, workId)).json<Sts>();
    const res = await t.app.inject({
      method: 'PUT',
      url: slot.uploadUrl,
      headers: slot.headers,
      payload: bytes,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoredFile>();
  };
  const count = async () => (await get('/v1/workorder/list')).json<WorkOrderList>().result.length;

  beforeAll(async () => {
    receiver = await startWebhookReceiver(SECRET);
    t = await startTestApp(backend, {
      CS_WEBHOOK_URL: receiver.url,
      CS_WEBHOOK_SECRET: SECRET,
      CS_DELIVERY_POLL_MS: '50',
      CS_PUBLIC_URL: 'https://broker.example.com/',
      VEHICLE_LINK_URL: 'https://car.example.com/quote?channel=ba',
      ERP_JWT_SECRET: ERP_SECRET,
      ERP_JWT_ISSUER: 'host-app',
      ERP_JWT_AUDIENCE: 'broker-assistant',
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('keeps up to three image screenshots, for the agent, the CLI and the webhook', async () => {
    const shots = [await upload(await png()), await upload(await png(), 'DEMO001', '报错页面.png')];
    const res = await create({ screenshots: shots.map((s) => s.path) });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<WorkOrder>();
    expect(order.screenshots.map((s) => [s.name, s.url])).toEqual([
      ['截图.png', `/v1/file/${shots[0]?.path}`],
      ['报错页面.png', `/v1/file/${shots[1]?.path}`],
    ]);
    // The agent opens their own screenshot; another agent cannot.
    expect((await get(order.screenshots[0]?.url ?? '')).headers['content-type']).toBe('image/png');
    expect((await get(order.screenshots[0]?.url ?? '', 'B002')).statusCode).toBe(404);

    // Operators: the file on this machine from the CLI, a signed link in the webhook payload.
    const shown = await workOrderOperator(t.database.db, {
      files: { location: (id) => `/data/files/${id}` },
      customerService: t.config.customerService,
    }).show(order.number);
    expect(shown).toContain('截图（2 张）');
    expect(shown).toContain(`文件：/data/files/${shots[1]?.path}`);
    const received = await receiver.waitFor((r) => r.payload.workOrder.id === order.id);
    const sent = received.payload.workOrder.screenshots;
    expect(sent.map((s) => [s.name, s.mime])).toEqual([
      ['截图.png', 'image/png'],
      ['报错页面.png', 'image/png'],
    ]);
    const link = new URL(sent[0]?.url ?? '');
    expect(link.origin).toBe('https://broker.example.com');
    // The link opens without a session (the receiver is not an agent); a forged or stale one does not.
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    const forged = new URL(link);
    forged.searchParams.set('sig', '0'.repeat(64));
    expectError(
      await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` }),
      403,
      '截图链接无效或已过期',
    );
    const stale = new URL(link);
    stale.searchParams.set('expires', '1000');
    expect((await t.app.inject({ method: 'GET', url: `${stale.pathname}${stale.search}` })).statusCode).toBe(
      403,
    );
  });

  it('refuses screenshots that are not images, not the agent’s, repeated or too many, saving nothing', async () => {
    const before = await count();
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF'), 'DEMO001', '说明.pdf');
    expectError(
      await create({ screenshots: [pdf.path] }),
      415,
      '截图只能是图片（JPG、PNG、WebP），请重新选择',
    );
    const others = await upload(await png(), 'B002');
    expectError(await create({ screenshots: [others.path] }), 404, '截图不存在或已过期，请重新上传');
    // Over the screenshot limit (a PNG by its signature, 11 MB): stored as a file, refused as a screenshot.
    const huge = Buffer.alloc(11 * 1024 * 1024);
    (await png()).copy(huge);
    const big = await upload(huge, 'DEMO001', '长截图.png');
    expectError(await create({ screenshots: [big.path] }), 413, '每张截图不能超过10 MB');
    const mine = await upload(await png());
    expectError(await create({ screenshots: [mine.path, mine.path] }), 400, '同一张截图只能添加一次');
    const four = await Promise.all([1, 2, 3, 4].map(async () => (await upload(await png())).path));
    expectError(await create({ screenshots: four }), 400, /截图最多3张/);
    expectError(await create({ screenshots: ['../../etc/passwd'] }), 400, /文件路径格式不正确/);
    // A slot never uploaded to is not a screenshot yet.
    const empty = (await get('/v1/sts?name=x.png')).json<Sts>();
    expectError(await create({ screenshots: [empty.filePath] }), 400, '文件尚未上传完成，请重新上传');
    expect(await count()).toBe(before);
  });

  it('records its conversation: /csSummary shows the order, attaching a summary links them', async () => {
    const agent = await token();
    const asked = await post(t.app, '/v1/conversestream/General', agent, {
      userPrompt: '怎么修改登录密码',
      channelType: 'cs',
    });
    const conversationId = /"conversationId":"([0-9a-f-]{36})"/.exec(asked.body)?.[1] ?? '';
    expect(conversationId).not.toBe('');
    const summaryOf = async () => (await get(`/v1/cs/summary/${conversationId}`)).json<CsSummary>();
    expect((await summaryOf()).workOrder).toBeNull();

    // Another agent's conversation is not theirs to link.
    expectError(await create({ conversationId }, 'B002'), 404, '会话不存在');
    const made = (await create({ conversationId })).json<WorkOrder>();
    expect(made.conversationId).toBe(conversationId);
    expect((await summaryOf()).workOrder).toMatchObject({
      number: made.number,
      status: 'open',
      summaryAttached: false,
    });
    expect(await workOrderOperator(t.database.db).show(made.number)).toContain(`来自会话：${conversationId}`);

    // An order made without it is linked by attaching the conversation's summary in one call.
    const later = (await create({})).json<WorkOrder>();
    const { text } = await summaryOf();
    const attached = await post(t.app, `/v1/workorder/${later.id}/summary`, agent, {
      summary: text,
      conversationId,
    });
    expect(attached.json<WorkOrder>()).toMatchObject({ conversationId, summary: text });
    expect((await summaryOf()).workOrder).toMatchObject({ number: later.number, summaryAttached: true });
    const event = await receiver.waitFor(
      (r) => r.payload.workOrder.id === later.id && r.payload.event === 'work_order.summary_attached',
    );
    expect(event.payload.workOrder).toMatchObject({ conversationId, origin: {} });
  });

  it('creates nothing for a forged erpToken on the work-order URL', async () => {
    const before = await count();
    const forged = await new SignJWT({ sub: 'FORGED01', name: '冒名者' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('host-app')
      .setAudience('broker-assistant')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('someone-else-s-secret-0123456789abcdef'));
    const login = await t.app.inject({ method: 'POST', url: '/v1/login/erp', payload: { erpToken: forged } });
    expectError(login, 401, '单点登录凭证无效或已过期，请从应用重新进入');
    // Nor does the token itself work as a session, in the header or as the page would send it.
    for (const authorization of [`Bearer ${forged}`, forged]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/workorder/create',
        headers: { authorization },
        payload: ORDER,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await count()).toBe(before);
    expect(await workOrderOperator(t.database.db).list()).not.toContain('FORGED01');
  });

  it('tells the client the vehicle card exists once its link is configured', async () => {
    const info = (await post(t.app, '/v1/userinfo', await token())).json<UserInfo>();
    expect(info.toolScreens).toEqual({ vehicle: true });
    const link = new URL((await get('/v1/vehicle/link')).json<{ url: string }>().url);
    expect(link.origin + link.pathname).toBe('https://car.example.com/quote');
    expect(link.searchParams.get('channel')).toBe('ba');
    expect(link.searchParams.get('salecode')).toBe('DEMO001');
  });
});

describe('the vehicle card unconfigured', () => {
  it('is off in userinfo and the link is null', async () => {
    const [backend] = testBackends();
    if (!backend) throw new Error('no backend');
    const t = await startTestApp(backend);
    try {
      const token = await t.login();
      expect((await post(t.app, '/v1/userinfo', token)).json<UserInfo>().toolScreens).toEqual({
        vehicle: false,
      });
      const link = await t.app.inject({ method: 'GET', url: '/v1/vehicle/link', headers: authHeader(token) });
      expect(link.json()).toEqual({ url: null });
    } finally {
      await t.close();
    }
  });
});
