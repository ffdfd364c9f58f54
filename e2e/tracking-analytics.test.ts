import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackingEvents } from '../apps/server/src/db/schema-tracking.js';
import { trackingRepository } from '../apps/server/src/db/tracking-repository.js';
import { usersRepository } from '../apps/server/src/db/users-repository.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { answerSettled, ask, composer } from './helpers/chat.js';
import { useServerAndBrowser } from './helpers/suite.js';

describe.skipIf(!hasBrowser)('behaviour tracking and the operators’ analytics view', () => {
  const suite = useServerAndBrowser();

  it('events from real use arrive and show in the analytics view of an operator; an agent has no entry and is refused', async () => {
    const operator = await createAgent(suite.server, 'E2ET001', '运营小林');
    const { db } = suite.server.database;
    const row = await usersRepository(db).findByWorkId('E2ET001');
    if (!row) throw new Error('operator missing');
    await trackingRepository(db).setOperator(row.id, true);

    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, operator);
    await page.goto('/#/index');
    await composer(page).waitFor();
    await ask(page, '什么是现金价值');
    await answerSettled(page);
    await page.goto('/#/commissionCalculateProdSelect');
    await page.waitForURL(/commissionCalculateProdSelect/);
    await page.getByRole('heading').first().waitFor();
    await page.goto('/#/index');
    await composer(page).waitFor();

    // The tracker sends within its 10 s interval (the beacon on hide is unit-tested).
    const mine = async (point: number) =>
      db
        .select()
        .from(trackingEvents)
        .where(and(eq(trackingEvents.userId, row.id), eq(trackingEvents.point, point)));
    await expect
      .poll(async () => (await mine(1003)).map((e) => e.dynamicValue), { timeout: 30_000 })
      .toContain('calculator');
    await expect.poll(async () => (await mine(1002)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const question = (await mine(1002))[0];
    expect(question?.detail).toMatchObject({ systemName: '展业助手', functionName: '提问' });
    await expect
      .poll(async () => (await mine(1001)).map((e) => e.route), { timeout: 15_000 })
      .toContain('/index');

    // The drawer offers the view to an operator.
    await page.getByRole('button', { name: '打开菜单' }).tap();
    await page.getByRole('dialog', { name: /./ }).getByRole('link', { name: '数据看板' }).tap();
    await page.waitForURL(/#\/analytics/);
    const tools = page.getByRole('region', { name: '工具使用（按页面）' });
    await tools.getByText('保费试算').waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: '日活跃经纪人' }).locator('svg').count())
      .toBe(1);
    await page.getByRole('region', { name: '提问量（按问答类别）' }).locator('svg').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed'))
      .toBe('true');
    await screenshot(page, '170-analytics-7-days');
    await expectAccessible(page, 'analytics');
    await page.getByRole('button', { name: '近30天' }).tap();
    await expect
      .poll(() => page.getByRole('button', { name: '近30天' }).getAttribute('aria-pressed'))
      .toBe('true');
    await tools.getByText('保费试算').waitFor();
    await tools.scrollIntoViewIfNeeded();
    await screenshot(page, '171-analytics-30-days-tools');
    await page.getByRole('region', { name: '最活跃的经纪人' }).getByText('E2ET001').waitFor();
    // Work ids only: the view shows no names (the kept-alive home page behind it has the watermark).
    expect(await page.locator('.analytics').innerText()).not.toContain('运营小林');
    expect(problems).toEqual([]);

    // An agent: no entry in the drawer, and the page says why.
    const agent = await createAgent(suite.server, 'E2ET002', '经纪人小周');
    const other = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(other.context, agent);
    await other.page.goto('/#/index');
    const access = other.page.waitForResponse((r) => r.url().includes('/v1/analytics/access'));
    await other.page.getByRole('button', { name: '打开菜单' }).tap();
    expect((await (await access).json()) as unknown).toEqual({ operator: false });
    const drawer = other.page.getByRole('dialog', { name: /./ });
    await drawer.getByRole('link', { name: '操作指引' }).waitFor();
    await expect.poll(() => drawer.getByRole('link', { name: '数据看板' }).count()).toBe(0);
    await screenshot(other.page, '172-drawer-without-analytics');
    await other.page.goto('/#/analytics');
    await other.page.getByText('仅运营人员可以查看数据看板，请联系管理员开通').waitFor();
    await screenshot(other.page, '173-analytics-refused');
    await expectAccessible(other.page, 'analytics refused');
  });
});
