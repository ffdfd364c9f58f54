import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, ask, composer } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

/** The host app's bridge (apps/web/NATIVE_BRIDGE.md): a token and a close() the test can see. */
async function installBridge(page: Page, token: string) {
  await page.addInitScript((t) => {
    const w = window as unknown as { BrokerAssistantBridge: unknown; closedByBridge: number };
    w.closedByBridge = 0;
    w.BrokerAssistantBridge = { getToken: () => t, close: () => (w.closedByBridge += 1) };
  }, token);
}

// Spec §4 AI sources (decision 036): what each launch changes on screen.
describe.skipIf(!hasBrowser)('launch sources (aiSource)', () => {
  const suite = useServerAndBrowser();

  it('app_dialog: the home has no nav header, its buttons float; back from the first page closes the view', async () => {
    const agent = await createAgent(suite.server, 'E2ESRC1', '周宁');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await installBridge(page, agent.token);
    await page.goto('/?aiSource=app_dialog#/index');
    await composer(page).waitFor();
    expect(await page.locator('header.page-header').count()).toBe(0);
    const menu = page.getByRole('button', { name: '打开菜单' });
    await menu.waitFor();
    await screenshot(page, '120-launch-app-dialog-home');
    await expectAccessible(page, 'app_dialog home');
    // The drawer still opens from the floating button.
    await menu.tap();
    await page.getByRole('dialog').getByText('个人设置').first().waitFor();

    // Opened on another page, its back closes the web view instead of going to the home.
    const sub = await context.newPage();
    await installBridge(sub, agent.token);
    await sub.goto('/?aiSource=app_dialog#/setting');
    await sub.getByRole('button', { name: '返回' }).tap();
    await expect
      .poll(() => sub.evaluate(() => (window as unknown as { closedByBridge: number }).closedByBridge))
      .toBe(1);
    expect(new URL(sub.url()).hash).toBe('#/setting');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('general (and an unknown source, run as general): the nav header is there and back goes home', async () => {
    const agent = await createAgent(suite.server, 'E2ESRC2', '钱越');
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await installBridge(page, agent.token);
    await page.goto('/?aiSource=wx_mini_unknown#/setting');
    await page.getByRole('button', { name: '返回' }).tap();
    await page.waitForURL(/#\/index/);
    await page.locator('.index-page header.page-header').waitFor();
    expect(await page.evaluate(() => (window as unknown as { closedByBridge: number }).closedByBridge)).toBe(
      0,
    );
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? '{}').state.aiSource)).toBe(
      'general',
    );
    await context.close();
  });

  it('cs and qywx_cs open the customer-service assistant', async () => {
    const agent = await createAgent(suite.server, 'E2ESRC3', '孙航');
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/?aiSource=cs');
    await page.waitForURL(/#\/csAssistant/);
    await page.getByRole('heading', { name: '智能客服', exact: true }).waitFor();
    await context.close();
  });

  it('zhxs: the smart-sales entry keeps its conversations in the zhxs category', async () => {
    const agent = await createAgent(suite.server, 'E2ESRC4', '李然');
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/?aiSource=zhxs#/index');
    await ask(page, '重疾险和医疗险有什么区别？');
    await answerSettled(page);
    const zhxs = await agent.api<{ list: unknown[] }>('GET', '/v1/convlist/zhxs?size=30');
    const general = await agent.api<{ list: unknown[] }>('GET', '/v1/convlist/General?size=30');
    expect(zhxs.body.list).toHaveLength(1);
    expect(general.body.list).toHaveLength(0);
    await context.close();
  });

  it('zhxs_pc: a desktop browser gets a centred column, not a stretched phone', async () => {
    const agent = await createAgent(suite.server, 'E2ESRC5', '吴迪');
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    });
    await signInContext(context, agent);
    const page = await context.newPage();
    const shellWidth = async () =>
      page.evaluate(() => document.querySelector('.app-shell')?.getBoundingClientRect().width ?? 0);

    await page.goto('/?aiSource=zhxs_pc#/index');
    await composer(page).waitFor();
    await screenshot(page, '121-launch-zhxs-pc-desktop');
    const column = await shellWidth();
    expect(column).toBeLessThan(1000);
    expect(column).toBeGreaterThan(700);
    const box = await page.locator('.app-shell').boundingBox();
    expect(Math.round(box?.x ?? 0)).toBe(Math.round((1440 - column) / 2));

    // The same desktop launched as general stretches across the window (what zhxs_pc avoids).
    await page.goto('/?aiSource=general#/index');
    await page.reload();
    await composer(page).waitFor();
    expect(await shellWidth()).toBe(1440);
    await context.close();
  });
});
