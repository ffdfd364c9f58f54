import { describe, expect, it } from 'vitest';
import type { ConversationList } from '../packages/contract/src/conversation.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import {
  answerSettled,
  answers,
  ask,
  askThroughApi,
  composer,
  openConversationId,
  questions,
  toastShown,
} from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const SEEDED = '医疗险有哪些？';
const ASKED = '30岁男性，预算每年5000元，推荐一款重疾险';

describe.skipIf(!hasBrowser)(
  'conversation history: drawer, /convMessageCheckList and /convMessageCheck',
  () => {
    const suite = useServerAndBrowser();

    it('reopens a conversation from the drawer, deletes one with confirmation, and an old link says it is gone', async () => {
      const agent = await createAgent(suite.server, 'E2EH001', '周宁');
      const seededId = await askThroughApi(suite.server, agent, SEEDED);
      const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
      await signInContext(context, agent);
      await page.goto('/#/index');
      await composer(page).waitFor();
      await ask(page, ASKED);
      await answerSettled(page);
      const askedId = await openConversationId(page);

      // The drawer lists both, newest activity first; the open one is marked.
      await page.getByRole('button', { name: '打开菜单' }).tap();
      const drawer = page.getByRole('dialog', { name: /./ });
      await drawer.getByRole('heading', { name: '历史对话' }).waitFor();
      // The conversations: the list items of the history's day groups (not the drawer's entries).
      const items = drawer.locator('.history__group').getByRole('listitem');
      await expect
        .poll(() => items.allInnerTexts())
        .toEqual([expect.stringContaining(ASKED), expect.stringContaining(SEEDED)]);
      // Spec §2: the list says 'no more' at its end.
      await drawer.getByText('没有更多了', { exact: true }).waitFor();
      await drawer
        .getByRole('button', { name: new RegExp(ASKED) })
        .and(page.locator('[aria-current="true"]'))
        .waitFor();
      await screenshot(page, '40-history-drawer');
      await expectAccessible(page, 'drawer history');

      // Opening the other one closes the drawer and shows its messages in the chat.
      await drawer.getByRole('button', { name: new RegExp(SEEDED) }).tap();
      await drawer.waitFor({ state: 'hidden' });
      await questions(page).filter({ hasText: SEEDED }).waitFor();
      await expect.poll(() => questions(page).count()).toBe(1);
      await answers(page).last().getByRole('button', { name: '复制' }).waitFor();
      expect(await openConversationId(page)).toBe(seededId);
      await screenshot(page, '41-history-reopened');

      // The reopened conversation goes on: the next question is asked in it.
      await ask(page, '百万医疗险和中端医疗险有什么区别？');
      await answerSettled(page);
      expect(await openConversationId(page)).toBe(seededId);

      // Delete with confirmation: 取消 keeps it, 确定 removes it (here the open one: the chat empties).
      await page.getByRole('button', { name: '打开菜单' }).tap();
      await drawer.getByRole('button', { name: '编辑' }).tap();
      await drawer.getByRole('button', { name: `删除“${SEEDED}”` }).tap();
      const confirm = page.getByRole('dialog').filter({ hasText: '是否删除该条记录' });
      await confirm.waitFor();
      await screenshot(page, '42-history-confirm-delete');
      await confirm.getByRole('button', { name: '取消' }).tap();
      await confirm.waitFor({ state: 'hidden' });
      expect(await drawer.getByRole('button', { name: `删除“${SEEDED}”` }).count()).toBe(1);
      await drawer.getByRole('button', { name: `删除“${SEEDED}”` }).tap();
      await confirm.getByRole('button', { name: '确定' }).tap();
      await toastShown(page, '已删除');
      await expect.poll(() => items.count()).toBe(1);
      const list = await agent.api<ConversationList>('GET', '/v1/convlist/General');
      expect(list.body.list.map((item) => item.conversationId)).toEqual([askedId]);
      await drawer.getByRole('button', { name: '完成' }).tap();
      await page.mouse.click(20, 400); // the mask, left of the drawer
      await drawer.waitFor({ state: 'hidden' });
      await page.getByText('您想问哪一类问题').waitFor();
      expect(await openConversationId(page)).toBe('');

      // An old link to the deleted conversation: a clear message and a way back, not an error.
      await page.goto(`/#/convMessageCheck?category=General&conversationId=${seededId}`);
      await page.getByRole('alert').getByText('该对话已删除或不存在').waitFor();
      // The 已删除 toast from the drawer fades out first (axe would measure it mid-fade).
      await page.getByText('已删除', { exact: true }).waitFor({ state: 'detached' });
      await screenshot(page, '43-history-deleted-link');
      await expectAccessible(page, '/convMessageCheck deleted');
      await page.getByRole('link', { name: '查看历史对话' }).tap();
      await page.waitForURL(/#\/convMessageCheckList/);
      await page.getByRole('button', { name: new RegExp(ASKED) }).waitFor();
      expect(await page.getByText(SEEDED).count()).toBe(0);
      await screenshot(page, '44-history-list-page');
      await expectAccessible(page, '/convMessageCheckList');

      // The list page opens the read-only view; 继续对话 takes it up in the chat.
      await page.getByRole('button', { name: new RegExp(ASKED) }).tap();
      await page.waitForURL(/#\/convMessageCheck\?/);
      // (The list page stays mounted, hidden, behind it: only what is visible counts.)
      await page.getByText(ASKED).filter({ visible: true }).first().waitFor();
      await page
        .getByText(/泓源恒佑重大疾病保险/)
        .filter({ visible: true })
        .first()
        .waitFor();
      await screenshot(page, '45-history-message-check');
      await expectAccessible(page, '/convMessageCheck');
      // A product in a past answer opens its sheet; back returns to the conversation as it was.
      const pastProduct = page.locator('.message-list__products a').filter({ visible: true }).first();
      const pastName = (await pastProduct.innerText()).trim();
      await pastProduct.tap();
      await page.waitForURL(/#\/productDetail\?productCode=/);
      await page.getByRole('heading', { name: pastName }).waitFor();
      await page.getByRole('button', { name: '返回' }).tap();
      await page.waitForURL(/#\/convMessageCheck\?/);
      await page.getByRole('button', { name: '继续对话' }).waitFor();
      await page.getByRole('button', { name: '继续对话' }).tap();
      await page.waitForURL(/#\/index/);
      await questions(page).filter({ hasText: ASKED }).waitFor();
      expect(await openConversationId(page)).toBe(askedId);

      // Chrome logs the 404 of the deleted conversation; nothing else may go wrong.
      expect(problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    });
  },
);
