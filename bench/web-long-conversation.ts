/// <reference lib="dom" />
// A conversation of 500 messages in the chat on /index: scrolling top ↔ bottom, typing and one more
// answer, with every long task (> 50 ms) recorded by a PerformanceObserver in the page.
// Run: npm run bench:web:long  (needs the built web app: npm run build; and /usr/bin/chromium)
// Options (env): BENCH_MESSAGES (500), BENCH_CPU_THROTTLE (comma list of CDP CPU slow-down rates, "1,4";
// Lighthouse's mobile preset uses 4), CHROMIUM_PATH.
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import type { ConversationHistory, ConversationMessage } from '@broker/contract';
import { createAgent } from '../e2e/helpers/agent.js';
import { askThroughApi } from '../e2e/helpers/chat.js';
import { startServer } from '../e2e/helpers/server.js';
import { BENCH_QUESTIONS } from './answer-questions.js';

const total = Number(process.env.BENCH_MESSAGES ?? 500);
const rates = (process.env.BENCH_CPU_THROTTLE ?? '1,4').split(',').map(Number);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface LongTask {
  start: number;
  duration: number;
}
declare global {
  interface Window {
    __longTasks: LongTask[];
  }
}

const server = await startServer({ CHAT_RATE_LIMIT_PER_MINUTE: '10000' });
const agent = await createAgent(server, 'BENCH001', '压测经纪人');

