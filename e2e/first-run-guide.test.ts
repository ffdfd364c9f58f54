import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../packages/contract/src/user.js';
import { createAgent, signInContext, type Agent } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { composer } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const DEBUG_WORK_ID = 'E2EDBG1';

const show = async (agent: Agent) => (await agent.api<UserInfo>('POST', '/v1/userinfo', {})).body.show;

/** The home screen has settled (the guide waits 400 ms for it) and a little more. */
async function settledHome(page: Page): Promise<void> {
  await composer(page).waitFor();
  await page.waitForTimeout(1200);
}

// The first-run guide (spec §9 guide_94326) and the debug console (spec §6), decision 030.
describe.skipIf(!hasBrowser)('first-run guide and debug console', () => {
  const suite = useServerAndBrowser({ DEBUG_CONSOLE_WORK_IDS: `X0000,${DEBUG_WORK_ID}` });

  it('shows the guide once: menu, categories, input; finished, it is gone after a reload', async () => {
    const agent = await createAgent(suite.server, 'E2EG001', '苏青', { guideSeen: false });
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');

    const step1 = page.getByRole('dialog', { name: '菜单在这里' });
    await step1.waitFor();
    await expect.poll(() => step1.getByText('第 1 步，共 3 步').count()).toBe(1);
    // The primary button has the focus, so a keyboard or screen reader starts on it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('下一步');
    await page.waitForTimeout(400);
    await screenshot(page, 'g1-guide-menu');
    await expectAccessible(page, 'guide step 1');
    await step1.getByRole('button', { name: '下一步' }).click();

    const step2 = page.getByRole('dialog', { name: '先选问题类型' });
    await step2.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'g2-guide-categories');
    await step2.getByRole('button', { name: '下一步' }).click();

    const step3 = page.getByRole('dialog', { name: '直接提问' });
    await step3.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'g3-guide-input');
    await expectAccessible(page, 'guide step 3');
    expect(await step3.getByRole('button', { name: '跳过' }).count()).toBe(0);
    await step3.getByRole('button', { name: '开始使用' }).click();
    await step3.waitFor({ state: 'hidden' });
    await expect.poll(() => show(agent)).toEqual([]);

    await page.reload();
    await settledHome(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'g4-guide-gone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is not shown again when the page reloads before the server has recorded it', async () => {
    const agent = await createAgent(suite.server, 'E2EG002', '周原', { guideSeen: false });
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    // The seen mark never arrives while this route holds it (a lost connection).
    await context.route('**/v1/pup/status', (route) => route.abort());
    await page.goto('/#/index');
    const guide = page.getByRole('dialog', { name: '菜单在这里' });
    await guide.getByRole('button', { name: '跳过' }).click();
    await guide.waitFor({ state: 'hidden' });
    expect(await show(agent)).toEqual(['guide_94326']);

    // Reloaded with the server still listing it: this device remembers, and sends the mark again.
    await context.unroute('**/v1/pup/status');
    await page.reload();
    await settledHome(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => show(agent)).toEqual([]);
    await context.close();
  });

  it('a second agent still gets it, and skipping ends it at once', async () => {
    const agent = await createAgent(suite.server, 'E2EG003', '陆远', { guideSeen: false });
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');
    await page.getByRole('dialog', { name: '菜单在这里' }).getByRole('button', { name: '跳过' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => show(agent)).toEqual([]);
    // The menu the guide pointed at works at once.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('link', { name: '网页资料' }).waitFor();
    await context.close();
  });

  it('loads the debug console for a listed work id only; nobody else downloads it', async () => {
    const erudaRequests = (page: Page) => {
      const seen: string[] = [];
      page.on('request', (request) => {
        if (/eruda/i.test(request.url())) seen.push(request.url());
      });
      return seen;
    };

    const listed = await createAgent(suite.server, DEBUG_WORK_ID, '调试员');
    expect((await listed.api<UserInfo>('POST', '/v1/userinfo', {})).body.debugConsole).toBe(true);
    const mine = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(mine.context, listed);
    const mineRequests = erudaRequests(mine.page);
    await mine.page.goto('/#/index');
    await mine.page.locator('#eruda').waitFor({ state: 'attached' });
    expect(mineRequests.length).toBeGreaterThan(0);
    await screenshot(mine.page, 'g5-debug-console');
    // A reload on another page opens it too (from the stored user info).
    await mine.page.goto('/#/webResource');
    await mine.page.reload();
    await mine.page.locator('#eruda').waitFor({ state: 'attached' });
    await mine.context.close();

    const other = await createAgent(suite.server, 'E2EDBG2', '普通经纪人');
    expect((await other.api<UserInfo>('POST', '/v1/userinfo', {})).body).not.toHaveProperty('debugConsole');
    const theirs = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(theirs.context, other);
    const theirRequests = erudaRequests(theirs.page);
    await theirs.page.goto('/#/index');
    await settledHome(theirs.page);
    expect(await theirs.page.locator('#eruda').count()).toBe(0);
    expect(theirRequests).toEqual([]);
    expect(theirs.problems).toEqual([]);
    await theirs.context.close();
  });
});
