import { describe, expect, it } from 'vitest';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, ask, composer } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const QUESTION = '30岁男，保额50万，推荐一款重疾险';

describe.skipIf(!hasBrowser)('premium and commission calculator: chat card → calculator', () => {
  const suite = useServerAndBrowser();

  it("opens with the chat's factors, recalculates on a term change and hides commission", async () => {
    const agent = await createAgent(suite.server, 'E2EK001', '周敏');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');
    await composer(page).waitFor();
    await ask(page, QUESTION);
    const answer = await answerSettled(page);

    // The card's 算保费 opens the calculator with the product and what the chat understood.
    const card = answer.locator('.product-card').first();
    const cardName = (await card.locator('.product-card__name').innerText()).trim();
    await card.getByRole('link', { name: '算保费' }).tap();
    await page.waitForURL(/#\/commissionCalculate\?/);
    await page.getByText(cardName).first().waitFor();
    await page.getByText('已带入对话中的投保条件').waitFor();
    await expect.poll(() => page.getByLabel('投保年龄').inputValue()).toBe('30');
    await expect.poll(() => page.getByLabel('性别').inputValue()).toBe('M');
    const premium = page.getByTestId('annual-premium');
    const commission = page.getByTestId('first-year-commission');
    await premium.waitFor();
    await commission.waitFor();
    // The address keeps the plan, for a reload or a later screen.
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"age":30');
    await screenshot(page, '70-calculator-from-chat');
    await commission.scrollIntoViewIfNeeded();
    await screenshot(page, '70b-calculator-result');
    const illustration = page.getByRole('region', { name: /利益演示/ });
    if ((await illustration.count()) > 0) {
      await illustration.scrollIntoViewIfNeeded();
      await screenshot(page, '70c-calculator-illustration');
    }
    await expectAccessible(page, 'calculator');

    // Another payment term: premium and commission are recalculated.
    const before = { premium: await premium.innerText(), commission: await commission.innerText() };
    const term = page.getByLabel('缴费期间');
    const options = await term
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const current = await term.inputValue();
    const other = options.find((v) => v !== current && v !== 'single') ?? options.find((v) => v !== current);
    expect(other).toBeDefined();
    await term.selectOption(other ?? '');
    await expect.poll(() => premium.innerText()).not.toBe(before.premium);
    await expect.poll(() => commission.innerText()).not.toBe(before.commission);
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`"paymentTerm":"${other}"`);

    // Monthly payments: the premium per payment and what is paid in all at that frequency.
    const frequency = page.getByLabel('交费频率');
    if (await frequency.locator('option[value="monthly"]').count()) {
      await frequency.selectOption('monthly');
      await page.getByTestId('per-payment').waitFor();
      await expect
        .poll(() => page.getByTestId('per-payment').innerText())
        .toMatch(/月交每期保费 [\d,.]+元（每年12期）/);
      await frequency.selectOption('annual');
      await expect.poll(() => page.getByTestId('per-payment').count()).toBe(0);
    }

    // A value the product refuses: its rule in Chinese instead of a number.
    await page.getByLabel('投保年龄').fill('200');
    await page.getByRole('alert').filter({ hasText: '按当前投保信息无法试算' }).waitFor();
    await expect.poll(() => page.getByTestId('bar-premium').innerText()).toContain('无法试算');
    await screenshot(page, '71-calculator-refused');
    await page.getByLabel('投保年龄').fill('30');
    await premium.waitFor();

    // Shown to a customer: the commission disappears from the screen.
    await page.getByRole('button', { name: '隐藏佣金' }).tap();
    await expect.poll(() => page.getByTestId('commission').count()).toBe(0);
    await expect.poll(() => page.getByTestId('bar-commission').count()).toBe(0);
    await page.getByText('佣金已隐藏').waitFor();
    await screenshot(page, '72-calculator-commission-hidden');
    await page.getByRole('button', { name: '显示佣金' }).tap();
    await commission.waitFor();

    // The picker lists the product just calculated first.
    await page.getByRole('link', { name: '换产品' }).tap();
    await page.waitForURL(/#\/commissionCalculateProdSelect/);
    const recent = page.getByRole('region', { name: '最近试算' });
    await recent.getByText(cardName).waitFor();
    await screenshot(page, '73a-calculator-select-recent');
    await page.getByRole('radio', { name: '医疗险' }).tap();
    await page.locator('.product-result').first().waitFor();
    await expect.poll(() => recent.count()).toBe(0);
    await screenshot(page, '73-calculator-select');
    await expectAccessible(page, 'calculator product picker');
    // Back from the picker: the same plan, as the address kept it.
    await page.goBack();
    await page.waitForURL(/#\/commissionCalculate\?/);
    await expect.poll(() => page.getByLabel('缴费期间').inputValue()).toBe(other);
    await premium.waitFor();
    expect(problems).toEqual([]);

    // A product that does not exist: a clear error, no form (the browser logs the 404s).
    await page.goto('/#/commissionCalculate?productCode=NOPE-404');
    await page.getByRole('alert').getByText('产品不存在').waitFor();
    await screenshot(page, '74-calculator-unknown-product');
    await page.getByRole('link', { name: '选择产品' }).tap();
    await page.waitForURL(/#\/commissionCalculateProdSelect/);
  });

  it('an answer about commission offers the calculator with its product', async () => {
    const agent = await createAgent(suite.server, 'E2EK002', '吴越');
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');
    await composer(page).waitFor();
    await ask(page, QUESTION);
    await answerSettled(page);
    await ask(page, '第一款佣金多少');
    const answer = await answerSettled(page);
    const name = (await answer.locator('.product-card__name').first().innerText()).trim();
    const card = answer.locator('.action-card').filter({ hasText: '保费佣金试算' });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, '75-chat-commission-card');
    await card.getByRole('link', { name: '去使用' }).tap();
    await page.waitForURL(/#\/commissionCalculate\?/);
    await page.getByText(name).first().waitFor();
    await expect.poll(() => page.getByLabel('投保年龄').inputValue()).toBe('30');
    await page.getByTestId('first-year-commission').waitFor();
  });

  it('from the picker: an annuity is priced by its premium, with its illustration', async () => {
    const agent = await createAgent(suite.server, 'E2EK003', '郑洁');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/commissionCalculateProdSelect');
    await page.getByRole('radio', { name: '年金险' }).tap();
    await page
      .getByRole('link', { name: /^试算：/ })
      .first()
      .tap();
    await page.waitForURL(/#\/commissionCalculate\?/);
    await page.getByTestId('annual-premium').waitFor();
    const illustration = page.getByRole('region', { name: /利益演示/ });
    await illustration.scrollIntoViewIfNeeded();
    await screenshot(page, '76-calculator-annuity');
    expect(await illustration.locator('tbody tr').count()).toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
});
