import { describe, expect, it } from 'vitest';
import { revokeSessions, signInAgain } from './helpers/agent.js';
import { hasBrowser, screenshot } from './helpers/browser.js';
import {
  answerSettled,
  answers,
  ask,
  composer,
  openChat,
  openConversationId,
  questions,
  SELECTION,
} from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const FIRST_PRODUCT = '泓源恒佑重大疾病保险';

describe.skipIf(!hasBrowser)('the chat when the session ends mid-conversation', () => {
  const suite = useServerAndBrowser();
  let agents = 0;
  const openChatAsNewAgent = () => {
    agents += 1;
    return openChat(suite.browser, suite.server, `E2ES${String(agents).padStart(3, '0')}`);
  };

  it('an expired session mid-conversation: a clear message, sign-in, and the conversation is still there', async () => {
    const { agent, page, context } = await openChatAsNewAgent();
    await ask(page, SELECTION);
    await answerSettled(page);
    const conversationId = await openConversationId(page);

    // The session ends behind the app's back (expiry, or an operator's revoke).
    await revokeSessions(suite.server, agent.workId);

    await ask(page, '医疗险有哪些？');
    await page.waitForURL(/#\/login/);
    await page
      .getByText(/登录状态已过期/)
      .first()
      .waitFor();
    await screenshot(page, '31-chat-session-expired');

    // Signing in again as the same agent, the conversation is still on screen with its answer, and it
    // is the one the drawer's history marks as open.
    await signInAgain(page, agent);
    await composer(page).waitFor();
    await questions(page).filter({ hasText: SELECTION }).waitFor();
    // A product card is a link to the product's sheet.
    await answers(page)
      .first()
      .getByRole('link', { name: new RegExp(FIRST_PRODUCT) })
      .waitFor();
    expect(await openConversationId(page)).toBe(conversationId);
    await page.getByRole('button', { name: '打开菜单' }).tap();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(SELECTION) })
      .waitFor();
    await screenshot(page, '33-chat-after-sign-in-again');
    await context.close();
  });

  // The session expires while the agent asks: after signing in again the refused question is still
  // there (in the list with 重试, or back in the input), not to be retyped.
  it('the question an expired session refused is still there after signing in again', async () => {
    const { agent, page, context } = await openChatAsNewAgent();
    try {
      await ask(page, SELECTION);
      await answerSettled(page);
      await revokeSessions(suite.server, agent.workId);
      await ask(page, '医疗险有哪些？');
      await page.waitForURL(/#\/login/);
      await signInAgain(page, agent);
      await composer(page).waitFor();
      const kept =
        (await composer(page).inputValue()) === '医疗险有哪些？' ||
        (await questions(page).filter({ hasText: '医疗险有哪些？' }).count()) > 0;
      expect(kept).toBe(true);
    } finally {
      await context.close();
    }
  });
});
