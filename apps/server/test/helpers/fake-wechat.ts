import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** The customer the fake WeChat knows: the code `GOOD_CODE` names them. */
export const WECHAT_VIEWER = {
  openid: 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M',
  nickname: '微信用户·李女士',
  headimgurl: 'https://thirdwx.qlogo.cn/mmopen/vi_32/fake-avatar/132',
};
export type WechatViewerProfile = typeof WECHAT_VIEWER;
export const GOOD_CODE = 'code-good-0001';
export const ACCESS_TOKEN = 'ACCESS_TOKEN_FAKE_0001';

export interface FakeWechat {
  /** For WECHAT_API_BASE_URL. */
  url: string;
  /** Each request's path and query, in order. */
  readonly requests: { path: string; query: URLSearchParams }[];
  /** Whom `GOOD_CODE` names from now on (WECHAT_VIEWER unless a test names another customer). */
  viewer: WechatViewerProfile;
  close(): Promise<void>;
}

/**
 * WeChat's two web-authorisation calls as the real API answers them: `sns/oauth2/access_token` gives a
 * token and openid for `GOOD_CODE` (with the right app id and secret) and errcode 40029 for any other
 * code; `sns/userinfo` names the viewer for that token and openid, else errcode 40001. Errors are
 * HTTP 200 with an errcode, as WeChat sends them. Setting `viewer` makes the next code name another
 * customer (the XSS suite's hostile nicknames and avatars).
 */
export async function startFakeWechat(appId: string, secret: string): Promise<FakeWechat> {
  const requests: FakeWechat['requests'] = [];
  const state = { viewer: WECHAT_VIEWER as WechatViewerProfile };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname, query: url.searchParams });
    const q = url.searchParams;
    const json = (body: object) =>
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== appId || q.get('secret') !== secret)
        return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      if (q.get('code') !== GOOD_CODE || q.get('grant_type') !== 'authorization_code')
        return json({ errcode: 40029, errmsg: 'invalid code' });
      return json({
        access_token: ACCESS_TOKEN,
        expires_in: 7200,
        refresh_token: 'REFRESH',
        openid: state.viewer.openid,
        scope: 'snsapi_userinfo',
      });
    }
    if (url.pathname === '/sns/userinfo') {
      if (q.get('access_token') !== ACCESS_TOKEN || q.get('openid') !== state.viewer.openid)
        return json({ errcode: 40001, errmsg: 'invalid credential' });
      return json({ ...state.viewer, sex: 0, province: '', city: '', country: '', privilege: [] });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get viewer() {
      return state.viewer;
    },
    set viewer(viewer) {
      state.viewer = viewer;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Starts the fake before the test app and points `env` at it (call before `sharedTestApp`). */
export function useFakeWechat(env: Record<string, string>): () => FakeWechat {
  let fake: FakeWechat | undefined;
  beforeAll(async () => {
    fake = await startFakeWechat(env.WECHAT_APP_ID ?? '', env.WECHAT_APP_SECRET ?? '');
    env.WECHAT_API_BASE_URL = fake.url;
  });
  afterAll(() => fake?.close());
  return () => {
    if (!fake) throw new Error('the fake WeChat API has not started');
    return fake;
  };
}
