import { describe, expect, it } from 'vitest';
import type { WebResourceList } from '../packages/contract/src/web-resource.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/suite.js';

// /webResource (issue 17, docs/decisions/030): the shipped official pages, searched, filtered, opened.
describe.skipIf(!hasBrowser)('web resources: drawer entry, list, search, categories, opening', () => {
  const suite = useServerAndBrowser();

  it('lists the official pages, filters and searches them, and opens one in a new window', async () => {
    const agent = await createAgent(suite.server, 'E2EW001', '韩梅');
    const { body: shipped } = await agent.api<WebResourceList>('GET', '/v1/webresource/list?size=50');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    // The machine has no way out: the regulator's site is answered here, so opening it can be watched.
    await context.route('https://www.nfra.gov.cn/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>国家金融监督管理总局</title><h1>NFRA</h1>' }),
    );

    // From the drawer, next to the operation guide.
    await page.goto('/#/index');
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('link', { name: '网页资料' }).click();
    await page.waitForURL(/#\/webResource$/);
    await expect.poll(() => page.title()).toBe('网页资料');
    const cards = page.locator('.web-resource');
    await page.getByText(`共 ${shipped.total} 条`).waitFor();
    expect(await cards.count()).toBe(Math.min(shipped.total, 20));
    await screenshot(page, 'w1-web-resources');
    await expectAccessible(page, '/webResource');

    // Categories, as the operators ordered them.
    const chips = page.getByRole('radiogroup', { name: '网页资料分类' }).getByRole('radio');
    expect(await chips.allInnerTexts()).toEqual(['全部', ...shipped.categories]);
    await page.getByRole('radio', { name: '法律法规' }).click();
    await page.getByText('共 4 条').waitFor();
    expect(await page.locator('.web-resource__title').allInnerTexts()).toEqual(
      shipped.list.filter((e) => e.category === '法律法规').map((e) => expect.stringContaining(e.title)),
    );
    await screenshot(page, 'w2-web-resources-category');

    // A search over title, source and summary, within the category; then one with no result.
    const search = page.getByRole('searchbox', { name: '搜索标题、来源或简介' });
    await search.fill('判决');
    await search.press('Enter');
    await page.getByText('共 1 条').waitFor();
    await expect
      .poll(() => page.locator('.web-resource__title').allInnerTexts())
      .toEqual([expect.stringContaining('中国裁判文书网')]);
    await search.fill('没有这种网页');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByText('没有找到相关结果，换个关键词或筛选条件试试').waitFor();
    await screenshot(page, 'w3-web-resources-no-result');
    await expectAccessible(page, '/webResource without a result');
    // Clearing the box shows the category again; 全部 shows everything.
    await search.fill('');
    await page.getByText('共 4 条').waitFor();
    await page.getByRole('radio', { name: '全部' }).click();
    await page.getByText(`共 ${shipped.total} 条`).waitFor();

    // Opening: a link to the official address in a new window (never a frame, decision 030).
    const regulator = page.getByRole('link', { name: /^国家金融监督管理总局/ });
    expect(await regulator.getAttribute('href')).toBe('https://www.nfra.gov.cn/');
    expect(await regulator.getAttribute('target')).toBe('_blank');
    expect(await regulator.getAttribute('rel')).toBe('noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), regulator.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://www.nfra.gov.cn/');
    await popup.close();
    expect(page.url()).toMatch(/#\/webResource$/);

    // 复制链接 copies the address (to send to a customer).
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await page.getByRole('button', { name: '复制“国家金融监督管理总局”的链接' }).click();
    await page.getByText('已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://www.nfra.gov.cn/');

    // The end of the list says so (spec §2 'no more').
    if (shipped.total > 20) {
      await page.getByRole('button', { name: '加载更多' }).click();
      await expect.poll(() => cards.count()).toBe(shipped.total);
    }
    await page.getByText('没有更多了').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a failed load says so and loads again on 重试', async () => {
    const agent = await createAgent(suite.server, 'E2EW002');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    let fail = true;
    await context.route('**/v1/webresource/list**', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"服务暂不可用"}' })
        : route.continue(),
    );
    await page.goto('/#/webResource');
    await page.getByText('服务暂不可用').waitFor();
    await screenshot(page, 'w4-web-resources-error');
    await expectAccessible(page, '/webResource after a failed load');
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByText('国家金融监督管理总局').first().waitFor();
    // The failed call itself is logged by the browser; nothing else went wrong.
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
    await context.close();
  });
});
