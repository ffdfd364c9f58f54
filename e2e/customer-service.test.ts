import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@broker/contract';
import { importKnowledge } from '../apps/server/src/services/knowledge/import-kb.js';
import { CS_SOURCE_PREFIX } from '../apps/server/src/services/knowledge/knowledge-service.js';
import { workOrderOperator } from '../apps/server/src/services/work-orders/operator-service.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, ask, toastShown } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

// The server's business clock, set per step: Wednesday 2025-08-27 in Shanghai is a working day inside
// the notice banner's range.
let now = new Date('2025-08-27T10:00:00+08:00');

describe.skipIf(!hasBrowser)('customer service: hand-off, work order, operator reply', () => {
  const suite = useServerAndBrowser(
    {
      CS_LIVE_AGENT_URL: 'https://work.weixin.qq.com/kfid/kfc-e2e',
      CS_NOTICE_START: '2025-08-25',
      CS_NOTICE_END: '2025-08-31',
    },
    { clock: () => now },
  );

  it("goes from '转人工' to a live agent in hours and to a work order after, and sees the operator's reply", async () => {
    // The customer-service assistant's own knowledge base, as an operator imports it.
    await importKnowledge(suite.server.database.db, ['data/customer-service'], {
      sourcePrefix: CS_SOURCE_PREFIX,
    });
    const agent = await createAgent(suite.server, 'E2ECS01', '林晓');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInContext(context, agent);
    // The notice banner inside its range: shown on the home screen until dismissed, then not again.
    await page.goto('/#/index');
    const banner = page.getByRole('note');
    await banner.getByText('人工客服高峰时段请优先提交工单').waitFor();
    await screenshot(page, '88-cs-notice-banner');
    await banner.getByRole('button', { name: '关闭通知' }).tap();
    await banner.waitFor({ state: 'detached' });
    const noticeAnswered = page.waitForResponse((r) => r.url().endsWith('/v1/cs/notice'));
    await page.reload();
    await noticeAnswered;
    await page.getByRole('textbox', { name: '请输入您的问题' }).waitFor();
    expect(await page.getByRole('note').count()).toBe(0);

    // In working hours: the chat's card opens the dialog, whose live agent's link is copied.
    await ask(page, '转人工');
    const answer = await answerSettled(page);
    await screenshot(page, '89-cs-chat-card');
    await answer.getByRole('button', { name: '去使用' }).tap();
    const dialog = page.getByRole('dialog', { name: '联系客服' });
    await dialog.getByRole('heading', { name: '在线人工客服' }).waitFor();
    await screenshot(page, '90-cs-dialog-open');
    await expectAccessible(page, 'customer-service dialog in hours');
    await dialog.getByRole('button', { name: '复制客服链接' }).tap();
    await toastShown(page, MESSAGES.linkCopied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).searchParams.get('salecode')).toBe('E2ECS01');
    await dialog.getByRole('button', { name: '提交工单' }).waitFor();
    await page.getByRole('button', { name: /关闭/ }).last().tap();
    await dialog.waitFor({ state: 'hidden' });

    // After hours: no live agent; the dialog says when agents are back and offers the work order.
    now = new Date('2025-08-27T19:30:00+08:00');
    await answer.getByRole('button', { name: '去使用' }).tap();
    await dialog.getByText('明天 09:00 恢复服务', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: '复制客服链接' }).count()).toBe(0);
    await screenshot(page, '91-cs-dialog-closed');
    await dialog.getByRole('button', { name: '提交工单' }).tap();

    // The form: the contract's rules, then a stored order with its number.
    await page.waitForURL(/#\/workOrder/);
    await expect.poll(() => page.getByLabel('联系人姓名').inputValue()).toBe('林晓');
    await page.getByLabel('联系人姓名').fill('');
    await page.getByLabel('手机号码').fill('1380013');
    await page.getByRole('button', { name: '提交工单' }).tap();
    await page.getByText('请填写姓名').waitFor();
    await page.getByText('请填写正确的11位手机号码').waitFor();
    await page.getByText('请选择问题类型').waitFor();
    await page.getByText('请描述遇到的问题').waitFor();
    await screenshot(page, '92-work-order-invalid');
    await expectAccessible(page, 'work-order form with problems');
    await page.getByLabel('联系人姓名').fill('林晓');
    await page.getByLabel('手机号码').fill('139 0013 9000');
    await page.getByRole('button', { name: '保单问题' }).tap();
    await page.getByLabel('问题描述').fill('客户的保单在系统里查不到，保单号 P2025082700001');
    await page.getByRole('button', { name: '提交工单' }).tap();
    await page.getByRole('heading', { name: '工单已提交' }).waitFor();
    const number = /GD\d{6}/.exec(await page.getByRole('status').innerText())?.[0] ?? '';
    expect(number).toMatch(/^GD\d{6}$/);
    await screenshot(page, '93-work-order-submitted');

    // The operator replies from the CLI's service; the agent sees it with an unread mark.
    const operator = workOrderOperator(suite.server.database.db);
    expect(await operator.list('open')).toContain(number);
    await operator.reply(number, '已核实，保单次日同步，请明天再查询。', '客服小周');
    await page.getByRole('button', { name: '查看我的工单' }).tap();
    await page.getByText('新回复').first().waitFor();
    await page.getByText('1 条新回复').waitFor();
    await screenshot(page, '94-work-orders-unread');
    await expectAccessible(page, 'my work orders');
    await page.getByRole('button', { name: new RegExp(number) }).tap();
    await page.getByText('已核实，保单次日同步，请明天再查询。').waitFor();
    await screenshot(page, '95-work-order-reply');
    await page.getByRole('button', { name: /关闭/ }).last().tap();
    await expect.poll(() => page.getByText('新回复').count()).toBe(0);

    // The customer-service assistant: the chat's screen in the cs channel, answering from its own
    // documents; '我要投诉' hands off to the same dialog.
    await page.goto('/#/csAssistant');
    await page.getByRole('heading', { name: '您好，我是智能客服' }).waitFor();
    await screenshot(page, '96-cs-assistant-welcome');
    await page.getByRole('button', { name: '客户的保单查不到怎么办' }).tap();
    const csAnswer = await answerSettled(page);
    await expect.poll(() => csAnswer.innerText()).toMatch(/1到2个工作日/);
    await ask(page, '我要投诉');
    const handOff = page.locator('.msg--answer').last();
    await handOff.getByRole('button', { name: '去使用' }).tap();
    await dialog.getByRole('heading', { name: '人工客服已下班' }).waitFor();
    await screenshot(page, '97-cs-assistant-handoff');
    await expectAccessible(page, 'customer-service assistant with the dialog');
    await page.getByRole('button', { name: /关闭/ }).last().tap();

    // The summary: asked, answered with its source, nothing left open; one tap onto a work order.
    await page.getByRole('link', { name: '小结' }).tap();
    await page.waitForURL(/#\/csSummary\?conversationId=/);
    await page.getByRole('listitem').getByText('客户的保单查不到怎么办').waitFor();
    await page.getByText(/来源：保单查不到/).waitFor();
    await page.getByText('都已解答').waitFor();
    await screenshot(page, '98-cs-summary');
    await expectAccessible(page, 'customer-service summary');
    await page.getByRole('button', { name: '附到工单，提交给客服' }).tap();
    await page.waitForURL(/#\/workOrder/);
    await page.getByText('已附上客服小结').waitFor();
    await expect.poll(() => page.locator('.wo-summary__text').innerText()).toMatch(/^【客服小结】/);
    await screenshot(page, '99-work-order-with-summary');

    // Opened by URL as a host app does (spec §7): its parameters reach the operator with the order.
    await page.goto('/#/workOrder?applyName=王五&source=crm&taskType=renewal&appbackFlag=0');
    await expect.poll(() => page.getByLabel('联系人姓名').inputValue()).toBe('王五');
    await page.getByLabel('手机号码').fill('13700137000');
    await page.getByRole('button', { name: '续保续期' }).tap();
    await page.getByLabel('问题描述').fill('续期扣款失败');
    await page.getByRole('button', { name: '提交工单' }).tap();
    await page.getByRole('heading', { name: '工单已提交' }).waitFor();
    const urlOrder = /GD\d{6}/.exec(await page.getByRole('status').innerText())?.[0] ?? '';
    const shown = await operator.show(urlOrder);
    for (const param of ['applyName=王五', 'source=crm', 'taskType=renewal']) expect(shown).toContain(param);

    expect(problems).toEqual([]);
    await context.close();

    // Outside the banner's range a new visitor (nothing dismissed) sees no banner.
    now = new Date('2025-09-02T10:00:00+08:00');
    const later = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(later.context, agent);
    const answered = later.page.waitForResponse((r) => r.url().endsWith('/v1/cs/notice'));
    await later.page.goto('/#/index');
    expect((await (await answered).json()) as unknown).toMatchObject({ show: false });
    await later.page.getByRole('textbox', { name: '请输入您的问题' }).waitFor();
    expect(await later.page.getByRole('note').count()).toBe(0);
    await later.context.close();
  });
});
