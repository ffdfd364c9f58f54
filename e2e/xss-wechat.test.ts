import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GOOD_CODE, useFakeWechat } from '../apps/server/test/helpers/fake-wechat.js';
import { createAgent, signInContext, type Agent } from './helpers/agent.js';
import { hasBrowser, screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/suite.js';
import { CSP_MODES, findings, PAYLOADS, RUN, watch, xssContext } from './helpers/xss.js';

/**
 * XSS in the real browser, third part (issue 21): the customers WeChat names. A customer who opens a
 * shared comparison in WeChat is named by WeChat's `sns/userinfo` (nickname and avatar URL, decision
 * 018) — text and an address from outside that the agent's screens show: the drawer's latest
 * interaction records and /interactiveList. Here a fake WeChat names each visitor with one payload of
 * the shared corpus and a hostile avatar address; the visits go through the real authorisation round
 * trip (start → WeChat → callback → signed name → view report). Rendered once with the CSP bypassed
 * (the rendering itself) and once under it: 0 executions, every nickname shown as the text it is.
 */

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
/** Avatar addresses WeChat might be made to send: the server keeps only http(s) ones, as given. */
const AVATARS = [
  `javascript:${RUN}`,
  `https://thirdwx.qlogo.cn/mmopen/x" onerror="${RUN}`,
  `https://thirdwx.qlogo.cn/mmopen/"><img src=x onerror=${RUN}>`,
  `data:text/html,<script>parent.__xss=1</script>`,
  `https://thirdwx.qlogo.cn/mmopen/javascript:${RUN}`,
];
/** A 1×1 PNG served for every avatar address (nothing leaves the machine). */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** What the server keeps of a nickname (wechat-viewers.ts): trimmed, at most 40 characters. */
const stored = (nickname: string) => nickname.trim().slice(0, 40);

describe.skipIf(!hasBrowser)('customers named by WeChat with hostile nicknames and avatars', () => {
  const env: Record<string, string> = {
    WECHAT_APP_ID: 'wx0123456789abcdef',
    WECHAT_APP_SECRET: 'secret-of-the-operators-app-0001',
  };
  const wechat = useFakeWechat(env);
  const suite = useServerAndBrowser(env);

  /** A saved comparison of two demo products, shared: its id and share code. */
  async function sharedComparison(agent: Agent) {
    const saved = await agent.api<{ id: string }>('POST', '/v1/prodcompare/history/save/new', {
      productCodes: ['QYRS-CI02', 'HYRS-CI01'],
      factors: { age: 30, gender: 'M' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const share = await agent.api<{ shareCode: string }>(
      'GET',
      `/v1/product/compare/share/code?id=${saved.body.id}`,
    );
    expect(share.status).toBe(200);
    return { id: saved.body.id, code: share.body.shareCode };
  }

  /**
   * A customer named `nickname` by WeChat opens the share: the server's authorisation start, WeChat's
   * code back to the callback, the signed name in the page's address, and the page's view report.
   */
  async function visitAs(i: number, nickname: string, share: { id: string; code: string }) {
    const visitor = `${(0xa0000 + i).toString(16)}${'b'.repeat(19)}`;
    wechat().viewer = {
      openid: `o6_xss_${i}`,
      nickname,
      headimgurl: AVATARS[i % AVATARS.length] ?? '',
    };
    const get = (url: string) =>
      fetch(new URL(url, suite.server.url), { headers: { 'user-agent': WECHAT_UA }, redirect: 'manual' });
    const start = await get(
      `/v1/wechat/oauth/start?id=${share.id}&share_code=${share.code}&visitor=${visitor}`,
    );
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    const callback = new URL(authorize.searchParams.get('redirect_uri') ?? '');
    const state = authorize.searchParams.get('state') ?? '';
    const back = await get(`${callback.pathname}${callback.search}&code=${GOOD_CODE}&state=${state}`);
    expect(back.status).toBe(302);
    const page = new URL(back.headers.get('location') ?? '', suite.server.url);
    const identity = new URLSearchParams(page.hash.split('?')[1]).get('wx_identity');
    expect(identity, `WeChat named visitor ${i}`).toBeTruthy();
    const report = await fetch(`${suite.server.url}/v1/behavior/reporting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': WECHAT_UA },
      body: JSON.stringify({
        type: 'view',
        sessionId: `xss-wechat-${i}-${Date.now()}`,
        visitorId: visitor,
        shareCode: share.code,
        comparisonId: share.id,
        wechatIdentity: identity,
      }),
    });
    expect(report.status).toBe(200);
  }

  /** The names the records on the page show (their text, exactly). */
  const shownNames = (page: Page, where: string) =>
    page.locator(`${where} .record-item__who`).allTextContents();

  it.each(CSP_MODES)(
    '0 executions in the drawer’s latest records and /interactiveList %s',
    async (_label, bypassCSP) => {
      const agent = await createAgent(suite.server, bypassCSP ? 'E2EXW01' : 'E2EXW02', '微信测试');
      const share = await sharedComparison(agent);
      const context = await xssContext(suite.browser, suite.server.url, bypassCSP);
      await context.route('https://thirdwx.qlogo.cn/**', (route) =>
        route.fulfill({ contentType: 'image/png', body: AVATAR_PNG }),
      );
      await signInContext(context, agent);
      const page = await context.newPage();
      const dialogs = watch(page);
      const all: string[] = [];
      const check = async (where: string) =>
        all.push(...(await findings(page, dialogs)).map((f) => `${where}: ${f}`));

      // 1. The drawer shows the latest two records: two visits at a time, each pair seen there.
      for (let i = 0; i < PAYLOADS.length; i += 2) {
        const pair = PAYLOADS.slice(i, i + 2);
        for (const [k, nickname] of pair.entries()) await visitAs(i + k, nickname, share);
        await page.goto('/#/index');
        await page.reload();
        await page.getByRole('button', { name: '打开菜单' }).tap();
        const expected = pair.map(stored).reverse();
        await expect
          .poll(async () => (await shownNames(page, '.drawer-records')).slice(0, pair.length))
          .toEqual(expected.map((n) => `${n}未读`));
        await check(`drawer, payloads ${i}–${i + pair.length - 1}`);
      }
      await screenshot(page, `xss-wechat-drawer-${bypassCSP ? 'bypass' : 'csp'}`);

      // 2. Every record on /interactiveList, loaded to the end.
      await page.goto('/#/interactiveList');
      await page.locator('.record-item').first().waitFor();
      for (;;) {
        const more = page.getByRole('button', { name: '加载更多' });
        if ((await more.count()) === 0) break;
        await more.click();
        await page.waitForTimeout(300);
      }
      await page.getByText('没有更多了').waitFor();
      const names = (await shownNames(page, '.records')).map((n) => n.replace(/未读$/, ''));
      expect(names).toEqual(PAYLOADS.map(stored).reverse());
      // Avatars: only the http(s) addresses WeChat sent, as the src they were (never a script URL).
      const avatars = await page
        .locator('.records .record-item__avatar')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
      expect(avatars.length).toBeGreaterThan(0);
      for (const src of avatars) expect(src).toMatch(/^https:\/\/thirdwx\.qlogo\.cn\//);
      await screenshot(page, `xss-wechat-records-${bypassCSP ? 'bypass' : 'csp'}`);
      await check('interaction records');

      expect([...new Set(all)]).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
