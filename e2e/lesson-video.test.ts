import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE_FLAG_ID } from '../packages/contract/src/limits.js';
import type { Lesson } from '../packages/contract/src/lessons.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/suite.js';

// The shipped demo lesson with the demo video (data/lessons/01-ask-and-follow-up.md).
const LESSON_ID = 'ask-and-follow-up';

const shown = (page: Page) => page.locator('.page').filter({ visible: true });
const video = (page: Page) => shown(page).locator('video');

interface VideoState {
  currentTime: number;
  paused: boolean;
  readyState: number;
  videoWidth: number;
  playsinline: boolean;
  webkit: string | null;
  x5: string | null;
  fullscreen: boolean;
  right: number;
  bottom: number;
}

const videoState = (page: Page): Promise<VideoState> =>
  video(page).evaluate((el: HTMLVideoElement) => {
    const rect = el.getBoundingClientRect();
    return {
      currentTime: el.currentTime,
      paused: el.paused,
      readyState: el.readyState,
      videoWidth: el.videoWidth,
      playsinline: el.hasAttribute('playsinline'),
      webkit: el.getAttribute('webkit-playsinline'),
      x5: el.getAttribute('x5-playsinline'),
      fullscreen: document.fullscreenElement !== null,
      right: rect.right,
      bottom: rect.bottom,
    };
  });

describe.skipIf(!hasBrowser)('a lesson’s video on /xgplayer', () => {
  const suite = useServerAndBrowser();

  it('plays inline from the lesson, remembers where the agent stopped, and resumes there after a reload', async () => {
    const agent = await createAgent(suite.server, 'E2EV001', '周岚');
    await agent.api('POST', '/v1/pup/status', { ppName: GUIDE_FLAG_ID });
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);

    // The lesson shows its video as a poster with a play mark.
    await page.goto(`/#/tutorial/detail?lessonId=${LESSON_ID}`);
    const card = shown(page).getByRole('link', { name: /^观看视频：提问与追问/ });
    await card.waitFor();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(540);
    await screenshot(page, '84-tutorial-detail-video');
    await expectAccessible(page, '/tutorial/detail with a video');

    await card.tap();
    await page.waitForURL(new RegExp(`#/xgplayer\\?lessonId=${LESSON_ID}$`));
    // The title follows the route once its lazy screen (with xgplayer) has loaded.
    await page.waitForFunction(() => document.title === '视频播放');
    await video(page).waitFor({ state: 'attached' });
    await shown(page).getByRole('heading', { level: 2, name: '提问与追问' }).waitFor();
    // Inline everywhere: the attributes iOS, older WebKit and the X5 kernel (WeChat/WeCom) read.
    const before = await videoState(page);
    expect(before.playsinline).toBe(true);
    expect(before.webkit).not.toBeNull();
    expect(before.x5).not.toBeNull();
    await screenshot(page, '85-xgplayer-poster');
    await expectAccessible(page, '/xgplayer');

    // Play: time moves, the first frame is there, the video stays in the page (no full screen).
    await shown(page).locator('.xgplayer-start').tap();
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(3);
    const playing = await videoState(page);
    expect(playing.readyState).toBeGreaterThanOrEqual(2);
    expect(playing.videoWidth).toBe(540);
    expect(playing.fullscreen).toBe(false);
    expect(playing.right).toBeLessThanOrEqual(390);
    expect(playing.bottom).toBeLessThanOrEqual(844);
    await screenshot(page, '86-xgplayer-playing');

    // Pausing saves the position on the server (for the agent's other devices too).
    await video(page).evaluate((el: HTMLVideoElement) => el.pause());
    const stoppedAt = (await videoState(page)).currentTime;
    await expect
      .poll(
        async () =>
          (await agent.api<Lesson>('GET', `/v1/lessons/${LESSON_ID}`)).body.progress?.positionSeconds ?? 0,
      )
      .toBeCloseTo(stoppedAt, 0);

    // After a reload the page says where it resumes, and playback starts there.
    await page.reload();
    const note = shown(page).getByRole('status').filter({ hasText: '已从上次看到的' });
    await note.waitFor();
    expect(await note.textContent()).toContain(`0:${String(Math.floor(stoppedAt)).padStart(2, '0')}`);
    await screenshot(page, '87-xgplayer-resume');
    await expectAccessible(page, '/xgplayer resuming');
    await shown(page).locator('.xgplayer-start').tap();
    await expect.poll(async () => (await videoState(page)).paused, { timeout: 20_000 }).toBe(false);
    await expect
      .poll(async () => (await videoState(page)).currentTime)
      .toBeGreaterThanOrEqual(stoppedAt - 0.5);

    // 从头播放 starts over.
    await note.getByRole('button', { name: '从头播放' }).tap();
    await expect
      .poll(async () => (await videoState(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect((await videoState(page)).currentTime).toBeLessThan(stoppedAt);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so for an unknown lesson and for a lesson without a video', async () => {
    const agent = await createAgent(suite.server, 'E2EV002', '钱程');
    await agent.api('POST', '/v1/pup/status', { ppName: GUIDE_FLAG_ID });
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/xgplayer?lessonId=no-such-lesson');
    await shown(page).getByRole('status').getByText('没有找到这篇指引').waitFor();
    await page.goto('/#/xgplayer?lessonId=ai-notice');
    await shown(page).getByRole('status').getByText('这篇指引没有视频').waitFor();
    await screenshot(page, '88-xgplayer-no-video');
    await expectAccessible(page, '/xgplayer without a video');
    await context.close();
  });
});
