import { describe, expect, it } from 'vitest';
import type { ClientConfig, Comparison, InteractionPage, ShareCode } from '@broker/contract';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { agentTokens } from './helpers/agents.js';
import { GOOD_CODE, WECHAT_VIEWER, useFakeWechat } from './helpers/fake-wechat.js';
import { authHeader, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder();
const REQUEST = { productCodes: ['AK-CI-01', 'AK-TL-01'], factors: { age: 22, gender: 'F' } };
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.47';
const APP_ID = 'wx0123456789abcdef';
const VISITOR = 'a1b2c3d4e5f6a1b2c3d4e5f6';

describe.each(backends)('customers named by WeChat on a shared comparison on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const env: Record<string, string> = {
    CATALOGUE_DIR: dir,
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: 'secret-of-the-operators-app-0001',
  };
  const wechat = useFakeWechat(env);
  const t = sharedTestApp(backend, env);
  const token = agentTokens(t);
  const inject = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers: { 'user-agent': WECHAT_UA, ...headers } });

  async function sharedComparison() {
    const saved = (
      await post(t().app, '/v1/prodcompare/history/save/new', await token(), REQUEST)
    ).json<Comparison>();
    const id = saved.id ?? '';
    const code = (
      await t().app.inject({
        method: 'GET',
        url: `/v1/product/compare/share/code?id=${id}`,
        headers: authHeader(await token()),
      })
    ).json<ShareCode>().shareCode;
    return { id, code };
  }

  /** `start` → WeChat's authorisation: where it sends the browser, and the callback WeChat would call. */
  async function authorise(id: string, code: string, visitor = VISITOR) {
    const res = await inject(`/v1/wechat/oauth/start?id=${id}&share_code=${code}&visitor=${visitor}`);
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string);
    const callback = new URL(location.searchParams.get('redirect_uri') ?? '');
    return { location, callback, state: location.searchParams.get('state') ?? '' };
  }
  const back = async (callback: URL, extra: string) => {
    const res = await inject(`${callback.pathname}${callback.search}${extra}`);
    expect(res.statusCode, res.body).toBe(302);
    return new URL(res.headers.location as string);
  };
  let n = 0;
  const report = (id: string, code: string, identity: string | undefined, visitorId = VISITOR) =>
    t().app.inject({
      method: 'POST',
      url: '/v1/behavior/reporting',
      headers: { 'user-agent': WECHAT_UA },
      payload: {
        type: 'view',
        sessionId: `wx-session-${++n}`,
        visitorId,
        shareCode: code,
        comparisonId: id,
        ...(identity ? { wechatIdentity: identity } : {}),
      },
    });
  const latest = async () =>
    (
      await t().app.inject({ method: 'GET', url: '/v1/behavior/query', headers: authHeader(await token()) })
    ).json<InteractionPage>().result[0];

  it('tells the web app, and lets the records show WeChat avatars', async () => {
    const config = (await inject('/v1/client-config')).json<ClientConfig>();
    expect(config.wechatViewerNames).toBe(true);
    const csp = String((await inject('/v1/client-config')).headers['content-security-policy']);
    expect(csp).toMatch(/img-src[^;]*https:\/\/thirdwx\.qlogo\.cn/);
  });

  it('exchanges the code WeChat returns and names the viewer in the interaction records', async () => {
    const { id, code } = await sharedComparison();
    const { location, callback, state } = await authorise(id, code);
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
    );
    expect(location.hash).toBe('#wechat_redirect');
    expect(location.searchParams.get('appid')).toBe(APP_ID);
    expect(location.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(callback.pathname).toBe('/v1/wechat/oauth/callback');

    const page = await back(callback, `&code=${GOOD_CODE}&state=${state}`);
    // Back on the customer's page (the light share page, decision 038), with the signed name.
    expect(page.pathname).toBe('/share/');
    expect(page.hash).toMatch(
      new RegExp(
        `^#/comparisonResults\\?shareFlag=1&id=${id}&share_code=${code}&wx_identity=[\\w-]+\\.[\\w-]+$`,
      ),
    );
    const calls = wechat().requests.slice(-2);
    expect(calls.map((c) => c.path)).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    expect(calls[0]?.query.get('code')).toBe(GOOD_CODE);
    expect(calls[1]?.query.get('openid')).toBe(WECHAT_VIEWER.openid);

    const identity = new URLSearchParams(page.hash.split('?')[1]).get('wx_identity') ?? '';
    expect((await report(id, code, identity)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      userName: WECHAT_VIEWER.nickname,
      userAvatar: WECHAT_VIEWER.headimgurl,
      comparisonId: id,
      status: 'unread',
    });

    // The name is this browser's only: another visitor id, or a token altered on the way, is anonymous.
    expect((await report(id, code, identity, 'ffffffffffffffffffffffff')).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      userName: expect.stringMatching(/^访客 [0-9A-F]{4}$/),
      userAvatar: '',
    });
    const [payload, signature] = identity.split('.');
    const forged = `${Buffer.from(JSON.stringify({ v: VISITOR, n: '冒名者', a: '', e: 4_000_000_000 })).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(forged.split('.')[0]);
    expect((await report(id, code, forged)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ userName: expect.stringMatching(/^访客 /) });
  });

  it('a code WeChat refuses, a swapped state and a refusal return the customer to the page, anonymous', async () => {
    const { id, code } = await sharedComparison();
    const { callback, state } = await authorise(id, code);
    const before = wechat().requests.length;

    const failed = await back(callback, `&code=not-a-valid-code&state=${state}`);
    expect(failed.hash).toBe(`#/comparisonResults?shareFlag=1&id=${id}&share_code=${code}&wx_oauth=0`);
    expect(wechat().requests.length).toBe(before + 1);

    // Another visitor's state (a callback address passed on) is not even sent to WeChat.
    const other = await authorise(id, code, 'bbbbbbbbbbbbbbbbbbbbbbbb');
    const swapped = await back(callback, `&code=${GOOD_CODE}&state=${other.state}`);
    expect(swapped.hash).toMatch(/&wx_oauth=0$/);
    expect(wechat().requests.length).toBe(before + 1);

    // The customer refused: WeChat returns with the state only.
    const refused = await back(callback, `&state=${state}`);
    expect(refused.hash).toMatch(/&wx_oauth=0$/);

    expect((await report(id, code, undefined)).statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      userName: expect.stringMatching(/^访客 [0-9A-F]{4}$/),
      userAvatar: '',
    });
  });

  it('bad parameters are a 400 in Chinese, never a 500', async () => {
    const res = await inject('/v1/wechat/oauth/start?id=x&share_code=y&visitor=no');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toMatch(/访客标识/);
  });
});

describe.each(backends)('without a WeChat app on $name', (backend) => {
  const t = sharedTestApp(backend);
  it('the routes do not exist and the app is told so', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/v1/wechat/oauth/start?id=x&share_code=y&visitor=a1b2c3d4e5f6a1b2',
    });
    expect(res.statusCode).toBe(404);
    const config = (await t().app.inject({ method: 'GET', url: '/v1/client-config' })).json<ClientConfig>();
    expect(config.wechatViewerNames).toBe(false);
  });
});
