import { describe, expect, it } from 'vitest';
import { createAgent, signInContext } from './helpers/agent.js';
import { hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/suite.js';

const NO_RESULTS = '没有找到相关结果，换个关键词或筛选条件试试';

// Spec §2 empty states: one search no-result text on every search screen (decision 036).
describe.skipIf(!hasBrowser)('the search no-result text', () => {
  const suite = useServerAndBrowser();

  it('is the same on the product selection, calculator and colour-page pickers and the web pages', async () => {
    const agent = await createAgent(suite.server, 'E2ESRCH', '冯雪');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    for (const route of [
      '/prodSelectConfig',
      '/commissionCalculateProdSelect',
      '/prodColoringPageProdSelect',
    ]) {
      await page.goto(`/#${route}`);
      const search = page.getByRole('searchbox', { name: '搜索产品名称、公司或险种' });
      await search.fill('不存在的产品名称xyz');
      await search.press('Enter');
      await page.getByText(NO_RESULTS, { exact: true }).waitFor();
      if (route === '/prodSelectConfig') await screenshot(page, '123-search-no-results');
    }
    await page.goto('/#/webResource');
    const search = page.getByRole('searchbox', { name: '搜索标题、来源或简介' });
    await search.fill('不存在的网页xyz');
    await search.press('Enter');
    await page.getByText(NO_RESULTS, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
