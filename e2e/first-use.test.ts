import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { composer } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

/** Whether the element's box lies inside the viewport (fully, give or take a pixel). */
const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return (
      box.top >= -1 &&
      box.bottom <= window.innerHeight + 1 &&
      box.left >= -1 &&
      box.right <= window.innerWidth + 1
    );
  });

async function signedInPage(suite: ReturnType<typeof useServerAndBrowser>, workId: string) {
  const agent = await createAgent(suite.server, workId, '沈宁');
  const phone = await newPhonePage(suite.browser, suite.server.url);
  await signInContext(phone.context, agent);
  return { agent, ...phone };
}

describe.skipIf(!hasBrowser)('what a new user frowns at (issue 22)', () => {
  const suite = useServerAndBrowser();

  it('a deep link to a screen not built yet says so on the home screen, by name', async () => {
    const { page, context, problems } = await signedInPage(suite, 'E2EF001');
    await page.goto('/#/webResource?lessonId=1');
    await page.waitForURL(/#\/index$/);
    const notice = page.getByRole('status').filter({ hasText: '该功能即将上线' });
    await expect.poll(() => notice.innerText()).toContain('网页资料');
    await screenshot(page, '95-coming-soon');
    await expectAccessible(page, 'home with the coming-soon notice');
    await notice.getByRole('button', { name: '知道了' }).tap();
    await expect.poll(() => notice.count()).toBe(0);
    // A path that is no route of the spec goes home without a word.
    await page.goto('/#/noSuchPage');
    await page.waitForURL(/#\/index$/);
    await composer(page).waitFor();
    expect(await page.getByText('该功能即将上线').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the welcome panel brings a category's hints into view; the history tabs show they scroll", async () => {
    const { page, context, problems } = await signedInPage(suite, 'E2EF002');
    await page.goto('/#/index');
    const hintsTitle = page.getByRole('region', { name: '产品对比 · 热门问题' });
    await page.getByRole('button', { name: '产品对比', exact: true }).tap();
    await hintsTitle.waitFor();
    await expect.poll(() => inView(hintsTitle)).toBe(true);
    await screenshot(page, '96-welcome-category-hints');

    await page.goto('/#/convMessageCheckList');
    const tabs = page.getByTestId('history-tabs');
    await page.getByRole('tab', { name: '综合问答' }).waitFor();
    // Opened on the chat's category (产品对比, past the edge): that tab is whole on screen.
    await expect.poll(() => inView(page.getByRole('tab', { name: '产品对比' }))).toBe(true);
    await page.getByRole('tab', { name: '综合问答' }).tap();
    await expect.poll(() => tabs.getAttribute('data-more-start')).toBe('false');
    await expect.poll(() => tabs.getAttribute('data-more-end')).toBe('true');
    await screenshot(page, '97-history-tabs-hint');
    await expectAccessible(page, 'history with the tabs hint');
    await page.getByRole('button', { name: '查看更多分类' }).tap();
    await expect.poll(() => tabs.getAttribute('data-more-start')).toBe('true');
    // The last tab, once chosen, is fully on screen and nothing is left to the right.
    await page.getByRole('tab', { name: '我要提问' }).tap();
    await expect.poll(() => tabs.getAttribute('data-more-end')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });
});
