import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedModel, type ScriptedModel } from '../apps/server/test/helpers/fake-model.js';
import { FALLBACK_NOTICE, INTERRUPTED_NOTICE } from '../packages/assistant/src/model/texts.js';
import type { ConversationHistory } from '../packages/contract/src/conversation.js';
import type { UserInfo } from '../packages/contract/src/user.js';
import { createAgent, signInContext, type Agent } from './helpers/agent.js';
import { expectAccessible, hasBrowser, launchBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, answers, ask, composer, openConversationId, toastShown } from './helpers/chat.js';
import { startServer, type RunningServer } from './helpers/server.js';

// Two models on the fake endpoint (the first is the default); the built-in engine is always offered last.
const BUILTIN = '内置引擎（无需模型密钥）';
const SWITCHED = '已切换回答模型';
/** What the fake model streams, naming the model the request asked for (no figures: nothing to check). */
const saidBy = (model: string) => `这是${model}的回答：等待期是合同生效后保险公司暂不承担责任的一段时间。`;
const PARTIAL = '这是fake-lite的回答：重疾险的等待期一般';

const picker = (page: Page) => page.getByRole('radiogroup', { name: '回答模型' });
const chip = (page: Page) => page.getByRole('button', { name: /^模型：/ });
/** The sheet the chip opens on /index. */
const sheet = (page: Page) => page.getByRole('dialog', { name: '切换模型' });

/** The options the visible picker lists, in order, the checked one (aria-checked) marked with ✓. */
async function pickerState(page: Page): Promise<string[]> {
  const radios = picker(page).getByRole('radio');
  await radios.first().waitFor();
  return radios.evaluateAll((els) =>
    els.map((el) => {
      const name = el.querySelector('.model-picker__name')?.textContent ?? '?';
      return el.getAttribute('aria-checked') === 'true' ? `${name} ✓` : name;
    }),
  );
}

/** The default model according to the server (POST /v1/userinfo). */
async function serverDefault(agent: Agent): Promise<string | undefined> {
  const { status, body } = await agent.api<UserInfo>('POST', '/v1/userinfo', {});
  expect(status).toBe(200);
  return body.models.find((m) => m.default)?.model;
}

/** From the chip above the input: opens the sheet, taps `label`, waits for the toast and the new chip. */
async function switchFromChat(page: Page, label: string): Promise<void> {
  // An earlier switch's toast must not stand in for this one.
  await page.getByText(SWITCHED, { exact: true }).waitFor({ state: 'hidden' });
  await chip(page).tap();
  await sheet(page).getByRole('radio', { name: label }).tap();
  await toastShown(page, SWITCHED);
  await chip(page)
    .filter({ hasText: `模型：${label}` })
    .waitFor();
}

/** Reloads and waits for the server's userinfo (the stored copy alone must not decide what is shown). */
async function reloadFromServer(page: Page): Promise<void> {
  const fetched = page.waitForResponse((r) => r.url().endsWith('/v1/userinfo') && r.ok());
  await page.reload();
  await fetched;
}

