import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE_FLAG_ID } from '../packages/contract/src/limits.js';
import type { Lesson, LessonList } from '../packages/contract/src/lessons.js';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { useServerAndBrowser } from './helpers/suite.js';

const PHONE_WIDTH = 390;

/** The page on screen (kept-alive pages stay in the document, hidden). */
const shown = (page: Page) => page.locator('.page').filter({ visible: true });

/**
 * Nothing sticks out sideways: the document is not wider than the phone, the visible page's body does
 * not scroll sideways, and no element of it reaches past the right edge (clipped text would).
 */
async function expectFitsPhone(page: Page, name: string): Promise<void> {
  const sizes = await shown(page).evaluate((root) => {
    const body = root.querySelector('.page__body') as HTMLElement;
    let right = 0;
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) right = Math.max(right, rect.right);
    }
    return {
      document: document.documentElement.scrollWidth,
      bodyScroll: body.scrollWidth,
      bodyClient: body.clientWidth,
      right,
    };
  });
  expect(sizes.document, `${name}: document width`).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(sizes.bodyScroll, `${name}: body scrolls sideways`).toBeLessThanOrEqual(sizes.bodyClient);
  expect(sizes.right, `${name}: an element reaches past the right edge`).toBeLessThanOrEqual(PHONE_WIDTH);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** A pager link's name: its small label, then the lesson's title. */
