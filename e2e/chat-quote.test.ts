import { describe, expect, it } from 'vitest';
import type { ConversationHistory } from '../packages/contract/src/conversation.js';
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

const MEDICAL = '40岁女性买什么医疗险';
const QUOTED_OPENING = '为30岁男性被保险人';
/** An amount as the answers write it ('4,947.60元'). */
const money = (amount = 0) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}元`;

// Quotes (docs/decisions/014): the assistant reads what is quoted, and the quote is stored.
describe.skipIf(!hasBrowser)('quoting in the chat, against the built-in engine', () => {
  const suite = useServerAndBrowser();

  it('第二款 on a quoted earlier list is that list’s product; the quote survives a reload and is stored', async () => {
    const { agent, page, context, problems } = await openChat(suite.browser, suite.server, 'E2EQ001');
    await ask(page, SELECTION);
    const recommendation = await answerSettled(page);
    await ask(page, MEDICAL);
    await answerSettled(page);
    const conversationId = await openConversationId(page);
    const stored = async () =>
      (await agent.api<ConversationHistory>('GET', `/v1/convhistory_mycus/${conversationId}`)).body;
    const [, listed, , medical] = (await stored()).list;
    const wanted = listed?.result[1]?.name ?? '-';
    const shownPremium = listed?.result[1]?.annualPremium;
    expect(shownPremium).toBeGreaterThan(0);
    const other = medical?.result[1]?.name ?? '-';
    expect(wanted).not.toBe(other);

    // Quote the first list: 第二款 is its second product, not the medical list's locked last.
    await recommendation.getByRole('button', { name: '引用' }).tap();
    await page.locator('.composer__quote').getByText(QUOTED_OPENING).waitFor();
    await ask(page, '第二款保费多少');
    const priced = await answerSettled(page);
    await priced.getByText(wanted).first().waitFor();
    expect(await priced.getByText(other).count()).toBe(0);
    // The premium its card showed (the list's example sum insured carried over).
    await priced.getByText(money(shownPremium)).first().waitFor();
    const question = questions(page).filter({ hasText: '第二款保费多少' });
    await question.locator('.quote-line').getByText(QUOTED_OPENING).waitFor();
    await screenshot(page, '70-chat-quote-answer');

    // The question was named by its stream: a long press (here the context menu) offers 引用 at once.
    await questions(page).filter({ hasText: MEDICAL }).click({ button: 'right' });
    await page.getByText('引用', { exact: true }).last().tap();
    await ask(page, '那重疾险呢');
    // The quoted question's person (40, female), not the quoted list's (30, male) the last turn used.
    await (await answerSettled(page)).getByText(/已理解：40岁 · 女 · 重疾险/).waitFor();

    // Reload: the chat comes back from the session with the quotes on their questions.
    await page.reload();
    await composer(page).waitFor();
    await question.locator('.quote-line').getByText(QUOTED_OPENING).waitFor();
    expect(await answers(page).count()).toBe(4);

    // Stored on the server: the history and the read-only view show it too.
    const asked = (await stored()).list.find((m) => m.content === '第二款保费多少');
    expect(asked?.quote).toEqual({ id: listed?.id, content: expect.stringContaining(QUOTED_OPENING) });
    await page.goto(`/#/convMessageCheck?category=General&conversationId=${conversationId}`);
    const mine = page.locator('.message-list__item--mine').filter({ hasText: '第二款保费多少' });
    await mine.locator('.quote-line').getByText(QUOTED_OPENING).waitFor();
    await mine.scrollIntoViewIfNeeded();
    await page
      .locator('.message-list__item--mine')
      .filter({ hasText: '那重疾险呢' })
      .locator('.quote-line')
      .getByText(MEDICAL)
      .waitFor();
    await screenshot(page, '71-history-quote');

    expect(problems).toEqual([]);
    await context.close();
  });
});