describe.skipIf(!hasBrowser)('the model switch with several models configured', () => {
  let model: ScriptedModel;
  let server: RunningServer;
  let browser: Browser;
  let agents = 0;

  beforeAll(async () => {
    model = await startScriptedModel();
    server = await startServer({
      LLM_BASE_URL: model.url,
      LLM_API_KEY: 'sk-e2e',
      LLM_MODELS: 'fake-pro,fake-lite',
      LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await model?.close();
  });

  /** A new agent (default model: fake-pro), signed in, on /index. */
  async function openChat() {
    agents += 1;
    const agent = await createAgent(server, `E2EM${String(agents).padStart(3, '0')}`);
    const phone = await newPhonePage(browser, server.url);
    await signInContext(phone.context, agent);
    await phone.page.goto('/#/index');
    await composer(phone.page).waitFor();
    return { agent, ...phone };
  }

  async function storedAnswers(agent: Agent, conversationId: string) {
    const { status, body } = await agent.api<ConversationHistory>(
      'GET',
      `/v1/convhistory_mycus/${conversationId}?size=50`,
    );
    expect(status).toBe(200);
    return body.list.filter((m) => m.source === 'receive');
  }

  it('lists every model on /index and /setting, marks the default, and a switch sticks on the server', async () => {
    const { agent, page, context, problems } = await openChat();
    expect(await chip(page).textContent()).toBe('模型：fake-pro');
    await chip(page).tap();
    await sheet(page).waitFor();
    expect(await pickerState(page)).toEqual(['fake-pro ✓', 'fake-lite', BUILTIN]);
    await screenshot(page, '60-model-switch-open');
    await expectAccessible(page, 'the model picker on /index');

    // Issue 22: the sheet closes with its button, Esc and the back gesture, and back stays on /index.
    await sheet(page).getByRole('button', { name: '关闭' }).tap();
    await sheet(page).waitFor({ state: 'hidden' });
    await chip(page).tap();
    await sheet(page).waitFor();
    await page.keyboard.press('Escape');
    await sheet(page).waitFor({ state: 'hidden' });
    await chip(page).tap();
    await sheet(page).waitFor();
    await page.goBack();
    await sheet(page).waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/#\/index$/);
    await chip(page).tap();
    await sheet(page).waitFor();

    await sheet(page).getByRole('radio', { name: 'fake-lite' }).tap();
    await toastShown(page, SWITCHED);
    await chip(page).filter({ hasText: '模型：fake-lite' }).waitFor();
    await sheet(page).waitFor({ state: 'hidden' });
    expect(await serverDefault(agent)).toBe('fake-lite');
    await chip(page).tap();
    await expect.poll(() => pickerState(page)).toEqual(['fake-pro', 'fake-lite ✓', BUILTIN]);

    await reloadFromServer(page);
    expect(await chip(page).textContent()).toBe('模型：fake-lite');

    // /setting on a fresh phone (no stored copy): what it shows can only come from the server.
    const other = await newPhonePage(browser, server.url);
    await signInContext(other.context, agent);
    await other.page.goto('/#/setting');
    expect(await pickerState(other.page)).toEqual(['fake-pro', 'fake-lite ✓', BUILTIN]);
    await expectAccessible(other.page, 'the model picker on /setting');
    await picker(other.page).getByRole('radio', { name: BUILTIN }).tap();
    await toastShown(other.page, SWITCHED);
    await expect.poll(() => pickerState(other.page)).toEqual(['fake-pro', 'fake-lite', `${BUILTIN} ✓`]);
    await screenshot(other.page, '61-model-switch-setting');
    expect(await serverDefault(agent)).toBe('builtin');
    await reloadFromServer(other.page);
    expect(await pickerState(other.page)).toEqual(['fake-pro', 'fake-lite', `${BUILTIN} ✓`]);

    // The first phone learns it from the server on its next load.
    await reloadFromServer(page);
    await chip(page)
      .filter({ hasText: `模型：${BUILTIN}` })
      .waitFor();

    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('after a switch the chosen model answers; back on the built-in engine no model is called', async () => {
    const { agent, page, context, problems } = await openChat();
    model.use((request) => ({
      kind: 'stream',
      steps: [{ type: 'text', text: saidBy(String(request.body?.model)) }],
    }));

    await switchFromChat(page, 'fake-lite');
    await ask(page, '什么是等待期');
    const first = await answerSettled(page);
    await first.getByText(saidBy('fake-lite'), { exact: true }).waitFor();
    expect(model.requests.map((r) => r.body?.model)).toEqual(['fake-lite']);
    await screenshot(page, '62-model-switch-answered-by-model');

    await switchFromChat(page, BUILTIN);
    await ask(page, '什么是现金价值');
    const second = await answerSettled(page);
    await second
      .getByText(/现金价值/)
      .first()
      .waitFor();
    expect(await second.textContent()).not.toContain('这是fake');
    expect(model.requests).toHaveLength(1);

    const stored = await storedAnswers(agent, await openConversationId(page));
    expect(stored.map((m) => m.cm)).toEqual(['fake-lite', 'builtin']);
    expect(stored[0]?.content).toBe(saidBy('fake-lite'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a failing model: the built-in answer follows a notice, never a blank bubble or a stuck spinner', async () => {
    const { agent, page, context, problems } = await openChat();
    // fake-lite fails (HTTP 503 before any text, then a stream that drops mid-answer); fake-pro works.
    const failures = ['error', 'drop'];
    model.use((request) => {
      if (request.body?.model !== 'fake-lite')
        return { kind: 'stream', steps: [{ type: 'text', text: 'x' }] };
      const failure = failures.shift();
      if (failure === 'error')
        return { kind: 'error', status: 503, body: { error: { message: 'overloaded' } } };
      return { kind: 'stream', steps: [{ type: 'text', text: PARTIAL }, { type: 'drop' }] };
    });
    await switchFromChat(page, 'fake-lite');

    /** The answer is done: no typing dots, no error, and the answer's actions are there. */
    const settledWithout = async (bubble: Awaited<ReturnType<typeof answerSettled>>) => {
      expect(await page.locator('.answer__typing').count()).toBe(0);
      expect(await bubble.getByRole('alert').count()).toBe(0);
    };

    await ask(page, '什么是等待期');
    const first = await answerSettled(page);
    await first.getByText(FALLBACK_NOTICE.trim(), { exact: true }).waitFor();
    await settledWithout(first);
    const conversationId = await openConversationId(page);
    let stored = await storedAnswers(agent, conversationId);
    expect(stored[0]?.cm).toBe('builtin');
    const builtinPart = stored[0]?.content.slice(FALLBACK_NOTICE.length) ?? '';
    expect(stored[0]?.content.startsWith(FALLBACK_NOTICE)).toBe(true);
    expect(builtinPart.trim().length).toBeGreaterThan(10);
    // The built-in engine's own first line is in the bubble, after the notice.
    const firstLine =
      builtinPart
        .split('\n')[0]
        ?.replace(/[*#>`]/g, '')
        .trim() ?? '';
    await first.getByText(firstLine.slice(0, 12)).first().waitFor();
    await screenshot(page, '63-model-switch-fallback');

    // The model stops mid-answer: its text stays, and the built-in answer follows the notice.
    await ask(page, '重疾险的等待期一般多长');
    const second = await answerSettled(page);
    await second.getByText(PARTIAL).waitFor();
    await second.getByText(INTERRUPTED_NOTICE.trim(), { exact: true }).waitFor();
    await settledWithout(second);
    stored = await storedAnswers(agent, conversationId);
    expect(stored[1]?.cm).toBe('builtin');
    expect(stored[1]?.content.startsWith(`${PARTIAL}${INTERRUPTED_NOTICE}`)).toBe(true);
    expect(stored[1]?.content.length).toBeGreaterThan(PARTIAL.length + INTERRUPTED_NOTICE.length + 10);
    expect(await answers(page).count()).toBe(2);
    await screenshot(page, '64-model-switch-interrupted');

    // Both times the chosen model was asked, and only it.
    expect(model.requests.map((r) => r.body?.model)).toEqual(['fake-lite', 'fake-lite']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