const pagerName = (label: string, title: string) =>
  new RegExp(`^${label}\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe.skipIf(!hasBrowser)('operation guide: drawer entry, /tutorial and /tutorial/detail', () => {
  const suite = useServerAndBrowser();

  it('opens from the drawer, lists every lesson, reads one, goes to the next, and explains a bad link', async () => {
    const agent = await createAgent(suite.server, 'E2ET001', '林晓');
    // Past the home screen's first-run guide (its own test shows it), so the welcome panel is reachable.
    await agent.api('POST', '/v1/pup/status', { ppName: GUIDE_FLAG_ID });
    // The lessons the server loaded on first start (data/lessons), as the API lists them.
    const { lessons: LESSONS } = (await agent.api<LessonList>('GET', '/v1/lessons')).body;
    const [FIRST, SECOND] = LESSONS;
    const LAST = LESSONS[LESSONS.length - 1];
    if (!FIRST || !SECOND || !LAST) throw new Error('the guide needs lessons');
    const firstBody = (await agent.api<Lesson>('GET', `/v1/lessons/${FIRST.id}`)).body.body;
    const firstHeadings = [...firstBody.matchAll(/^## (.+)$/gm)].map((m) => m[1] ?? '');
    expect(firstHeadings.length).toBeGreaterThanOrEqual(2);
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');
    await page.getByText('您想问哪一类问题').waitFor();

    // The welcome panel points a new agent to the guide; back returns to the chat.
    await page.getByRole('link', { name: /看看操作指引/ }).tap();
    await page.waitForURL(/#\/tutorial$/);
    await page.getByRole('button', { name: '返回' }).filter({ visible: true }).tap();
    await page.waitForURL(/#\/index$/);

    // The drawer's 操作指引 entry opens the list and closes the drawer.
    await page.getByRole('button', { name: '打开菜单' }).tap();
    const drawer = page.getByRole('dialog', { name: '我的' });
    await drawer.getByRole('link', { name: '操作指引' }).tap();
    await page.waitForURL(/#\/tutorial$/);
    await drawer.waitFor({ state: 'hidden' });

    // The list: every lesson, in order, each with its one-line summary.
    await expect.poll(() => heading(page).textContent()).toBe('操作指引');
    expect(await page.title()).toBe('操作指引');
    const list = page.getByRole('list', { name: '操作指引目录' });
    const rows = list.getByRole('link');
    await expect.poll(() => rows.count()).toBe(LESSONS.length);
    for (const [i, lesson] of LESSONS.entries()) {
      const row = rows.nth(i);
      expect(await row.textContent()).toContain(lesson.title);
      expect(await row.textContent()).toContain(lesson.summary);
    }
    await screenshot(page, '80-tutorial-list');
    await expectAccessible(page, '/tutorial');
    await expectFitsPhone(page, '/tutorial');

    // A lesson: its title in the header, its sections, its place in the guide.
    await rows.filter({ hasText: FIRST.title }).tap();
    await page.waitForURL(new RegExp(`#/tutorial/detail\\?lessonId=${FIRST.id}$`));
    await expect.poll(() => heading(page).textContent()).toBe(FIRST.title);
    const article = shown(page).getByRole('article');
    for (const name of firstHeadings) await article.getByRole('heading', { level: 2, name }).waitFor();
    await article.getByText(`第 1 篇 / 共 ${LESSONS.length} 篇`).waitFor();
    await screenshot(page, '81-tutorial-detail');
    await expectAccessible(page, '/tutorial/detail');
    await expectFitsPhone(page, '/tutorial/detail');

    // The first lesson has no previous one; its end links to the next.
    const pager = shown(page).getByRole('navigation', { name: '上一篇和下一篇' });
    expect(await pager.getByRole('link', { name: /上一篇/ }).count()).toBe(0);
    const next = pager.getByRole('link', { name: pagerName('下一篇', SECOND.title) });
    await next.scrollIntoViewIfNeeded();
    await screenshot(page, '82-tutorial-detail-end');
    await next.tap();
    await page.waitForURL(new RegExp(`lessonId=${SECOND.id}$`));
    await expect.poll(() => heading(page).textContent()).toBe(SECOND.title);
    // The next lesson starts at its top, not where the previous one was left (same route, same page).
    expect(
      await shown(page)
        .locator('.page__body')
        .evaluate((el) => el.scrollTop),
    ).toBe(0);
    await shown(page).getByText(`第 2 篇 / 共 ${LESSONS.length} 篇`).waitFor();
    await shown(page)
      .getByRole('link', { name: pagerName('上一篇', FIRST.title) })
      .waitFor();

    // Back goes through the lessons read, then to the list.
    await page.getByRole('button', { name: '返回' }).filter({ visible: true }).tap();
    await page.waitForURL(new RegExp(`lessonId=${FIRST.id}$`));
    await expect.poll(() => heading(page).textContent()).toBe(FIRST.title);
    await page.getByRole('button', { name: '返回' }).filter({ visible: true }).tap();
    await page.waitForURL(/#\/tutorial$/);
    await expect.poll(() => heading(page).textContent()).toBe('操作指引');

    // The last lesson ends with the way back to the list instead of a next lesson.
    await page.goto(`/#/tutorial/detail?lessonId=${LAST.id}`);
    await expect.poll(() => heading(page).textContent()).toBe(LAST.title);
    const lastPager = shown(page).getByRole('navigation', { name: '上一篇和下一篇' });
    expect(await lastPager.getByRole('link', { name: /下一篇/ }).count()).toBe(0);
    await lastPager.getByRole('link', { name: pagerName('已是最后一篇', '返回目录') }).waitFor();
    await expectFitsPhone(page, 'last lesson');

    // An unknown lesson: a clear message and the way to the list, not a blank page.
    await page.goto('/#/tutorial/detail?lessonId=no-such-lesson');
    const missing = shown(page).getByRole('status');
    await missing.getByText('没有找到这篇指引').waitFor();
    expect(await heading(page).textContent()).toBe('操作指引');
    expect(await shown(page).getByRole('article').count()).toBe(0);
    await screenshot(page, '83-tutorial-unknown-lesson');
    await expectAccessible(page, '/tutorial/detail unknown');
    await expectFitsPhone(page, 'unknown lesson');
    await missing.getByRole('link', { name: '查看全部指引' }).tap();
    await page.waitForURL(/#\/tutorial$/);
    await expect.poll(() => rows.count()).toBe(LESSONS.length);

    // No lessonId at all says the link is incomplete.
    await page.goto('/#/tutorial/detail');
    await shown(page).getByRole('status').getByText('链接不完整，没有指明要看哪篇指引').waitFor();

    // The unknown lesson is asked of the server, which answers 404: the browser logs that one load.
    expect(problems).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await context.close();
  });
});
