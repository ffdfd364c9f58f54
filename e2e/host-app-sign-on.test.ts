import { SignJWT } from 'jose';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSessions } from './helpers/agent.js';
import { hasBrowser, launchBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { startServer, type RunningServer } from './helpers/server.js';

const SECRET = 'e2e-shared-secret-for-host-app-sign-on-0123456789';

function hostToken(claims: Record<string, unknown>, secret = SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('host-app')
    .setAudience('broker-assistant')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));
}

describe.skipIf(!hasBrowser)('entering from a host app with erpToken', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({
      ERP_JWT_SECRET: SECRET,
      ERP_JWT_ISSUER: 'host-app',
      ERP_JWT_AUDIENCE: 'broker-assistant',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs the agent in from the token and removes it from the address', async () => {
    const { page, context } = await newPhonePage(browser, server.url);
    const token = await hostToken({ sub: 'H2024001', name: '王晓雨' });
    await page.goto(`/?erpToken=${token}#/index`);
    await page.getByText('王晓雨').first().waitFor();
    expect(page.url()).not.toContain('erpToken');
    await screenshot(page, '10-host-app-sign-on');
    await context.close();
  });

  it('sends the agent to sign-in when the host token is forged', async () => {
    const { page, context } = await newPhonePage(browser, server.url);
    const forged = await hostToken(
      { sub: 'H2024001', name: '王晓雨' },
      'someone-else-s-secret-0123456789abcdef',
    );
    await page.goto(`/?erpToken=${forged}#/index`);
    await page.waitForURL(/#\/login/);
    await page.getByText('单点登录凭证无效或已过期').first().waitFor();
    await context.close();
  });

  it('returns to sign-in with a notice when the session is revoked mid-use', async () => {
    const { page, context } = await newPhonePage(browser, server.url);
    await page.goto(`/?erpToken=${await hostToken({ sub: 'H2024002', name: '赵敏' })}#/index`);
    await page.getByText('赵敏').first().waitFor();
    // Revoke the agent's sessions behind the app's back (as `cli user disable` would), then reload.
    await revokeSessions(server, 'H2024002');
    // A toast says so as the app leaves for /login (a few seconds), and the sign-in page keeps saying it.
    await page.reload();
    await page.waitForURL(/#\/login\?(?:.*&)?expired=1/);
    await page.locator('.login__expired').getByText('登录状态已过期，请重新登录').waitFor();
    await screenshot(page, '14-session-expired-login');
    await context.close();
  });
});
