import type { z } from 'zod';
import { int, optionalText, optionalUrl } from './config-values.js';

// The operator's WeChat official-account app (公众号), for naming the customers who open a shared
// comparison inside WeChat (web OAuth, snsapi_userinfo; issue 13, docs/decisions/018). config.ts
// spreads these into its schema and its Config, as it does the speech part.

export const wechatEnv = {
  WECHAT_APP_ID: optionalText,
  WECHAT_APP_SECRET: optionalText,
  WECHAT_API_BASE_URL: optionalUrl,
  WECHAT_TIMEOUT_MS: int(5000, 500, 60_000),
};

type WechatEnv = z.output<z.ZodObject<typeof wechatEnv>>;

/** Both or neither: an id without its secret cannot exchange a code. */
export function checkWechatEnv(env: WechatEnv, ctx: z.RefinementCtx): void {
  if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET))
    ctx.addIssue({
      code: 'custom',
      path: [env.WECHAT_APP_ID ? 'WECHAT_APP_SECRET' : 'WECHAT_APP_ID'],
      message: 'set WECHAT_APP_ID and WECHAT_APP_SECRET together',
    });
}

/** undefined = no WeChat app: customers in WeChat are anonymous visitors like everyone else. */
export type WechatConfig =
  | {
      appId: string;
      appSecret: string;
      /** `https://api.weixin.qq.com`, or a stand-in (tests start a fake one). */
      apiBaseUrl: string;
      timeoutMs: number;
    }
  | undefined;

export function wechatConfig(env: WechatEnv): WechatConfig {
  if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET) return undefined;
  return {
    appId: env.WECHAT_APP_ID,
    appSecret: env.WECHAT_APP_SECRET,
    apiBaseUrl: (env.WECHAT_API_BASE_URL ?? 'https://api.weixin.qq.com').replace(/\/+$/, ''),
    timeoutMs: env.WECHAT_TIMEOUT_MS,
  };
}
