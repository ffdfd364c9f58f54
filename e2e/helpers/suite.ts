import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import type { BuildOptions } from '../../apps/server/src/app.js';
import { startServer, type RunningServer } from './server.js';

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
}

/**
 * The real server (with `env`) and the system Chromium for the tests of one describe block: started
 * before them, stopped after. Read `suite.server` / `suite.browser` inside the tests.
 */
export function useServerAndBrowser(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'clock'> = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startServer(env, options);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
