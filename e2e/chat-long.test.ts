import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './helpers/browser.js';
import {
  answerSettled,
  answers,
  armStream,
  ask,
  askThroughApi,
  composer,
  openChat,
  openConversationId,
  questions,
  storedConversation,
  stopButton,
  SELECTION,
} from './helpers/chat.js';
import { WINDOW_STEP } from '../apps/web/src/features/chat/components/message-window.js';
import { useServerAndBrowser } from './helpers/suite.js';

describe.skipIf(!hasBrowser)('the chat across reloads and in long conversations', () => {
  const suite = useServerAndBrowser({ CHAT_RATE_LIMIT_PER_MINUTE: '1000' });

  it('a reload mid-answer keeps the question and the draft, and brings the whole answer back', async () => {
    const { agent, page, context, problems } = await openChat(suite.browser, suite.server, 'E2EL001');
    // The server writes the whole answer; the page receives only its beginning (a stalled proxy, an app
    // sent to the background) when the agent reloads.
    await armStream(page, { action: 'stall', after: 'text' });
    await ask(page, SELECTION);
    await answers(page)
      .last()
      .getByText(/为30岁男性/)
      .waitFor();
    await stopButton(page).waitFor();
    const conversationId = await openConversationId(page);
    expect(conversationId).not.toBe('');
    await expect
      .poll(async () => (await storedConversation(agent, conversationId, 5)).list.at(-1)?.finished, {
        timeout: 10_000,
      })
      .toBe(true);
    const stored = (await storedConversation(agent, conversationId, 5)).list.at(-1);
    // Typed while the answer was written, not yet sent: a reload must not lose it.
    await composer(page).fill('医疗险呢？');

    await page.reload();
    await composer(page).waitFor();
    expect(await composer(page).inputValue()).toBe('医疗险呢？');
    await questions(page).filter({ hasText: SELECTION }).waitFor();
    const answer = await answerSettled(page);
    // The end of the stored answer is on screen: it came back whole, not as the partial the page had.
    const lastLine =
      (stored?.content ?? '')
        .trim()
        .split('\n')
        .at(-1)
        ?.replace(/[*#|>-]/g, '')
        .trim() ?? '';
    expect(lastLine.length).toBeGreaterThan(4);
    await answer.getByText(lastLine.slice(0, 12)).first().waitFor();
    expect(await answer.getByRole('alert').count()).toBe(0);
    expect(await answers(page).count()).toBe(1);
    expect(await openConversationId(page)).toBe(conversationId);
    await screenshot(page, '46-chat-reload-recovered');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a long conversation mounts its newest messages and the older ones as the agent scrolls up', async () => {
    const { agent, page, context, problems } = await openChat(suite.browser, suite.server, 'E2EL002');
    const asked = Array.from({ length: 20 }, (_, i) => `第${i + 1}个问题：重疾险和医疗险有什么区别`);
    let conversationId = '';
    for (const question of asked)
      conversationId = await askThroughApi(suite.server, agent, question, conversationId);

    // Opened from the drawer's history: 40 messages in the chat, only the newest WINDOW_STEP mounted.
    await page.getByRole('button', { name: '打开菜单' }).tap();
    await page
      .getByRole('dialog', { name: /./ })
      .getByRole('button', { name: /第1个问题/ })
      .tap();
    await questions(page)
      .filter({ hasText: asked.at(-1) ?? '' })
      .waitFor();
    await expect.poll(() => page.locator('.msg').count()).toBe(WINDOW_STEP);
    // Question n and its answer are messages 2n-1 and 2n of 40: the first mounted question is this one.
    const firstMounted = 20 - WINDOW_STEP / 2 + 1;
    await expect.poll(() => questions(page).first().textContent()).toContain(`第${firstMounted}个问题`);

    // Scrolling up mounts the older ones before the top is reached, without moving what is on screen.
    const scroller = page.locator('.message-list__scroll');
    const box = await scroller.boundingBox();
    if (!box) throw new Error('no message list');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // What the agent is reading: the message in the middle of the list.
    const readingY = () =>
      scroller.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        const row = hit?.closest('.msg');
        document.querySelectorAll('[data-reading]').forEach((n) => n.removeAttribute('data-reading'));
        row?.setAttribute('data-reading', '');
        return row?.getBoundingClientRect().y ?? null;
      });
    for (
      let i = 0;
      i < 80 && (await questions(page).filter({ hasText: '第1个问题' }).count()) === 0;
      i += 1
    ) {
      const before = await readingY();
      await page.mouse.wheel(0, -600);
      await page.waitForTimeout(50);
      // (Between two messages, in the gap, there is nothing to follow this time.)
      if (before === null) continue;
      // Read without waiting: the marked row must still be there (rows are never remounted).
      const after = await page.evaluate(
        () => document.querySelector('[data-reading]')?.getBoundingClientRect().y ?? NaN,
      );
      // The wheel moves it down by its 600 px (give or take a row settling its size); mounting older
      // messages above it (thousands of px) must not move it at all.
      expect(after - before).toBeLessThan(700);
      expect(after - before).toBeGreaterThan(-2);
    }
    expect(await page.locator('.msg').count()).toBe(40);
    await questions(page).filter({ hasText: '第1个问题' }).scrollIntoViewIfNeeded();
    await screenshot(page, '47-chat-long-top');

    // A new question brings the agent back to the newest answer.
    await ask(page, '还有别的推荐吗？');
    const last = await answerSettled(page);
    const scrollerBox = await scroller.boundingBox();
    const lastBox = await last.boundingBox();
    expect(lastBox && scrollerBox && lastBox.y < scrollerBox.y + scrollerBox.height).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
