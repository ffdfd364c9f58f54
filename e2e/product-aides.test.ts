import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../packages/contract/src/index.js';
import { DEFAULT_CATALOGUE_DIR } from '../apps/server/src/config.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, ask, askThroughApi, composer } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

// The product assistant (aiSource=product_aides, decision 048) on the demo catalogue the server
// loads; the expected waiting period is the catalogue's field, read here.
const catalogue = JSON.parse(fs.readFileSync(`${DEFAULT_CATALOGUE_DIR}/catalogue.json`, 'utf8')) as Catalogue;
const LOCKED = catalogue.products.find((p) => p.code === 'KHJK-CI01');
if (!LOCKED) throw new Error('demo catalogue has no KHJK-CI01');

describe.skipIf(!hasBrowser)('the product assistant (aiSource=product_aides)', () => {
  const suite = useServerAndBrowser();

  it('locks the chat to the launch product: chip, its questions, its answers and only its history', async () => {
    const agent = await createAgent(suite.server, 'E2EAIDE1', '韩笑');
    // Earlier conversations: a general one and one of another product's assistant.
    await askThroughApi(suite.server, agent, '重疾险和医疗险有什么区别？');
    const otherProduct = await agent.api('POST', '/v1/converse/General', {
      userPrompt: '这款保到多少岁',
      productCode: 'ALJK-CI01',
    });
    expect(otherProduct.status).toBe(200);

    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto(`/?aiSource=product_aides&productCode=${LOCKED.code}#/index`);
    await composer(page).waitFor();

    // The header's chip names the product; the welcome panel offers its questions, not the categories.
    const chip = page.getByRole('link', { name: `产品助手：${LOCKED.name}，查看产品详情` });
    await chip.waitFor();
    await page
      .getByRole('region', { name: `关于「${LOCKED.name}」，您可以问` })
      .getByRole('button')
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: '产品对比' }).count()).toBe(0);
    await screenshot(page, '125-product-aides-welcome');
    await expectAccessible(page, 'product assistant home');

    // A question that names no product is about the locked one: its waiting period from the catalogue.
    await ask(page, '等待期多久');
    const answer = await answerSettled(page);
    await expect.poll(() => answer.innerText()).toContain(`${LOCKED.waitingPeriodDays}天`);
    expect(await answer.innerText()).toContain(LOCKED.name);
    await screenshot(page, '126-product-aides-answer');

    // The chip opens the product sheet.
    await chip.tap();
    await page.waitForURL(new RegExp(`#/productDetail\\?productCode=${LOCKED.code}`));
    await page.goBack();
    await composer(page).waitFor();

    // The drawer's history is this product's only.
    await page.getByRole('button', { name: '打开菜单' }).tap();
    const drawer = page.getByRole('dialog', { name: /./ });
    const items = drawer.locator('.history__group').getByRole('listitem');
    await expect.poll(() => items.allInnerTexts()).toEqual([expect.stringContaining('等待期多久')]);
    await screenshot(page, '127-product-aides-history');

    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
