import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { WechatConfig } from '../../config-wechat.js';

/** WeChat's web authorisation page (网页授权); only a WeChat web view can get past it. */
export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** A viewer as WeChat names them (the interaction record's userName and userAvatar). */
export interface WechatViewer {
  nickname: string;
  avatar: string;
}

/** How long a browser keeps its WeChat name before asking WeChat again: as long as a share lives. */
const IDENTITY_DAYS = 30;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1),
});
const userSchema = z.object({
  nickname: z.string().default(''),
  headimgurl: z.string().default(''),
});

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/**
 * Names the customers who open a shared comparison in WeChat, when the operator configured a WeChat
 * app (decision 018): the share page sends the browser through WeChat's authorisation
 * (snsapi_userinfo) and back with a `code`, exchanged here for the nickname and avatar. The result
 * travels back to the page as a token signed with a key derived from the app secret and bound to the
 * page's visitor id, so the page cannot name itself and a forwarded link does not carry the name to
 * another browser. Every failure is `undefined`: the visitor stays anonymous.
 */
export function wechatViewers(config: NonNullable<WechatConfig>, now: () => Date = () => new Date()) {
  const key = createHmac('sha256', config.appSecret).update('broker-assistant/wechat-viewer/v1').digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  async function getJson(path: string, query: Record<string, string>): Promise<unknown> {
    const url = `${config.apiBaseUrl}${path}?${new URLSearchParams(query).toString()}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs) });
    if (!response.ok) throw new Error(`WeChat ${path}: HTTP ${response.status}`);
    const body = (await response.json()) as { errcode?: number; errmsg?: string };
    // WeChat answers errors with HTTP 200 and an errcode.
    if (body.errcode) throw new Error(`WeChat ${path}: ${body.errcode} ${body.errmsg ?? ''}`.trim());
    return body;
  }

  return {
    /** Where the share page sends the browser; WeChat comes back to `redirectUri` with `code`. */
    authorizeUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        state,
      });
      return `${WECHAT_AUTHORIZE_URL}?${query.toString()}#wechat_redirect`;
    },

    /** WeChat returns `state` unchanged: binding it to the visitor and page refuses a swapped callback. */
    state(visitorId: string, comparisonId: string): string {
      return sign(`state:${visitorId}:${comparisonId}`).slice(0, 32);
    },
    stateMatches(state: string, visitorId: string, comparisonId: string): boolean {
      return same(state, sign(`state:${visitorId}:${comparisonId}`).slice(0, 32));
    },

    /** `sns/oauth2/access_token`, then `sns/userinfo`; throws with WeChat's reason when either fails. */
    async exchange(code: string): Promise<WechatViewer> {
      const token = tokenSchema.parse(
        await getJson('/sns/oauth2/access_token', {
          appid: config.appId,
          secret: config.appSecret,
          code,
          grant_type: 'authorization_code',
        }),
      );
      const user = userSchema.parse(
        await getJson('/sns/userinfo', {
          access_token: token.access_token,
          openid: token.openid,
          lang: 'zh_CN',
        }),
      );
      const nickname = user.nickname.trim().slice(0, 40);
      if (!nickname) throw new Error('WeChat sns/userinfo: no nickname');
      return { nickname, avatar: /^https?:\/\//.test(user.headimgurl) ? user.headimgurl.slice(0, 500) : '' };
    },

    /** The signed name the page keeps and sends with its view reports. */
    identityToken(visitorId: string, viewer: WechatViewer): string {
      const expires = Math.floor(now().getTime() / 1000) + IDENTITY_DAYS * 86_400;
      const payload = b64(JSON.stringify({ v: visitorId, n: viewer.nickname, a: viewer.avatar, e: expires }));
      return `${payload}.${sign(payload)}`;
    },

    /** The name in a token this server signed for this visitor and not expired; else undefined. */
    viewerOf(token: string | undefined, visitorId: string): WechatViewer | undefined {
      const [payload, signature, extra] = (token ?? '').split('.');
      if (!payload || !signature || extra !== undefined || !same(signature, sign(payload))) return undefined;
      const parsed = z
        .object({ v: z.string(), n: z.string().min(1), a: z.string(), e: z.number() })
        .safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      if (!parsed.success || parsed.data.v !== visitorId || parsed.data.e * 1000 < now().getTime())
        return undefined;
      return { nickname: parsed.data.n, avatar: parsed.data.a };
    },
  };
}
export type WechatViewers = ReturnType<typeof wechatViewers>;
