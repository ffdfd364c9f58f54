import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STT_TEXT, startFakeStt, type FakeStt } from '../apps/server/test/helpers/fake-stt.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, launchBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { composer, openChat, toastShown } from './helpers/chat.js';
import { startServer, type RunningServer } from './helpers/server.js';
import { useServerAndBrowser } from './helpers/suite.js';

// Chromium's fake microphone (a beep) with the permission prompt answered "allow".
const FAKE_MICROPHONE = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const micButton = (page: Page) => page.getByRole('button', { name: '按住说话' });
const overlay = (page: Page) => page.getByRole('status', { name: '语音输入' });

/** A real finger on the microphone button (touch events through DevTools: Playwright only taps). */
async function finger(page: Page) {
  const box = await micButton(page).boundingBox();
  if (!box) throw new Error('no microphone button');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
    });
  return {
    down: () => touch('touchStart'),
    slide: (dy: number) => touch('touchMove', dy),
    up: () => touch('touchEnd'),
  };
}

describe.skipIf(!hasBrowser)('voice input with a speech service', () => {
  let stt: FakeStt;
  let server: RunningServer;
  let browser: Browser;
  let agents = 0;
  beforeAll(async () => {
    stt = await startFakeStt();
    server = await startServer({ STT_BASE_URL: stt.url, STT_TIMEOUT_MS: '5000' });
    browser = await launchBrowser(FAKE_MICROPHONE);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stt?.close();
  });
  const open = () => {
    agents += 1;
    return openChat(browser, server, `E2EV${String(agents).padStart(3, '0')}`);
  };

  it('hold, talk, release: the recognised text is in the composer, not sent', async () => {
    const { page, context, problems } = await open();
    await micButton(page).waitFor();
    await screenshot(page, '90-voice-composer');
    const before = stt.requests.length;
    const hand = await finger(page);
    await hand.down();
    await overlay(page).getByText('松开 识别，上滑 取消').waitFor();
    await page.waitForTimeout(1500);
    await screenshot(page, '91-voice-recording');
    await expectAccessible(page, 'voice recording');
    await hand.up();
    await expect.poll(() => composer(page).inputValue(), { timeout: 15_000 }).toBe(FAKE_STT_TEXT);
    await screenshot(page, '92-voice-text-in-composer');
    expect(await page.locator('.msg--send').count()).toBe(0);
    expect(stt.requests.length).toBe(before + 1);
    const sent = stt.requests.at(-1);
    expect(sent).toMatchObject({ fileName: 'audio.webm', language: 'zh', responseFormat: 'json' });
    expect(sent?.file.length).toBeGreaterThan(1000);
    await expect.poll(() => overlay(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a press too short, a tap and a slide up each say so and send nothing', async () => {
    const { page, context } = await open();
    await micButton(page).waitFor();
    const before = stt.requests.length;
    const hand = await finger(page);

    await hand.down();
    await overlay(page).getByText('松开 识别，上滑 取消').waitFor();
    await hand.up();
    await toastShown(page, '说话时间太短');
    await screenshot(page, '93-voice-too-short');

    await hand.down();
    await page.waitForTimeout(150);
    await hand.up();
    await toastShown(page, '请按住麦克风按钮说话');

    await hand.down();
    await overlay(page).getByText('松开 识别，上滑 取消').waitFor();
    await page.waitForTimeout(1200);
    await hand.slide(-120);
    await overlay(page).getByText('松开手指，取消发送').waitFor();
    await screenshot(page, '94-voice-slide-to-cancel');
    await hand.up();
    await expect.poll(() => overlay(page).count()).toBe(0);
    expect(await composer(page).inputValue()).toBe('');
    expect(stt.requests.length).toBe(before);
    await context.close();
  });

  it("the service failing: the server's reason, and the composer as it was", async () => {
    const { page, context } = await open();
    await micButton(page).waitFor();
    await composer(page).fill('已有的文字');
    stt.reply({ kind: 'status', status: 503 });
    const hand = await finger(page);
    await hand.down();
    await overlay(page).getByText('松开 识别，上滑 取消').waitFor();
    await page.waitForTimeout(1300);
    await hand.up();
    await toastShown(page, '语音识别服务暂不可用，请稍后重试或改用文字输入');
    await screenshot(page, '95-voice-service-failed');
    expect(await composer(page).inputValue()).toBe('已有的文字');
    stt.reply({ kind: 'text', text: FAKE_STT_TEXT });
    await context.close();
  });

  it('microphone refused, none there, or a web view without recording: a message each', async () => {
    const cases = [
      {
        name: 'NotAllowedError',
        message: '无法使用麦克风：请在浏览器或手机设置中允许访问麦克风后重试',
        shot: '96-voice-permission-denied',
      },
      { name: 'NotFoundError', message: '未检测到麦克风，请检查设备后重试', shot: '97-voice-no-microphone' },
    ];
    for (const [i, { name, message, shot }] of cases.entries()) {
      const agent = await createAgent(server, `E2EVD${i}`);
      const { page, context } = await newPhonePage(browser, server.url);
      await context.addInitScript((errorName: string) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', errorName));
      }, name);
      await signInContext(context, agent);
      await page.goto('/#/index');
      const hand = await finger(
        await micButton(page)
          .waitFor()
          .then(() => page),
      );
      await hand.down();
      await toastShown(page, message);
      await hand.up();
      await screenshot(page, shot);
      await context.close();
    }

    // WeCom's web view on an old iPhone: no MediaRecorder. The button stays and points to the keyboard.
    const agent = await createAgent(server, 'E2EVW1');
    const { page, context } = await newPhonePage(browser, server.url);
    await context.addInitScript(() => {
      Object.defineProperty(window, 'MediaRecorder', { value: undefined });
      Object.defineProperty(navigator, 'userAgent', {
        value:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.0 MicroMessenger/7.0.1',
      });
    });
    await signInContext(context, agent);
    await page.goto('/#/index');
    const hand = await finger(
      await micButton(page)
        .waitFor()
        .then(() => page),
    );
    await hand.down();
    await toastShown(page, '当前应用内暂不支持录音，可使用手机输入法键盘上的语音按键说话');
    await hand.up();
    await screenshot(page, '98-voice-webview-unsupported');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('voice input without a speech service', () => {
  const suite = useServerAndBrowser();

  it('has no microphone button', async () => {
    const { page, context } = await openChat(suite.browser, suite.server, 'E2EVN01');
    await page.waitForTimeout(1000);
    expect(await micButton(page).count()).toBe(0);
    await screenshot(page, '99-voice-not-configured');
    await context.close();
  });
});