// 1. The conversation, asked through the streamed API (real answers: Markdown, product cards, sources).
const seedStart = performance.now();
let conversationId = '';
for (let i = 0; i < total / 2; i += 1) {
  conversationId = await askThroughApi(
    server,
    agent,
    BENCH_QUESTIONS[i % BENCH_QUESTIONS.length] ?? '你好',
    conversationId,
  );
}
const stored: ConversationMessage[] = [];
for (let page = 1; stored.length < total; page += 1) {
  const { body } = await agent.api<ConversationHistory>(
    'GET',
    `/v1/convhistory/General/${conversationId}?page=${page}&size=100`,
  );
  if (body.list.length === 0) break;
  stored.unshift(...body.list);
}
console.log(
  `seeded ${stored.length} messages (${(JSON.stringify(stored).length / 1024).toFixed(0)} KB of JSON) ` +
    `in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

// features/chat/lib/messages.ts fromStored, as the chat holds a message opened from the history.
const toChat = (m: ConversationMessage) => ({
  ...m,
  success: m.success && !(m.source === 'receive' && !m.finished),
  prodPagination: m.prodPagination ? { ...m.prodPagination, loading: false } : null,
  messageBoxType: 'message',
  isGenerating: false,
  showVehicleCard: m.action === 'jump_to_vehicle',
  showUaCard: m.action === 'jump_to_ua',
  showChooseCard: m.popupAction === 'confirm_branch' && m.choices.length > 0,
  errorText: '',
  interrupted: false,
  quote: null,
});

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const summary = (tasks: LongTask[]) => ({
  count: tasks.length,
  over100: tasks.filter((t) => t.duration > 100).length,
  max: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
});

async function takeTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => window.__longTasks.splice(0));
}

/** Waits `n` animation frames. (A string: tsx would wrap named functions in a helper the page lacks.) */
async function frames(page: Page, n = 2) {
  await page.evaluate(
    `new Promise((resolve) => { let left = ${n}; const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick)); requestAnimationFrame(tick); })`,
  );
}

async function run(rate: number) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await context.addInitScript(
    ({ token }) => {
      if (!sessionStorage.getItem('user'))
        sessionStorage.setItem('user', JSON.stringify({ state: { token }, version: 0 }));
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    },
    { token: agent.token },
  );
  const page = await context.newPage();
  await page.goto('/#/index');
  await page.getByRole('textbox', { name: '请输入您的问题' }).waitFor();

  // The chat as it is after a long session: the 500 messages in the main store as it persists them
  // (sessionStorage 'main' with the message ids, each message under 'main/messages/<id>').
  await page.evaluate(
    ({ messages, conversationId: id }) => {
      const raw = sessionStorage.getItem('main');
      const persisted = raw
        ? (JSON.parse(raw) as { state: Record<string, unknown>; version?: number })
        : null;
      for (const message of messages)
        sessionStorage.setItem(`main/messages/${message.id}`, JSON.stringify(message));
      sessionStorage.setItem(
        'main',
        JSON.stringify({
          state: {
            ...(persisted?.state ?? {}),
            messages: messages.map((m) => m.id),
            conversationId: id,
            currentCategory: 'General',
          },
          version: persisted?.version ?? 0,
        }),
      );
    },
    { messages: stored.map(toChat), conversationId },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });

  const loadStart = Date.now();
  await page.reload();
  const scroller = page.locator('.message-list__scroll');
  await page.locator('.msg--answer').last().getByRole('button', { name: '复制' }).waitFor();
  await frames(page, 3);
  const loadMs = Date.now() - loadStart;
  const load = summary(await takeTasks(page));

  // Scroll to the top: every 40 messages are mounted as the top comes near, until all are there.
  const scrollStart = Date.now();
  const box = await scroller.boundingBox();
  if (!box) throw new Error('no message list');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 400; i += 1) {
    await page.mouse.wheel(0, -1500);
    await frames(page);
    const done = await scroller.evaluate(
      (el) =>
        el.scrollTop === 0 &&
        !Array.from(el.querySelectorAll('button')).some((b) => b.textContent === '查看更早的消息'),
    );
    if (done) break;
  }
  const mounted = await page.locator('.msg').count();
  const up = summary(await takeTasks(page));
  // And back down to the newest.
  for (let i = 0; i < 400; i += 1) {
    await page.mouse.wheel(0, 1500);
    await frames(page);
    const atBottom = await scroller.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
    if (atBottom) break;
  }
  const scrollMs = Date.now() - scrollStart;
  const down = summary(await takeTasks(page));

  // Typing a question (one character at a time, as an IME commits them), then the answer streaming in.
  const input = page.locator('.composer__input');
  await input.tap();
  await page.keyboard.type('45岁女性想给自己买一份百万医疗险有什么推荐', { delay: 40 });
  const typing = summary(await takeTasks(page));
  // What one write of the main store's persistence costs after a keystroke: one more character, then
  // the pending (throttled) write flushed at once, as leaving the page does.
  await page.keyboard.type('？');
  const persistMs = await page.evaluate(() => {
    const t0 = performance.now();
    window.dispatchEvent(new Event('pagehide'));
    return performance.now() - t0;
  });
  await takeTasks(page);
  await page.locator('.composer__button:not(.composer__button--stop)').tap();
  // CSS, not role, locators while timing: Playwright's role queries run in the page and walk all 500
  // messages' accessible names on every poll, which would show up as the page's own long tasks.
  await page.locator('button.composer__button--stop').waitFor({ state: 'detached' });
  await page.locator('.msg--answer').last().getByRole('button', { name: '复制' }).waitFor();
  await frames(page, 3);
  const answer = summary(await takeTasks(page));
  const messagesNow = await page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide')); // flush the store's throttled write
    return (JSON.parse(sessionStorage.getItem('main') ?? '{}') as { state?: { messages?: unknown[] } }).state
      ?.messages?.length;
  });
  await context.close();
  return { rate, loadMs, load, mounted, scrollMs, up, down, typing, persistMs, answer, messagesNow };
}

const fmt = (s: ReturnType<typeof summary>) => `${s.count} / ${s.over100} / ${s.max} ms`;
console.log(
  `\n${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, Chromium ${browser.version()}`,
);
console.log('long tasks as count / over 100 ms / longest');
console.log(
  '| CPU | reload with 500 | scroll to top (all mounted) | back to bottom | typing 22 chars | one persist of the main store | one more answer | messages after |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const rate of rates) {
  const r = await run(rate);
  console.log(
    `| ${r.rate}× | ${fmt(r.load)} (${r.loadMs} ms) | ${fmt(r.up)} (${r.mounted} rows) | ${fmt(r.down)} (${r.scrollMs} ms both ways) | ` +
      `${fmt(r.typing)} | ${r.persistMs.toFixed(1)} ms | ${fmt(r.answer)} | ${r.messagesNow} |`,
  );
}
await browser.close();
await server.stop();
