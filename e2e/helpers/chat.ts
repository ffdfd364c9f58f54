import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ConversationHistory } from '../../packages/contract/src/conversation.js';
import { createAgent, signInContext, type Agent } from './agent.js';
import { newPhonePage } from './browser.js';
import type { RunningServer } from './server.js';

/** The selection question most chat tests start with: the built-in engine answers it with product cards. */
export const SELECTION = '30岁男性，预算每年5000元，推荐一款重疾险';

/**
 * What the next answer stream does in the page (one-shot): `hold` forwards the server's events up to and
 * including the first event of type `after`, then delivers nothing more until the request is aborted (an
 * answer still being written); `cut` forwards the same and then fails the body like a dropped
 * connection, while the real response is still read to its end, so the server always finishes the
 * answer (as when the phone's connection drops after the server has written it: the built-in engine is
 * too fast to race the server's own abort deterministically); `stall` forwards the same, then reads the
 * real response to its end without delivering any of it (the server finishes; the page waits, as behind a
 * buffering proxy or in a backgrounded app) until the request is aborted.
 */
export interface StreamControl {
  action: 'hold' | 'cut' | 'stall';
  after: string;
}

declare global {
  interface Window {
    __e2eStream?: StreamControl;
  }
}

/** Wraps window.fetch for /v1/conversestream/ so a test can hold or cut the next answer (see StreamControl). */
export async function installStreamControl(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const control = window.__e2eStream;
      if (!control || !url.includes('/v1/conversestream/')) return realFetch(input, init);
      window.__e2eStream = undefined;
      const response = await realFetch(input, init);
      if (!response.ok || !response.body) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let closed = false;
          const fail = (error: unknown, cancel = true) => {
            if (closed) return;
            closed = true;
            controller.error(error);
            if (cancel) void reader.cancel().catch(() => undefined);
          };
          init?.signal?.addEventListener('abort', () =>
            fail(new DOMException('The user aborted a request.', 'AbortError')),
          );
          void (async () => {
            let buffer = '';
            for (;;) {
              const { done, value } = await reader.read();
              if (done || closed) return;
              buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
              for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
                const block = buffer.slice(0, at + 2);
                buffer = buffer.slice(at + 2);
                controller.enqueue(encoder.encode(block));
                const data = block
                  .split('\n')
                  .filter((line) => line.startsWith('data:'))
                  .map((line) => line.slice(5).trim())
                  .join('\n');
                let type = '';
                try {
                  type = data ? (JSON.parse(data) as { data: { type: string } }).data.type : '';
                } catch {
                  type = '';
                }
                if (type !== control.after) continue;
                if (control.action === 'cut') {
                  fail(new TypeError('network error'), false);
                  while (!(await reader.read()).done);
                } else if (control.action === 'stall') {
                  while (!closed && !(await reader.read()).done);
                }
                // `hold`: nothing more is delivered; only an abort ends the body.
                else void reader.cancel().catch(() => undefined);
                return;
              }
            }
          })();
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

/** Arms the stream control for the next question (one-shot). */
export async function armStream(page: Page, control: StreamControl): Promise<void> {
  await page.evaluate((c) => {
    window.__e2eStream = c;
  }, control);
}

export const composer = (page: Page) => page.getByRole('textbox', { name: '请输入您的问题' });
export const sendButton = (page: Page) => page.getByRole('button', { name: '发送', exact: true });
export const stopButton = (page: Page) => page.getByRole('button', { name: '停止生成' });
/** The answers in the chat, oldest first. */
export const answers = (page: Page) => page.locator('.msg--answer');
export const questions = (page: Page) => page.locator('.msg--send');

/** Types a question into the input bar and taps 发送. */
export async function ask(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await sendButton(page).tap();
}

/** Waits until no answer is being written and the last answer shows its actions; returns that answer. */
export async function answerSettled(page: Page): Promise<Locator> {
  await stopButton(page).waitFor({ state: 'detached' });
  // Pinned to its position: later answers must not move the locator.
  const last = answers(page).nth((await answers(page).count()) - 1);
  await last.getByRole('button', { name: '复制' }).waitFor();
  return last;
}

/** A toast with this text is on screen. */
export async function toastShown(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/**
 * The conversation the chat has open (main store, sessionStorage 'main'). The store's writes are
 * throttled; `pagehide` flushes the pending one, as leaving the page would.
 */
export async function openConversationId(page: Page): Promise<string> {
  return page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide'));
    const raw = sessionStorage.getItem('main');
    return raw
      ? ((JSON.parse(raw) as { state?: { conversationId?: string } }).state?.conversationId ?? '')
      : '';
  });
}

/**
 * A new agent (own conversations), signed in on a phone page with the stream control installed, on
 * /index with the welcome panel showing.
 */
export async function openChat(
  browser: Browser,
  server: RunningServer,
  workId: string,
  realName = '测试经纪人',
) {
  const agent = await createAgent(server, workId, realName);
  const phone = await newPhonePage(browser, server.url);
  await phone.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signInContext(phone.context, agent);
  await installStreamControl(phone.context);
  await phone.page.goto('/#/index');
  await composer(phone.page).waitFor();
  await phone.page.getByText('您想问哪一类问题').waitFor();
  return { agent, ...phone };
}

/**
 * Asks a question through the streamed API, as another device of the agent would (no browser), and
 * returns the conversation it went to ('' starts a new one). Throws on a refusal.
 */
export async function askThroughApi(
  server: RunningServer,
  agent: Agent,
  question: string,
  conversationId = '',
): Promise<string> {
  const response = await fetch(`${server.url}/v1/conversestream/General`, {
    method: 'POST',
    headers: { authorization: agent.token, 'content-type': 'application/json' },
    body: JSON.stringify({ userPrompt: question, generate: 'llm', conversationId }),
  });
  const text = await response.text();
  const meta = text.split('\n').find((line) => line.startsWith('data:'));
  if (response.status !== 200 || !meta) throw new Error(`ask failed: ${response.status} ${text}`);
  return (JSON.parse(meta.slice(5)) as { conversationId: string }).conversationId;
}

/** The conversation as the server stored it (the agent's own history API). */
export async function storedConversation(
  agent: Agent,
  conversationId: string,
  size = 50,
): Promise<ConversationHistory> {
  const { status, body } = await agent.api<ConversationHistory>(
    'GET',
    `/v1/convhistory_mycus/${conversationId}?size=${size}`,
  );
  if (status !== 200) throw new Error(`history of ${conversationId}: ${status}`);
  return body;
}

/** Counts the answer streams the page requests from now on; call the result to read the count. */
export function countStreamRequests(page: Page): () => number {
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/v1/conversestream/')) requests += 1;
  });
  return () => requests;
}
