import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@broker/contract';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, ask, composer, toastShown } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

describe.skipIf(!hasBrowser)('colour pages: pick → parameters → render → result → customer link', () => {
  const suite = useServerAndBrowser();

  it('an agent makes a colour page and the customer opens it without a session, with no commission', async () => {
    const agent = await createAgent(suite.server, 'E2EP001', '陈思');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);

    // The drawer's entry leads to the picker; the history tab is empty at first.
    await page.goto('/#/index');
    await page.getByRole('button', { name: '打开菜单' }).tap();
    await page.getByRole('dialog', { name: /./ }).getByRole('link', { name: '产品彩页' }).tap();
    await page.waitForURL(/#\/prodColoringPageProdSelect/);
    await page.getByRole('tab', { name: '我的彩页' }).tap();
    await page.getByText('还没有彩页').waitFor();
    await screenshot(page, '80-colour-history-empty');
    await page.getByRole('tab', { name: '选择产品' }).tap();
    await page.getByRole('radio', { name: '重疾险' }).tap();
    await page.locator('.product-result').first().waitFor();
    await screenshot(page, '81-colour-select');
    await expectAccessible(page, 'colour-page picker');
    const first = page.getByRole('link', { name: /^为.+做彩页$/ }).first();
    const productName = ((await first.getAttribute('aria-label')) ?? '').replace(/^为|做彩页$/g, '');
    await first.tap();

    // Parameters: customer, plan (priced by the server), sections, theme, card.
    await page.waitForURL(/#\/prodColoringPageConfig\?productCode=/);
    await page.getByText(productName).first().waitFor();
    await page.getByText('陈思（工号 E2EP001）').waitFor();
    await screenshot(page, '82a-colour-config-top');
    await page.getByLabel('客户称呼').fill('王先生');
    await page.getByLabel('年龄（周岁）').fill('35');
    await expect.poll(() => page.getByTestId('cp-premium').innerText()).toMatch(/元$/);
    await page.getByRole('checkbox', { name: '理赔举例' }).uncheck();
    await page.getByRole('radio', { name: '雅致金' }).check();
    await page.getByRole('button', { name: '生成彩页' }).tap();
    await page.getByText('请填写正确的11位手机号').waitFor();
    await page.getByLabel('手机号').fill('13800138000');
    await screenshot(page, '82-colour-config');
    await expectAccessible(page, 'colour-page parameters');
    await page.getByRole('button', { name: '生成彩页' }).tap();

    // The result: the rendered PNG as an <img>, with the long-press hint, link and QR code.
    await page.waitForURL(/#\/prodColoringPageResult\?id=/, { timeout: 20_000 });
    const image = page.getByRole('img', { name: /^彩页：/ });
    await image.waitFor();
    await page.getByText('长按图片可保存到相册或直接发送给客户').waitFor({ timeout: 20_000 });
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1080);
    await page.getByRole('img', { name: '分享链接二维码' }).waitFor();
    await screenshot(page, '83-colour-result');
    await expectAccessible(page, 'colour-page result');
    await page.getByRole('button', { name: '复制链接' }).tap();
    await toastShown(page, MESSAGES.copied);
    const link = (await page.locator('.cp-result__link').innerText()).trim();
    expect(link).toMatch(/#\/prodColoringPageResult\?shareFlag=1&id=.+&share_code=/);
    await page.locator('.cp-result__share').scrollIntoViewIfNeeded();
    await screenshot(page, '84-colour-result-share');

    // The customer: WeChat's web view, no session; the same image, no commission anywhere.
    const customer = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      userAgent: WECHAT_UA,
    });
    const view = await customer.newPage();
    await view.goto(link);
    await view.getByText('陈思 为您准备的产品彩页').waitFor();
    await view.getByText('您的顾问：陈思（工号 E2EP001）').waitFor();
    const shared = view.getByRole('img', { name: /^彩页：/ });
    await shared.waitFor();
    await view.getByText('长按图片可保存到相册或直接发送给客户').waitFor({ timeout: 20_000 });
    expect(await shared.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1080);
    expect(await view.locator('body').innerText()).not.toContain('佣金');
    await screenshot(view, '85-colour-customer');
    await expectAccessible(view, 'customer colour page');
    await customer.close();

    // History: the page is listed; deleting it (after confirming) ends the customer's link.
    await page.goto('/#/prodColoringPageProdSelect?tab=history');
    const item = page.locator('.cp-history__item').first();
    await item.getByText(/王先生/).waitFor();
    await screenshot(page, '86-colour-history');
    await item.getByRole('button', { name: /^删除：/ }).tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await page.getByText('还没有彩页').waitFor();
    const gone = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const goneView = await gone.newPage();
    await goneView.goto(link);
    await goneView.getByText('彩页已删除或链接已过期').waitFor();
    await gone.close();

    // From the chat: an answer with colorPageFlag offers the colour page, for the product it carries.
    await page.goto('/#/index');
    await composer(page).waitFor();
    await ask(page, `帮我做一份${productName}的彩页`);
    const answer = await answerSettled(page);
    await answer.getByText('生成产品彩页').waitFor();
    await screenshot(page, '87-colour-chat-card');
    await answer.getByRole('link', { name: '去使用' }).tap();
    await page.waitForURL(/#\/prodColoringPageConfig\?.*productCode=/);
    await page.getByText(productName).first().waitFor();
    expect(problems).toEqual([]);
  });

  it("the calculator's plan becomes a colour page; the customer sees no commission; sharing stops and starts", async () => {
    const agent = await createAgent(suite.server, 'E2EP002', '林岚');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);

    // The calculator: a plan of the agent's own, priced with premium and commission.
    await page.goto('/#/commissionCalculate?productCode=QYRS-CI02');
    await page.getByLabel('投保年龄').fill('35');
    await page.getByLabel('性别').selectOption('F');
    await page.getByLabel('缴费期间').selectOption('30y');
    const premium = page.getByTestId('annual-premium');
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"paymentTerm":"30y"');
    const toColourPage = page.getByRole('link', { name: '用这个方案生成彩页' });
    await toColourPage.waitFor();
    const premiumText = (await premium.innerText()).replace(/[^\d.,]/g, '');
    const commissionText = (await page.getByTestId('first-year-commission').innerText()).trim();
    await toColourPage.scrollIntoViewIfNeeded();
    await screenshot(page, '88-calculator-to-colour-page');
    await toColourPage.tap();

    // The parameters screen starts from that plan: the customer's age and gender, the term, the premium.
    await page.waitForURL(/#\/prodColoringPageConfig\?productCode=QYRS-CI02&factors=/);
    // The calculator stays alive behind this screen: look inside the parameters form only.
    const form = page.locator('form.cp-form');
    await expect.poll(() => form.getByLabel('年龄（周岁）').inputValue()).toBe('35');
    await expect.poll(() => form.getByLabel('性别').inputValue()).toBe('F');
    await expect.poll(() => form.getByLabel('缴费期间').inputValue()).toBe('30y');
    await expect.poll(() => form.getByTestId('cp-premium').innerText()).toBe(`${premiumText}元`);
    await form.getByLabel('客户称呼').fill('李女士');
    await form.getByLabel('手机号').fill('13900139000');
    await screenshot(page, '89-colour-config-from-calculator');
    await page.getByRole('button', { name: '生成彩页' }).tap();

    // Rendered and shared: the customer opens the link in a fresh context without a session.
    await page.waitForURL(/#\/prodColoringPageResult\?id=/, { timeout: 30_000 });
    await page.getByText('长按图片可保存到相册或直接发送给客户').waitFor({ timeout: 30_000 });
    const link = (await page.locator('.cp-result__link').innerText()).trim();
    const customer = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
    });
    const view = await customer.newPage();
    await view.goto(link);
    const shared = view.getByRole('img', { name: /^彩页：李女士/ });
    await shared.waitFor();
    await view.getByText('长按图片可保存到相册或直接发送给客户').waitFor({ timeout: 20_000 });
    expect(await shared.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1080);
    const customerText = await view.locator('body').innerText();
    expect(customerText).not.toContain('佣金');
    expect(customerText).not.toContain(commissionText);

    // Stop sharing: the page stays for the agent, the customer's link opens nothing.
    await page.getByRole('button', { name: '停止分享' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: '停止分享' }).tap();
    await page.getByRole('heading', { name: '已停止分享' }).waitFor();
    const own = page.getByRole('img', { name: /^彩页：李女士/ });
    await own.waitFor();
    await expect.poll(() => own.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1080);
    await expect.poll(() => page.locator('.cp-result__link').count()).toBe(0);
    await screenshot(page, '90-colour-sharing-stopped');
    await expectAccessible(page, 'colour page, sharing stopped');
    await view.reload();
    await view.getByText('彩页已删除或链接已过期').waitFor();

    // Share again: a new link that opens; the old one stays closed.
    await page.getByRole('button', { name: '重新分享' }).tap();
    await page.locator('.cp-result__link').waitFor();
    const newLink = (await page.locator('.cp-result__link').innerText()).trim();
    expect(newLink).not.toBe(link);
    await view.goto(newLink);
    await view.getByRole('img', { name: /^彩页：李女士/ }).waitFor();
    await view.goto('about:blank');
    await view.goto(link);
    await view.getByText('彩页已删除或链接已过期').waitFor();
    await customer.close();
    expect(problems).toEqual([]);
  });
});
