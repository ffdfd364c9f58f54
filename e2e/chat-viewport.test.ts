import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './helpers/browser.js';
import { SELECTION, answerSettled, ask, composer, openChat } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const PHONE = { width: 390, height: 844 };
/** A phone keyboard with its suggestion bar takes about this much of an 844 px screen. */
const KEYBOARD = 336;

/** The page never scrolls sideways: nothing is wider than the phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

describe.skipIf(!hasBrowser)('the chat on a phone screen: wide tables and the soft keyboard', () => {
  const suite = useServerAndBrowser();

  it('a comparison table wider than the phone scrolls sideways inside its bubble', async () => {
    const { page, context, problems } = await openChat(suite.browser, suite.server, 'E2EV001');
    await ask(page, SELECTION);
    await answerSettled(page);
    await ask(page, '前五款对比一下');
    const answer = await answerSettled(page);
    const table = answer.locator('.md-table-scroll').first();
    await table.waitFor();

    const sizes = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const bubble = await answer.locator('.answer__bubble').boundingBox();
    expect(bubble && bubble.x + bubble.width).toBeLessThanOrEqual(PHONE.width);

    // A swipe on the table moves the table, not the page.
    await table.evaluate((el) => el.scrollBy({ left: 200 }));
    expect(await table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, '48-chat-wide-table');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('iOS-style keyboard (only the visual viewport shrinks): the input and the header stay in view', async () => {
    const { page, context } = await openChat(suite.browser, suite.server, 'E2EV002');
    await ask(page, SELECTION);
    await answerSettled(page);
    await composer(page).tap();

    // WebKit and WeCom's X5 leave the layout viewport at full height and shrink the visual one.
    const keyboard = (visible: number) =>
      page.evaluate((height) => {
        const vv = window.visualViewport;
        if (!vv) throw new Error('no visualViewport');
        Object.defineProperty(vv, 'height', { configurable: true, get: () => height });
        vv.dispatchEvent(new Event('resize'));
      }, visible);
    await keyboard(PHONE.height - KEYBOARD);
    await expect.poll(async () => (await box(page, '.index-screen')).height).toBe(PHONE.height - KEYBOARD);
    const input = await box(page, '.composer');
    expect(input.y + input.height).toBeLessThanOrEqual(PHONE.height - KEYBOARD + 1);
    expect((await box(page, '.page-header')).y).toBeGreaterThanOrEqual(0);
    // Still following the conversation: the newest answer's end sits just above the input.
    const list = await box(page, '.message-list__scroll');
    const lastAnswer = await page.locator('.msg--answer').last().boundingBox();
    expect(lastAnswer && lastAnswer.y + lastAnswer.height).toBeLessThanOrEqual(list.y + list.height + 1);
    expect(lastAnswer && lastAnswer.y + lastAnswer.height).toBeGreaterThan(list.y);
    await screenshot(page, '49-chat-keyboard-ios');

    // The keyboard goes away: the screen takes the whole page again.
    await keyboard(PHONE.height);
    await expect.poll(async () => (await box(page, '.index-screen')).height).toBe(PHONE.height);
    await context.close();
  });

  it('Android-style keyboard (the page itself gets shorter): the input stays above it', async () => {
    const { page, context } = await openChat(suite.browser, suite.server, 'E2EV003');
    await ask(page, SELECTION);
    await answerSettled(page);
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - KEYBOARD });
    await composer(page).tap();
    const input = await box(page, '.composer');
    expect(input.y + input.height).toBeLessThanOrEqual(PHONE.height - KEYBOARD + 1);
    const list = await box(page, '.message-list__scroll');
    const lastAnswer = await page.locator('.msg--answer').last().boundingBox();
    expect(lastAnswer && lastAnswer.y + lastAnswer.height).toBeLessThanOrEqual(list.y + list.height + 1);
    expect(lastAnswer && lastAnswer.y + lastAnswer.height).toBeGreaterThan(list.y);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, '50-chat-keyboard-android');
    await context.close();
  });
});
