/**
 * Video first frame on a cold load: the real server and built web app, a fresh browser context (empty
 * cache) per run in the system Chromium at 390×844, an agent who opens /xgplayer?lessonId=… for the
 * demo lesson and taps play. Measured from the tap to the first frame the video element presents
 * (requestVideoFrameCallback), and from navigation to the player being ready (poster shown), over
 * BENCH_RUNS runs (default 7). `npm run build && npm run bench:video`.
 */
import { performance } from 'node:perf_hooks';
import { GUIDE_FLAG_ID } from '../packages/contract/src/limits.js';
import { createAgent, signInContext } from '../e2e/helpers/agent.js';
import { launchBrowser, newPhonePage } from '../e2e/helpers/browser.js';
import { startServer } from '../e2e/helpers/server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LESSON = 'ask-and-follow-up';

const server = await startServer({ CATALOGUE_DIR: '/nonexistent' });
const browser = await launchBrowser();
const toPlayer: number[] = [];
const toFrame: number[] = [];
try {
  const agent = await createAgent(server, 'BENCHV1');
  await agent.api('POST', '/v1/pup/status', { ppName: GUIDE_FLAG_ID });
  for (let run = 0; run < RUNS; run += 1) {
    const { page, context } = await newPhonePage(browser, server.url);
    await signInContext(context, agent);
    const opened = performance.now();
    await page.goto(`/#/xgplayer?lessonId=${LESSON}`);
    await page.locator('.xgplayer-start').waitFor();
    toPlayer.push(performance.now() - opened);
    // The page's own clock: from the tap's handler to the first presented frame.
    const frame = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const video = document.querySelector('.page video') as HTMLVideoElement;
          const tapped = { at: 0 };
          video.addEventListener('play', () => (tapped.at = performance.now()), { once: true });
          video.requestVideoFrameCallback(() => resolve(performance.now() - tapped.at));
        }),
    );
    await page.locator('.xgplayer-start').tap();
    toFrame.push(await frame);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Math.round(at(0.5)), max: Math.round(at(1)) };
};
console.log(`runs: ${RUNS} (cold browser context each)`);
console.log('open /xgplayer → player ready (ms):', stats(toPlayer));
console.log('tap play → first frame (ms):', stats(toFrame));
