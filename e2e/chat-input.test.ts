import { describe, expect, it } from 'vitest';
import { hasBrowser, screenshot } from './helpers/browser.js';
import {
  answerSettled,
  answers,
  armStream,
  composer,
  countStreamRequests,
  openChat,
  openConversationId,
  questions,
  sendButton,
  stopButton,
  storedConversation,
  toastShown,
} from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

describe.skipIf(!hasBrowser)('bad input at the chat composer', () => {
  const suite = useServerAndBrowser();
  let agents = 0;
  const openChatAsNewAgent = () => {
    agents += 1;
    return openChat(suite.browser, suite.server, `E2EI${String(agents).padStart(3, '0')}`);
  };

  it('refuses pasted text over 500 characters (emoji removed) and keeps it', async () => {
    const { page, context } = await openChatAsNewAgent();
    const requests = countStreamRequests(page);

    // Pasted: emoji are dropped as the text arrives; 505 characters show the counter over the limit.
    const long = `请比较以下产品😀${'保'.repeat(497)}🎉`;
    await composer(page).focus();
    await page.keyboard.insertText(long);
    const kept = `请比较以下产品${'保'.repeat(497)}`;
    await expect.poll(() => composer(page).inputValue()).toBe(kept);
    await page.getByText('504/500').waitFor();
    await sendButton(page).tap();
    await toastShown(page, '您已输入超过500字，超出字数限制');
    await screenshot(page, '30-chat-over-500');
    expect(await composer(page).inputValue()).toBe(kept);
    expect(requests()).toBe(0);
    expect(await questions(page).count()).toBe(0);

    // Cut to 500 and it goes.
    await composer(page).fill(kept.slice(0, 500));
    await page.getByText('500/500').waitFor();
    await sendButton(page).tap();
    await answerSettled(page);
    expect(requests()).toBe(1);

    await context.close();
  });

  // The send button turns into 停止生成 under the finger as soon as the question goes out; the second
  // tap of a double tap must not stop the answer it just asked for. Holding the stream open makes the
  // answer still be running at the second tap, as with any real model.
  it('two rapid taps on 发送 ask once and do not stop the answer', async () => {
    const { agent, page, context } = await openChatAsNewAgent();
    const requests = countStreamRequests(page);
    try {
      await armStream(page, { action: 'hold', after: 'query' });
      await composer(page).fill('医疗险有哪些？');
      const box = await sendButton(page).boundingBox();
      if (!box) throw new Error('no send button');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
      await answers(page)
        .last()
        .getByText(/已理解/)
        .waitFor();
      await screenshot(page, '32-chat-double-tap');
      expect(await questions(page).count()).toBe(1);
      expect(requests()).toBe(1);
      const conversationId = await openConversationId(page);
      expect((await storedConversation(agent, conversationId)).total).toBe(2);
      // The answer is still being written: not stopped by the second tap.
      expect(await answers(page).last().getByText('已停止生成').count()).toBe(0);
      // Once it has been writing a moment, 停止生成 takes send's place.
      await stopButton(page).waitFor();
    } finally {
      await context.close();
    }
  });
});
