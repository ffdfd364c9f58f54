import { afterAll, describe, expect, it } from 'vitest';
import { startScriptedModel } from '../apps/server/test/helpers/fake-model.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, ask, composer } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';
import { batches, CSP_MODES, findings, PAYLOADS, watch, xssContext } from './helpers/xss.js';

/**
 * XSS in the real browser (issue 21, decision 037): hostile text placed where agents and customers see
 * it — questions and the answers that quote them, work orders, a shared underwriting report — is
 * rendered in Chromium once with the Content-Security-Policy bypassed (so the rendering itself is what
 * is tested: no markup from text, no `javascript:` links) and once under the CSP. Every payload tries
 * to set `top.__xss` or open a dialog; neither may happen.
 */

// A fake model (on localhost) answers every question with all the payloads, as markdown.
const model = await startScriptedModel();
afterAll(() => model.close());
model.use(() => ({ kind: 'stream', steps: [{ type: 'text', text: PAYLOADS.join('\n\n') }] }));

describe.skipIf(!hasBrowser)('hostile text on every screen that shows it', () => {
  const suite = useServerAndBrowser({
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    LLM_BASE_URL: model.url,
    LLM_API_KEY: 'sk-e2e',
    LLM_MODELS: 'fake-pro',
    LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
  });

  it.each(CSP_MODES)(
    '0 executions %s',
    async (_label, bypassCSP) => {
      const workId = bypassCSP ? 'E2EX001' : 'E2EX002';
      const agent = await createAgent(suite.server, workId, '测试<img src=x onerror=alert(1)>');
      const browserContext = await xssContext(suite.browser, suite.server.url, bypassCSP);
      await signInContext(browserContext, agent);
      const tab = await browserContext.newPage();
      const dialogs = watch(tab);
      const all: string[] = [];

      // 1. Questions, and the answers (which quote what was understood of them), in the chat.
      await tab.goto('/#/index');
      await composer(tab).waitFor();
      for (const question of batches(480)) {
        await ask(tab, question);
        await answerSettled(tab);
      }
      await screenshot(tab, `xss-chat-${bypassCSP ? 'bypass' : 'csp'}`);
      all.push(...(await findings(tab, dialogs)).map((f) => `chat: ${f}`));

      // 2. Work orders: the agent's own list and detail.
      for (const problem of batches(900)) {
        const created = await agent.api('POST', '/v1/workorder/create', {
          name: '<b>张三</b>',
          phone: '13800138000',
          category: 'other',
          problem,
        });
        expect(created.status).toBe(200);
      }
      await tab.goto('/#/workOrder');
      await tab.waitForLoadState('networkidle');
      all.push(...(await findings(tab, dialogs)).map((f) => `work orders: ${f}`));

      // 3. A shared underwriting report opened by the customer (no session).
      const report = await agent.api<{ id: string }>('POST', '/v1/underwriting/report', {
        customer: { age: 38, gender: 'female' },
        kinds: ['medical'],
        conditionsText: batches(480)[0],
      });
      expect(report.status).toBe(200);
      const share = await agent.api<{ path: string }>(
        'GET',
        `/v1/underwriting/history/${report.body.id}/share`,
      );
      expect(share.status).toBe(200);
      const customer = await suite.browser.newContext({ baseURL: suite.server.url, bypassCSP });
      const customerTab = await customer.newPage();
      const customerDialogs = watch(customerTab);
      await customerTab.goto(`/${share.body.path.replace(/^\/?/, '')}`);
      await customerTab.waitForLoadState('networkidle');
      all.push(...(await findings(customerTab, customerDialogs)).map((f) => `shared report: ${f}`));
      await customer.close();

      expect(all).toEqual([]);
      await browserContext.close();
    },
    180_000,
  );

  it('the app and the share pages are served with a CSP that forbids inline and foreign scripts', async () => {
    for (const url of ['/', '/index.html', '/v1/colourpage/shared/x']) {
      const res = await fetch(`${suite.server.url}${url}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toMatch(/script-src 'self'(;|$)/);
      expect(csp, url).not.toMatch(/unsafe-inline[^;]*;.*script|script-src[^;]*unsafe/);
      expect(csp, url).toMatch(/object-src 'none'/);
      expect(csp, url).toMatch(/base-uri 'self'/);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
    // Under that CSP an inline handler injected into the page does not run.
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await page.goto('/#/login');
    // The image fails to load (its error event is awaited), and its inline onerror is refused.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const div = document.createElement('div');
          div.innerHTML = '<img src="/no-such-image.png" onerror="top.__xss=1">';
          div.querySelector('img')?.addEventListener('error', () => setTimeout(resolve, 0));
          document.body.append(div);
        }),
    );
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await context.close();
  });
});
