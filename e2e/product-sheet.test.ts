import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { QuoteResponse } from '@broker/contract';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { SELECTION, answerSettled, ask, composer, questions } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const OFF_SALE = 'QYRS-CI01';

/** Nothing on the page is wider than the phone: long tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    document: document.documentElement.scrollWidth,
    body: document.querySelector('.page__body')?.scrollWidth ?? 0,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body).toBeLessThanOrEqual(widths.viewport);
}

/** The plan the sheet's premium example uses, as its 详细试算 link carries it to the calculator. */
async function examplePlan(page: Page): Promise<Record<string, string | number>> {
  const href = (await page.getByRole('link', { name: '详细试算' }).getAttribute('href')) ?? '';
  const factors = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('factors');
  return JSON.parse(factors ?? '{}') as Record<string, string | number>;
}

describe.skipIf(!hasBrowser)('product sheet: chat card, comparison row, pickers, deep link', () => {
  const suite = useServerAndBrowser();

  it('a chat card opens the sheet; its premium example agrees with an independent quote', async () => {
    const agent = await createAgent(suite.server, 'E2EP001', '顾言');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');
    await composer(page).waitFor();
    await ask(page, SELECTION);
    const answer = await answerSettled(page);

    // Tapping the card (not only 查看产品亮点) opens the product's sheet, with the conversation.
    const card = answer.locator('.product-card').first();
    const name = (await card.locator('.product-card__name').innerText()).trim();
    await card.getByRole('link', { name: new RegExp(name) }).tap();
    await page.waitForURL(/#\/productDetail\?productCode=[A-Z0-9-]+&conversationId=/);
    await page.getByRole('heading', { name: new RegExp(name) }).waitFor();
    for (const group of ['基本信息', '投保条件', '期间与时限', '保障责任', '责任免除', '条款原文'])
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('sheet-terms').innerText()).toMatch(/等待期\s*\d+天/);
    await expect.poll(() => page.getByTestId('sheet-terms').innerText()).toMatch(/犹豫期\s*\d+天/);
    await screenshot(page, '90-product-sheet');

    // The premium example starts from the customer the chat understood, priced by the server.
    const premium = page.getByTestId('annual-premium');
    await premium.waitFor();
    await expect.poll(() => page.getByLabel('投保年龄').inputValue()).toBe('30');
    const plan = await examplePlan(page);
    const code = new URL(page.url().replace('#/', '')).searchParams.get('productCode') ?? '';
    const quote = await agent.api<QuoteResponse>('POST', '/v1/premium/quote', {
      productCode: code,
      factors: plan,
    });
    expect(quote.status).toBe(200);
    await expect.poll(() => premium.innerText()).toContain(MONEY.format(quote.body.annualPremium));

    // Commission: shown to the agent, gone when the customer looks (the calculator's toggle).
    await page.getByTestId('first-year-commission').waitFor();
    await page.getByRole('button', { name: '隐藏佣金' }).tap();
    await expect.poll(() => page.getByTestId('first-year-commission').count()).toBe(0);
    await premium.scrollIntoViewIfNeeded();
    await screenshot(page, '91-product-sheet-example');

    // A refused value shows the product's rule instead of a number.
    await page.getByLabel('投保年龄').fill('200');
    await page.getByRole('alert').filter({ hasText: '按当前投保信息无法试算' }).waitFor();
    await page.getByLabel('投保年龄').fill('30');
    await premium.waitFor();

    // The clauses, searchable.
    await page.getByRole('searchbox', { name: '在条款中搜索' }).fill('等待期');
    await page
      .getByRole('status')
      .filter({ hasText: /找到\d+处/ })
      .waitFor();
    expect(await page.getByTestId('sheet-clauses').locator('mark').count()).toBeGreaterThan(0);
    await page.getByTestId('sheet-clauses').scrollIntoViewIfNeeded();
    await screenshot(page, '92-product-sheet-clauses');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'product sheet');

    // Back returns to the chat, the answer still there.
    await page.getByRole('button', { name: '返回' }).tap();
    await page.waitForURL(/#\/index/);
    await answer.locator('.product-card').first().waitFor();

    // 问问这款产品 asks the assistant in the chat, which answers about that product.
    await card.getByRole('link', { name: new RegExp(name) }).tap();
    await page.getByRole('button', { name: '问问这款产品' }).tap();
    await page.waitForURL(/#\/index/);
    await expect.poll(() => questions(page).last().innerText()).toContain(name);
    const about = await answerSettled(page);
    await expect.poll(() => about.innerText()).toContain(name);
    // The answer's product card is what locks the product for the follow-ups.
    await about.locator('.product-card').filter({ hasText: name }).first().waitFor();
    const locked = await page.evaluate(() => {
      window.dispatchEvent(new Event('pagehide'));
      const raw = sessionStorage.getItem('main') ?? '{}';
      return (JSON.parse(raw) as { state?: { lockedProductCodes?: string[] } }).state?.lockedProductCodes;
    });
    expect(locked?.[0]).toBe(code);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('from a comparison row and a picker; deep links to a product, an off-sale and an unknown one', async () => {
    const agent = await createAgent(suite.server, 'E2EP002', '顾言');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    const search = await agent.api<{ result: { code: string; name: string }[] }>(
      'GET',
      '/v1/products?type=critical_illness&pageSize=2',
    );
    const [first, second] = search.body.result;
    if (!first || !second) throw new Error('the demo catalogue has two critical-illness products');

    // A comparison's product header opens the sheet; back returns to the comparison.
    await page.goto(
      `/#/comparisonResults?products=${first.code},${second.code}&factors={"age":30,"gender":"M"}`,
    );
    const table = page.locator('.compare-table').first();
    await table.getByRole('link', { name: second.name }).tap();
    await page.waitForURL(new RegExp(`#/productDetail\\?productCode=${second.code}`));
    await page.getByRole('heading', { name: new RegExp(second.name) }).waitFor();
    await page.getByRole('button', { name: '返回' }).tap();
    await page.waitForURL(/#\/comparisonResults/);
    await table.getByRole('link', { name: second.name }).waitFor();

    // The calculator's picker: the product opens its sheet, the action stays the screen's own.
    await page.goto('/#/commissionCalculateProdSelect');
    await page.locator('.product-result__body').first().tap();
    await page.waitForURL(/#\/productDetail\?productCode=/);
    await page.getByTestId('sheet-basics').waitFor();

    // The colour page's picker: the same; back returns to the picker, its own action still there.
    await page.goto('/#/prodColoringPageProdSelect');
    // (The calculator's picker stays mounted, hidden, behind it: only what is visible counts.)
    const row = page.locator('.product-result').filter({ visible: true }).first();
    const rowName = (await row.locator('.product-result__name').innerText()).trim();
    await row.locator('.product-result__body').tap();
    await page.waitForURL(/#\/productDetail\?productCode=/);
    await page.getByRole('heading', { name: rowName }).waitFor();
    await page.getByRole('link', { name: '做彩页' }).waitFor();
    await page.getByRole('button', { name: '返回' }).tap();
    await page.waitForURL(/#\/prodColoringPageProdSelect/);
    await page.getByRole('link', { name: `为${rowName}做彩页` }).waitFor();

    // A deep link opened directly: back goes home.
    await page.goto(`/#/productDetail?productCode=${first.code}`);
    await page.reload();
    await page.getByRole('heading', { name: new RegExp(first.name) }).waitFor();
    await page.getByRole('button', { name: '返回' }).tap();
    await page.waitForURL(/#\/index/);

    // Off sale: everything readable, no tools and no example; unknown: a clear state.
    await page.goto(`/#/productDetail?productCode=${OFF_SALE}`);
    await page.getByRole('note').filter({ hasText: '该产品已停售' }).waitFor();
    // Spec §4 version tag: its 2021 edition is the old one (decision 036).
    await page.locator('.sheet-badge--version', { hasText: '旧版' }).waitFor();
    expect(await page.getByRole('link', { name: '详细试算' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: '保费示例' }).count()).toBe(0);
    await screenshot(page, '93-product-sheet-off-sale');
    await expectAccessible(page, 'off-sale product sheet');
    await page.goto('/#/productDetail?productCode=NOPE-01');
    await page.getByText('没有找到这款产品').waitFor();
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
