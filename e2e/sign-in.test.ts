import { describe, expect, it } from 'vitest';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/suite.js';

// Chrome reports every non-2xx fetch as a console error; those are expected here (wrong password).
const realProblems = (problems: string[]) => problems.filter((p) => !p.startsWith('Failed to load resource'));

describe.skipIf(!hasBrowser)('sign-in, agreement, settings and sign-out on a phone', () => {
  const suite = useServerAndBrowser();

  it('walks a new agent from sign-in to sign-out', async () => {
    const { page, problems, context } = await newPhonePage(suite.browser, suite.server.url);

    // Not signed in: the app sends the agent to the sign-in page.
    await page.goto('/');
    await page.waitForURL(/#\/login/);
    await expect.poll(() => page.title()).toBe('登录');
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('39px');
    await screenshot(page, '01-login');
    await expectAccessible(page, '/login');

    // A wrong password is refused with the server's Chinese detail.
    await page.getByLabel('工号').fill('DEMO001');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByText('工号或密码错误').count()).toBeGreaterThan(0);

    // The demo agent signs in and meets the important-notice agreement.
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/index/);
    const dialog = page.getByRole('dialog', { name: '重要提示' });
    await dialog.getByText('重要提示').first().waitFor();
    await screenshot(page, '02-agreement');
    await expectAccessible(page, '/index with agreement');
    await dialog.getByRole('button', { name: '同意并继续' }).click();
    // The first-run guide waited for the agreement (decision 030); the demo agent skips it.
    const guide = page.getByRole('dialog', { name: '菜单在这里' });
    await guide.getByRole('button', { name: '跳过' }).click();
    await guide.waitFor({ state: 'hidden' });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('演示经纪人').first().waitFor();
    await screenshot(page, '03-index');
    await expectAccessible(page, '/index');

    // A reload keeps the session (sessionStorage) and does not ask again.
    await page.reload();
    await page.getByText('演示经纪人').first().waitFor();
    expect(page.url()).toMatch(/#\/index/);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Drawer → personal settings.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByText('个人设置').first().waitFor();
    await screenshot(page, '04-drawer');
    await page.getByText('个人设置').first().click();
    await page.waitForURL(/#\/setting/);
    await page.getByText('DEMO001').first().waitFor();
    await expect.poll(() => page.title()).toBe('个人设置');
    await screenshot(page, '05-setting');
    await expectAccessible(page, '/setting');

    // The legal texts are real documents, reachable from settings.
    await page.getByText('隐私政策').first().click();
    await page.waitForURL(/#\/privacyPolicy/);
    await page
      .getByRole('heading', { name: /我们收集/ })
      .first()
      .waitFor();
    await screenshot(page, '06-privacy-policy');
    await expectAccessible(page, '/privacyPolicy');
    await page.goBack();
    await page.getByText('用户协议').first().click();
    await page.waitForURL(/#\/userAgreement/);
    await page.getByRole('heading').nth(1).waitFor();
    await screenshot(page, '07-user-agreement');
    await expectAccessible(page, '/userAgreement');
    await page.goBack();
    await page.waitForURL(/#\/setting/);

    // Sign out: the session is revoked on the server, the app returns to sign-in.
    const token = await page.evaluate(() => {
      const raw = sessionStorage.getItem('user');
      return raw ? (JSON.parse(raw) as { state?: { token?: string } }).state?.token : undefined;
    });
    if (!token) throw new Error('no session token in sessionStorage');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/#\/login/);
    // Issue 22: signing out is no detour; signing in again starts at home, not back in settings.
    await expect.poll(() => page.url()).not.toContain('redirect');
    const after = await fetch(`${suite.server.url}/v1/userinfo`, {
      method: 'POST',
      headers: { authorization: token },
    });
    expect(after.status).toBe(401);
    await page.reload();
    await page.waitForURL(/#\/login/);
    await page.getByLabel('工号').fill('DEMO001');
    await page.getByLabel('密码').fill('demo1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/index/);

    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});
