import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve('test-results/e2e');

/**
 * Browser tests need the system Chromium. A developer machine without it skips them with a notice;
 * CI (CI=true) installs it, so there a missing browser is a failure, not a skip.
 */
export const hasBrowser = fs.existsSync(CHROMIUM);
if (!hasBrowser) {
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${CHROMIUM}`);
  console.warn(
    `\n[e2e] Chromium not found at ${CHROMIUM}: browser tests skipped (apt-get install chromium).\n`,
  );
}

/** `extraArgs`: e.g. the fake microphone (`--use-fake-device-for-media-stream`) for voice input. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A phone-sized page (390×844, touch) that records console errors and CSP violations. */
export async function newPhonePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return { context, page, problems };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** axe on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // A toast fading out is half transparent: axe would measure its contrast mid-fade. Toasts are
  // checked while shown by the pages that raise them; here the page waits until they are gone.
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 10_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `accessibility problems on ${name}`).toEqual([]);
}
