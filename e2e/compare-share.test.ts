import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAgent, signInContext } from './helpers/agent.js';
import { ARTIFACTS, expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { SELECTION, answerSettled, ask, composer, toastShown } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';
import { GOOD_CODE, WECHAT_VIEWER, useFakeWechat } from '../apps/server/test/helpers/fake-wechat.js';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

/** A 1×1 PNG standing in for the customer's WeChat avatar. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!hasBrowser)(
  'product comparison: chat card → compare → share → customer view → record',
  () => {
    // The operator configured a WeChat app; its API is a fake on localhost (nothing leaves the machine).
    const env: Record<string, string> = {
      WECHAT_APP_ID: 'wx0123456789abcdef',
      WECHAT_APP_SECRET: 'secret-of-the-operators-app-0001',
    };
    useFakeWechat(env);
    const suite = useServerAndBrowser(env);

    it('an agent compares three products, shares, and sees the customer visit with its duration', async () => {
      const agent = await createAgent(suite.server, 'E2EC001', '林晓');
      const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
      await signInContext(context, agent);
      // WeChat hosts the avatars the records show; the test serves one (nothing leaves the machine).
      await context.route('https://thirdwx.qlogo.cn/**', (route) =>
        route.fulfill({ contentType: 'image/png', body: AVATAR_PNG }),
      );
      await page.goto('/#/index');
      await composer(page).waitFor();
      await ask(page, SELECTION);
      const answer = await answerSettled(page);

      // The chat card's 对比 opens the selection with that product in the cart.
      const firstCard = answer.locator('.product-card').first();
      const cardName = (await firstCard.locator('.product-card__name').innerText()).trim();
      await firstCard.getByRole('link', { name: '对比' }).tap();
      await page.waitForURL(/#\/prodSelectConfig/);
      const cart = page.getByRole('region', { name: /已选/ });
      await cart.getByText(cardName).waitFor();

      // Filters: kind, gender; then two more products.
      await page.getByRole('radio', { name: '重疾险' }).tap();
      await page.getByRole('combobox', { name: '性别' }).selectOption('M');
      await page.locator('.product-result').first().waitFor();
      await screenshot(page, '60-compare-select');
      await expectAccessible(page, 'product selection');
      const addButtons = page.getByRole('button', { name: /^加入对比：/ });
      for (let added = 1; added < 3;) {
        await addButtons.first().tap();
        added++;
        await expect.poll(() => cart.locator('.cart-bar__item').count()).toBe(added);
      }
      await cart.getByRole('button', { name: '下一步：设置投保信息' }).tap();

      // Parameters, once for all three.
      await page.getByLabel('投保年龄').fill('30');
      await page.getByLabel('性别', { exact: true }).selectOption('M');
      await screenshot(page, '61-compare-params');
      await page.getByRole('button', { name: '开始对比' }).tap();
      await page.waitForURL(/#\/comparisonResults/);
      const table = page.locator('.compare-table').first();
      await table.getByRole('rowheader', { name: '年交保费' }).waitFor();
      expect(await table.locator('thead th').count()).toBe(4);
      await screenshot(page, '62-compare-result');
      await expectAccessible(page, 'comparison result');

      // Diff only hides rows every product agrees on (the age row).
      await table.getByRole('rowheader', { name: '投保年龄' }).first().waitFor();
      await page.getByRole('switch', { name: '只看不同' }).check();
      await expect.poll(() => table.getByRole('rowheader', { name: '被保险人年龄' }).count()).toBe(0);
      await page.getByRole('switch', { name: '只看不同' }).uncheck();

      // Editing one product's sum insured recomputes it in place.
      const premiumRow = table.getByRole('row', { name: /年交保费/ });
      const before = await premiumRow.locator('td').first().innerText();
      await table
        .getByRole('button', { name: /^修改.*的保额：/ })
        .first()
        .tap();
      await table.getByRole('spinbutton').fill('300000');
      await table.getByRole('button', { name: '确定' }).tap();
      await expect.poll(() => premiumRow.locator('td').first().innerText()).not.toBe(before);
      await expect
        .poll(() =>
          table
            .getByRole('row', { name: /基本保额/ })
            .first()
            .innerText(),
        )
        .toContain('30万元');
      await page.locator('.illustration__chart svg').waitFor();
      await page.locator('.illustration').scrollIntoViewIfNeeded();
      await screenshot(page, '63-compare-illustration');

      // Save, then share: the sheet shows the customer's link.
      await page.getByRole('button', { name: '保存', exact: true }).tap();
      await toastShown(page, '已保存到对比历史');
      await page.waitForURL(/comparisonResults\?id=/);
      await page.getByRole('button', { name: '分享给客户' }).tap();
      const sheet = page.getByRole('dialog', { name: '分享对比' });
      const link = (await sheet.locator('.share-sheet__link').innerText()).trim();
      expect(link).toMatch(/#\/comparisonResults\?shareFlag=1&id=.+&share_code=/);
      await screenshot(page, '64-compare-share');

      // 保存为图片: the PNG the server draws of the whole table, named after the comparison.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        sheet.getByRole('button', { name: '保存为图片' }).tap(),
      ]);
      expect(download.suggestedFilename()).toMatch(/产品对比\.png$/);
      const png = fs.readFileSync(await download.path());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1080);
      fs.writeFileSync(path.join(ARTIFACTS, '64b-compare-download.png'), png);
      await toastShown(page, '下载成功');

      // The customer: WeChat's web view, no session. The page goes through WeChat's authorisation; here
      // the test plays WeChat's page (the customer agrees), which returns to the server with a code.
      const customer = await suite.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        userAgent: WECHAT_UA,
      });
      const authorised: string[] = [];
      await customer.route('https://open.weixin.qq.com/**', async (route) => {
        const asked = new URL(route.request().url());
        authorised.push(asked.searchParams.get('scope') ?? '');
        const back = `${asked.searchParams.get('redirect_uri')}&code=${GOOD_CODE}&state=${asked.searchParams.get('state')}`;
        await route.fulfill({
          contentType: 'text/html',
          body: `<meta http-equiv="refresh" content="0;url=${back.replace(/&/g, '&amp;')}">`,
        });
      });
      const view = await customer.newPage();
      await view.goto(link);
      await view.getByText('林晓 为您整理的产品对比').waitFor();
      expect(authorised).toEqual(['snsapi_userinfo']);
      // The signed name stays in the browser, not in the address the customer might forward.
      await expect.poll(() => view.url()).not.toContain('wx_identity');
      expect(view.url()).toContain('shareFlag=1');
      await view.getByText(/您的顾问：林晓（工号 E2EC001）/).waitFor();
      await view.getByRole('rowheader', { name: '年交保费' }).waitFor();
      const customerText = await view.locator('body').innerText();
      expect(customerText).not.toContain('佣金');
      await view.getByText(/保险有风险，投保需谨慎/).waitFor();
      await screenshot(view, '65-compare-customer');
      await expectAccessible(view, 'customer share page');
      await view.waitForTimeout(1500);
      await view.close({ runBeforeUnload: true });
      // The leave beacon is on its way; the browser context stays open until it has arrived.
      const visits = async () =>
        (await agent.api<{ result: { userName: string; duration: number }[] }>('GET', '/v1/behavior/query'))
          .body.result;
      await expect
        .poll(async () => (await visits()).find((v) => v.userName === WECHAT_VIEWER.nickname)?.duration ?? -1)
        .toBeGreaterThanOrEqual(1);
      await customer.close();

      // A second customer in a plain phone browser: an anonymous visitor.
      const plain = await suite.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
      });
      const plainView = await plain.newPage();
      // A link of the app's own address (as shared before decision 038) lands on the light share page.
      expect(link).toContain('/share/#/comparisonResults?');
      await plainView.goto(link.replace('/share/#', '/#'));
      await plainView.waitForURL(/\/share\/#\/comparisonResults\?shareFlag=1&/);
      await plainView.getByRole('rowheader', { name: '年交保费' }).waitFor();
      await plainView.close({ runBeforeUnload: true });
      await plain.close();

      // The agent sees both visits, the WeChat customer's with how long it lasted, and the unread badge.
      await expect.poll(async () => (await visits()).length).toBe(2);
      await page.goto('/#/index');
      await page.getByRole('button', { name: '打开菜单' }).tap();
      const drawer = page.getByRole('dialog', { name: /./ });
      await drawer.getByLabel('2条未读').waitFor();
      await screenshot(page, '66-compare-drawer-badge');
      await drawer.getByRole('link', { name: /互动记录/ }).tap();
      await page.waitForURL(/#\/interactiveList/);
      // Newest first: the anonymous visitor, then the customer WeChat named, with avatar and duration.
      const records = page.locator('.record-item');
      await records
        .nth(0)
        .getByText(/^访客 [0-9A-F]{4}/)
        .waitFor();
      const named = records.nth(1);
      await named.getByText(WECHAT_VIEWER.nickname).waitFor();
      await named.getByText(/停留\d+秒/).waitFor();
      await named
        .locator('.record-item__meta')
        .getByText(/· 微信 ·/)
        .waitFor();
      expect(await named.locator('img').getAttribute('src')).toBe(WECHAT_VIEWER.headimgurl);
      await screenshot(page, '67-compare-records');
      await expectAccessible(page, 'interaction records');

      await page.goto('/#/comparingHistory');
      await page.locator('.compare-history__item').first().waitFor();
      await screenshot(page, '68-compare-history');
      expect(problems).toEqual([]);
      // The whole walk, two customers included, on a shared 2-core machine.
    }, 180_000);
  },
);
