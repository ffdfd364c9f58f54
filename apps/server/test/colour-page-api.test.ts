import { describe, expect, it } from 'vitest';
import type { ColourPage, ColourPageHistoryPage, SharedColourPage } from '@broker/contract';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { agentTokens } from './helpers/agents.js';
import { authHeader, expectError, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder();
const INPUT = {
  productCode: 'AK-CI-01',
  customer: { name: '王先生', gender: 'M', age: 22 },
  factors: {},
  sections: ['highlights', 'cover', 'premium', 'claims', 'insurer'],
  theme: 'classic',
  agent: { phone: '13800138000' },
};
const PNG_SIGNATURE = '89504e470d0a1a0a';
const pngWidth = (body: Buffer) => body.readUInt32BE(16);

describe.each(backends)('colour pages on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  const token = agentTokens(t);
  const save = async (input: object = INPUT, id = 'new', workId = 'DEMO001') =>
    post(t().app, `/v1/colourpage/save/${id}`, await token(workId), input);
  const get = async (url: string, workId: string | null = 'DEMO001') =>
    t().app.inject({ method: 'GET', url, headers: workId ? authHeader(await token(workId)) : {} });

  it('renders a 1080-px PNG, keeps it while the inputs stay, draws it again when they change', async () => {
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ColourPage>();
    expect(page.title).toBe('王先生的安康守护重疾险');
    expect(page.shareCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(page.sharePath).toBe(
      `/prodColoringPageResult?shareFlag=1&id=${page.id}&share_code=${page.shareCode}`,
    );
    const image = await get(`/v1/colourpage/image/${page.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(pngWidth(image.rawPayload)).toBe(1080);
    expect(image.rawPayload.length).toBeLessThan(2 * 1024 * 1024);

    const again = (await save(INPUT, page.id)).json<ColourPage>();
    expect(again.imageHash).toBe(page.imageHash);
    expect(again.shareCode).toBe(page.shareCode);
    const themed = (await save({ ...INPUT, theme: 'elegant' }, page.id)).json<ColourPage>();
    expect(themed.imageHash).not.toBe(page.imageHash);
    expect(themed.input.theme).toBe('elegant');

    const history = (await get('/v1/colourpage/history')).json<ColourPageHistoryPage>();
    expect(history.result.map((r) => r.id)).toContain(page.id);
  }, 30_000);

  it('opens for the customer without a session, with the agent and no commission, until deleted', async () => {
    const page = (await save()).json<ColourPage>();
    const res = await get(`/v1/colourpage/shared/${page.id}?share_code=${page.shareCode}`, null);
    expect(res.statusCode, res.body).toBe(200);
    const shared = res.json<SharedColourPage>();
    expect(shared.agent).toEqual({ realName: '演示经纪人', workId: 'DEMO001' });
    expect(res.body).not.toMatch(/佣金|commission/i);
    const image = await get(`/v1/colourpage/shared/${page.id}/image?share_code=${page.shareCode}`, null);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    expectError(await get(`/v1/colourpage/shared/${page.id}?share_code=forged`, null), 404, /分享链接无效/);
    expect(
      (
        await t().app.inject({
          method: 'DELETE',
          url: `/v1/colourpage/history/${page.id}`,
          headers: authHeader(await token()),
        })
      ).statusCode,
    ).toBe(200);
    expectError(
      await get(`/v1/colourpage/shared/${page.id}?share_code=${page.shareCode}`, null),
      404,
      /分享链接无效/,
    );
    expectError(
      await get(`/v1/colourpage/shared/${page.id}/image?share_code=${page.shareCode}`, null),
      404,
      /分享链接无效/,
    );
  }, 30_000);

  it('stops sharing without deleting, and shares again under a new link', async () => {
    const page = (await save()).json<ColourPage>();
    expect(page.shared).toBe(true);
    const share = async (method: 'DELETE' | 'POST', workId = 'DEMO001') =>
      t().app.inject({
        method,
        url: `/v1/colourpage/share/${page.id}`,
        headers: authHeader(await token(workId)),
        ...(method === 'POST' && { payload: {} }),
      });
    const customerSees = async (code: string) =>
      (await get(`/v1/colourpage/shared/${page.id}/image?share_code=${code}`, null)).statusCode;

    const stopped = (await share('DELETE')).json<ColourPage>();
    expect(stopped.shared).toBe(false);
    expect(stopped.shareCode).not.toBe(page.shareCode);
    expect(await customerSees(page.shareCode)).toBe(404);
    expect(await customerSees(stopped.shareCode)).toBe(404);
    // The page itself stays: listed, and its image still there for the agent.
    expect((await get(`/v1/colourpage/image/${page.id}`)).statusCode).toBe(200);
    expect((await get(`/v1/colourpage/history/${page.id}`)).json<ColourPage>().shared).toBe(false);

    const again = (await share('POST')).json<ColourPage>();
    expect(again.shared).toBe(true);
    expect([page.shareCode, stopped.shareCode]).not.toContain(again.shareCode);
    expect(await customerSees(again.shareCode)).toBe(200);
    expect(await customerSees(page.shareCode)).toBe(404);
    // Sharing a shared page hands out the same link.
    expect((await share('POST')).json<ColourPage>().shareCode).toBe(again.shareCode);

    // Another agent can neither stop nor start it.
    expectError(await share('DELETE', 'OTHER01'), 404, '彩页不存在或已删除');
    expectError(await share('POST', 'OTHER01'), 404, '彩页不存在或已删除');
    expect(await customerSees(again.shareCode)).toBe(200);
  }, 30_000);

  it("never shows or changes another agent's page", async () => {
    const page = (await save()).json<ColourPage>();
    const other = 'OTHER01';
    expectError(await get(`/v1/colourpage/history/${page.id}`, other), 404, '彩页不存在或已删除');
    expectError(await get(`/v1/colourpage/image/${page.id}`, other), 404, '彩页不存在或已删除');
    expectError(await save(INPUT, page.id, other), 404, '彩页不存在或已删除');
    const del = await t().app.inject({
      method: 'DELETE',
      url: `/v1/colourpage/history/${page.id}`,
      headers: authHeader(await token(other)),
    });
    expectError(del, 404, '彩页不存在或已删除');
    expect((await get('/v1/colourpage/history', other)).json<ColourPageHistoryPage>().totalNum).toBe(0);
    expect((await get(`/v1/colourpage/history/${page.id}`)).statusCode).toBe(200);
    expectError(await get('/v1/colourpage/history/not-a-uuid'), 404, '彩页不存在或已删除');
    expect((await get(`/v1/colourpage/image/${page.id}`, null)).statusCode).toBe(401);
  }, 30_000);

  it('refuses bad input with a Chinese detail and saves nothing', async () => {
    const before = (await get('/v1/colourpage/history')).json<ColourPageHistoryPage>().totalNum;
    const withName = (name: string) => ({ ...INPUT, customer: { ...INPUT.customer, name } });
    const emoji = (await save(withName('王先生😀'))).json<ColourPage>();
    expect(emoji.input.customer.name).toBe('王先生');
    expectError(await save(withName('<b>王</b>')), 400, /客户称呼不能包含/);
    expectError(await save(withName('王'.repeat(200))), 400, /客户称呼不能超过20个字/);
    expectError(await save(withName('😀')), 400, /请填写客户称呼/);
    const photo = (p: string) => ({ ...INPUT, agent: { phone: '13800138000', photo: p } });
    expectError(
      await save(photo(`data:text/html;base64,${Buffer.from('<script>').toString('base64')}`)),
      400,
      /照片须为 JPG 或 PNG 图片/,
    );
    expectError(await save(photo(`data:image/png;base64,${'A'.repeat(1_500_000)}`)), 400, /照片过大/);
    expectError(
      await save(photo(`data:image/png;base64,${'A'.repeat(20 * 1024 * 1024)}`)),
      413,
      /请求内容过大/,
    );
    expectError(await save({ ...INPUT, agent: { phone: '12345' } }), 400, /手机号/);
    expectError(await save({ ...INPUT, productCode: 'NO-SUCH-01' }), 404, /产品不存在/);
    expectError(await save({ ...INPUT, productCode: 'HX-ACC-01' }), 400, /产品已停售，不能生成彩页/);
    expectError(await save({ ...INPUT, customer: { ...INPUT.customer, age: 90 } }), 400, /年龄|周岁/);
    expectError(await save({ ...INPUT, sections: [] }), 400, /请至少选择一项彩页内容/);
    const after = (await get('/v1/colourpage/history')).json<ColourPageHistoryPage>().totalNum;
    expect(after).toBe(before + 1);
  }, 30_000);
});
