import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAccessible, hasBrowser, screenshot } from './helpers/browser.js';
import {
  answerSettled,
  answers,
  armStream,
  ask,
  composer,
  openChat as openChatAs,
  openConversationId,
  questions,
  sendButton,
  stopButton,
  storedConversation,
  toastShown,
  SELECTION,
} from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

const FIRST_PRODUCT = '泓源恒佑重大疾病保险';

// Chrome reports every non-2xx fetch as a console error; the refusals below are expected ones.
const realProblems = (problems: string[]) => problems.filter((p) => !p.startsWith('Failed to load resource'));

describe.skipIf(!hasBrowser)('the chat on /index, against the built-in engine', () => {
  const suite = useServerAndBrowser();
  let agents = 0;

  /** A new agent (own conversations), signed in, on /index with the welcome panel. */
  function openChat(realName = '测试经纪人') {
    agents += 1;
    return openChatAs(suite.browser, suite.server, `E2EC${String(agents).padStart(3, '0')}`, realName);
  }

  it('answers a selection question with product cards, then 这款, copy, like, dislike and regenerate', async () => {
    const { agent, page, context, problems } = await openChat('林晓');
    await screenshot(page, '20-chat-welcome');
    await expectAccessible(page, '/index welcome');

    // The question goes out as a stream (text/event-stream) and the product cards come in with it.
    const streamed = page.waitForResponse((r) => r.url().includes('/v1/conversestream/General'));
    await ask(page, SELECTION);
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');
    await questions(page).filter({ hasText: SELECTION }).waitFor();
    const first = await answerSettled(page);
    await first.getByText('已理解：30岁 · 男 · 重疾险 · 预算每年5000元').waitFor();
    await first.getByRole('link', { name: new RegExp(FIRST_PRODUCT) }).waitFor();
    expect(
      await first
        .getByRole('listitem')
        .filter({ has: page.getByText('投保年龄') })
        .count(),
    ).toBe(5);
    expect(await composer(page).inputValue()).toBe('');

    // Spec §1 watermark: the answer carries 内容由AI生成 and the agent's real name and work id.
    const watermark = await first.evaluate((el) => {
      const mark = el.querySelector('[aria-hidden="true"][style*="background-image"]');
      return mark ? decodeURIComponent(getComputedStyle(mark).backgroundImage) : '';
    });
    expect(watermark).toContain('内容由AI生成');
    expect(watermark).toContain(`林晓 ${agent.workId}`);

    // 更多 pages through the ranked list (converse_products).
    const more = first.getByRole('button', { name: /^更多（还有\d+款）$/ });
    await more.tap();
    await expect.poll(() => first.getByText('投保年龄', { exact: false }).count()).toBeGreaterThan(5);
    await screenshot(page, '21-chat-product-cards');
    await expectAccessible(page, '/index with an answer');

    // A product card opens its highlights (the card itself opens the product sheet: product-sheet.test.ts).
    const card = first.locator('.product-card').filter({ hasText: FIRST_PRODUCT }).first();
    await card.getByRole('button', { name: '查看产品亮点' }).tap();
    await card.getByRole('button', { name: /收起/ }).waitFor();

    // Follow-up about 这款: the engine asks which one (choose card); picking one answers about it.
    await ask(page, '这款产品的等待期多久？');
    const which = await answerSettled(page);
    await which.getByText('请选择您想了解的产品').waitFor();
    await screenshot(page, '22-chat-choose-card');
    await which.getByRole('button', { name: FIRST_PRODUCT }).tap();
    await expect.poll(() => answers(page).count()).toBe(3);
    const followUp = await answerSettled(page);
    await followUp
      .getByText(/等待期/)
      .first()
      .waitFor();
    await followUp.getByText(new RegExp(FIRST_PRODUCT)).first().waitFor();

    // Copy: the answer's text (Markdown marks removed) is on the clipboard, and the toast says so.
    await followUp.getByRole('button', { name: '复制' }).tap();
    await toastShown(page, '已复制');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('等待期');
    expect(copied).not.toContain('**');

    // Like, stored on the server; tapping again resets.
    const conversationId = await openConversationId(page);
    const lastStored = async () => (await storedConversation(agent, conversationId)).list.at(-1);
    await followUp.getByRole('button', { name: '有帮助' }).tap();
    await followUp.getByRole('button', { name: '已点赞', pressed: true }).waitFor();
    await expect.poll(async () => (await lastStored())?.like).toBe(true);
    await followUp.getByRole('button', { name: '已点赞' }).tap();
    await followUp.getByRole('button', { name: '有帮助', pressed: false }).waitFor();
    await expect.poll(async () => (await lastStored())?.like).toBe(false);

    // Dislike: the popup asks why; submitting without a reason is refused, with one it is stored.
    await followUp.getByRole('button', { name: '没帮助' }).tap();
    const popup = page.getByRole('group', { name: '请告诉我们哪里不满意' });
    await popup.waitFor();
    await page.getByRole('button', { name: '提交' }).tap();
    await toastShown(page, '请选择原因或填写说明');
    const reason = popup.getByRole('button').first();
    const reasonText = (await reason.textContent()) ?? '';
    await reason.tap();
    await page.getByRole('textbox', { name: '补充说明（选填）' }).fill('希望给出具体天数');
    await screenshot(page, '23-chat-dislike-popup');
    await expectAccessible(page, '/index dislike popup');
    await page.getByRole('button', { name: '提交' }).tap();
    await toastShown(page, '感谢您的反馈');
    await popup.waitFor({ state: 'detached' });
    await followUp.getByRole('button', { name: '已点踩', pressed: true }).waitFor();
    await expect
      .poll(async () => {
        const stored = await lastStored();
        return { dislike: stored?.dislike, reasons: stored?.dislikeReasons };
      })
      .toEqual({ dislike: true, reasons: [reasonText] });

    // Regenerate: only the last answer offers it; the new answer replaces it (new id, feedback dropped).
    expect(await first.getByRole('button', { name: '重新生成' }).count()).toBe(0);
    const before = await storedConversation(agent, conversationId);
    const oldId = before.list.at(-1)?.id;
    await followUp.getByRole('button', { name: '重新生成' }).tap();
    await expect.poll(async () => (await lastStored())?.id).not.toBe(oldId);
    const regenerated = await answerSettled(page);
    await regenerated
      .getByText(/等待期/)
      .first()
      .waitFor();
    // The built-in engine's facts cannot change on a second try: the answer says so, not a copy posing
    // as a new attempt.
    await regenerated.getByText(/重新生成的结果与上次相同/).waitFor();
    await regenerated.getByRole('button', { name: '没帮助', pressed: false }).waitFor();
    const after = await storedConversation(agent, conversationId);
    expect(after.total).toBe(before.total);
    expect(await answers(page).count()).toBe(3);
    await screenshot(page, '24-chat-regenerated');

    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('stops an answer mid-stream: the partial answer stays, marked stopped, and can be regenerated', async () => {
    const { page, context, problems } = await openChat();
    // The answer's first text arrives, then nothing more: it is still being written.
    await armStream(page, { action: 'hold', after: 'text' });
    await ask(page, SELECTION);
    const partial = answers(page).last();
    await partial.getByText(/为30岁男性/).waitFor();
    await stopButton(page).waitFor();
    await screenshot(page, '25-chat-generating');

    // Another question while it is written is refused with the spec's message, and the text is kept.
    await composer(page).fill('医疗险呢？');
    await composer(page).press('Enter');
    await toastShown(page, '对话生成中，请稍后操作');
    expect(await composer(page).inputValue()).toBe('医疗险呢？');

    await stopButton(page).tap();
    await partial.getByText('已停止生成').waitFor();
    await sendButton(page).waitFor();
    await partial.getByText(/为30岁男性/).waitFor();
    expect(await partial.getByRole('listitem').count()).toBe(0);
    await screenshot(page, '26-chat-stopped');
    await expectAccessible(page, '/index with a stopped answer');

    // Regenerate the stopped answer: this time it is written in full. (The hold above is the browser's:
    // the server finished that answer, so the regenerate may bring other fitting products forward.)
    await composer(page).fill('');
    await partial.getByRole('button', { name: '重新生成' }).tap();
    const full = await answerSettled(page);
    await full.getByRole('link', { name: /保险/ }).first().waitFor();
    expect(await full.getByText('已停止生成').count()).toBe(0);
    expect(await questions(page).count()).toBe(1);

    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('a dropped connection before the answer starts is retried; after it starts the answer is read back', async () => {
    const { agent, page, context, problems } = await openChat();

    // The first request fails at the network level: one silent retry answers it, asked once.
    let attempts = 0;
    await page.route('**/v1/conversestream/**', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await ask(page, SELECTION);
    const first = await answerSettled(page);
    await first.getByRole('link', { name: new RegExp(FIRST_PRODUCT) }).waitFor();
    expect(attempts).toBe(2);
    await page.unroute('**/v1/conversestream/**');
    const conversationId = await openConversationId(page);
    expect((await storedConversation(agent, conversationId)).total).toBe(2);

    // Mid-answer the connection drops: asking again would ask twice, so the answer is read back from
    // the conversation's history; nothing is lost and nothing is asked twice.
    await armStream(page, { action: 'cut', after: 'query' });
    const readBack = page.waitForResponse((r) => r.url().includes(`/v1/convhistory_mycus/${conversationId}`));
    await ask(page, '女性35岁，医疗险有哪些推荐？');
    await readBack;
    const second = await answerSettled(page);
    const stored = (await storedConversation(agent, conversationId)).list.at(-1);
    expect(stored?.source).toBe('receive');
    expect(stored?.finished).toBe(true);
    await second
      .getByText(stored?.content.split('\n')[0]?.replace(/\*\*/g, '').slice(0, 8) ?? '-')
      .first()
      .waitFor();
    expect(await second.getByRole('alert').count()).toBe(0);
    expect((await storedConversation(agent, conversationId)).total).toBe(4);
    await screenshot(page, '27-chat-read-back-after-drop');

    // Offline for good: the retry fails too, and the answer says so with a 重试 that works once online.
    await context.setOffline(true);
    await ask(page, '两全险是什么？');
    const failed = answers(page).last();
    await failed.getByRole('alert').getByRole('button', { name: '重试' }).waitFor();
    await screenshot(page, '28-chat-offline-failed');
    await expectAccessible(page, '/index with a failed answer');
    expect(await questions(page).filter({ hasText: '两全险是什么？' }).count()).toBe(1);
    await context.setOffline(false);
    await failed.getByRole('button', { name: '重试' }).tap();
    const retried = await answerSettled(page);
    expect(await retried.getByRole('alert').count()).toBe(0);
    await expect.poll(async () => (await storedConversation(agent, conversationId)).total).toBe(6);

    // Chrome logs the aborted and offline requests; nothing else may go wrong.
    expect(
      realProblems(problems).filter(
        (p) => !/ERR_INTERNET_DISCONNECTED|network error|Failed to fetch/i.test(p),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('a timed-out conversation: the next question starts a new one and keeps the last question and answer', async () => {
    const { agent, page, context } = await openChat();
    await ask(page, SELECTION);
    await answerSettled(page);
    await ask(page, '医疗险有哪些？');
    await answerSettled(page);
    const oldId = await openConversationId(page);

    // Age the conversation past CONVERSATION_IDLE_MINUTES (30) in the server's own database.
    await suite.server.database.db.execute(
      sql`update conversations set last_active_at = now() - interval '2 hours' where id = ${oldId}`,
    );
    await ask(page, '意外险怎么选？');
    await toastShown(page, '会话超时，已为您开启新对话');
    await answerSettled(page);
    await screenshot(page, '29-chat-timeout-clean');
    // Only the new question and its answer are on screen, in a new conversation.
    expect(await questions(page).count()).toBe(1);
    await questions(page).filter({ hasText: '意外险怎么选？' }).waitFor();
    expect(await answers(page).count()).toBe(1);
    const newId = await openConversationId(page);
    expect(newId).not.toBe(oldId);
    expect((await storedConversation(agent, newId)).total).toBe(2);
    expect((await storedConversation(agent, oldId)).total).toBe(4);
    await context.close();
  });

  it('开启新对话 in the header starts afresh; the previous conversation stays in the history', async () => {
    const { agent, page, context } = await openChat();
    // Nothing to leave on the welcome screen: no button yet.
    expect(await page.getByRole('button', { name: '开启新对话' }).count()).toBe(0);
    await ask(page, '什么是现金价值');
    await answerSettled(page);
    const conversationId = await openConversationId(page);

    await page.getByRole('button', { name: '开启新对话' }).tap();
    await page.getByText('您想问哪一类问题').waitFor();
    expect(await questions(page).count()).toBe(0);
    await screenshot(page, '34-chat-new-conversation');

    await ask(page, '重疾险和医疗险有什么区别');
    await answerSettled(page);
    expect(await openConversationId(page)).not.toBe(conversationId);
    expect((await storedConversation(agent, conversationId)).total).toBe(2);
    await context.close();
  });
});
