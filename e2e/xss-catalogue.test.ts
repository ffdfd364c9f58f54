import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/db/schema.js';
import { sharePageUrl } from '../packages/contract/src/share-page.js';
import { importWebResources } from '../apps/server/src/services/web-resources/web-resource-service.js';
import { startScriptedModel } from '../apps/server/test/helpers/fake-model.js';
import { createAgent, signInContext, type Agent } from './helpers/agent.js';
import { hasBrowser, screenshot } from './helpers/browser.js';
import { answerSettled, ask, composer } from './helpers/chat.js';
import {
  hostileCode,
  hostileName,
  NAMED,
  writeHostileCatalogue,
  writeHostileWebResources,
} from './helpers/hostile-catalogue.js';
import { useServerAndBrowser } from './helpers/suite.js';
import { CSP_MODES, findings, PAYLOADS, watch, xssContext } from './helpers/xss.js';

/**
 * XSS in the real browser, second part (issue 21, decision 047): the corpus of xss.test.ts arriving
 * through what operators import — product names, highlights, exclusions, tags, clauses and FAQ, a
 * company, web resources — and through the agent's name on the public share pages. Shown in the
 * chat's product cards, the product sheet, the calculator, the comparison (the agent's and the
 * customer's), the colour page shared with a customer, and /webResource; once with the CSP bypassed
 * (the rendering itself) and once under it. 0 executions, and every hostile name shown as the text it
 * is.
 */

const catalogueDir = writeHostileCatalogue();
const webResourcesFile = writeHostileWebResources();
const ALL = PAYLOADS.map((_, i) => i);
const GROUPS: number[][] = [];
for (let i = 0; i < ALL.length; i += 5) GROUPS.push(ALL.slice(i, i + 5));

// A fake model (on localhost): '卡片组 N' makes it compare group N's products (the tool's product
// cards join the answer); after the tool's result, or for anything else, it answers with the corpus.
const model = await startScriptedModel();
afterAll(() => model.close());
model.use((request) => {
  const last = request.messages.at(-1);
  const group = /卡片组 (\d+)/.exec(typeof last?.content === 'string' ? last.content : '')?.[1];
  if (last?.role === 'user' && group !== undefined) {
    const productCodes = (GROUPS[Number(group)] ?? []).map(hostileCode);
    return {
      kind: 'stream',
      steps: [
        {
          type: 'tool_call',
          id: `call_${group}`,
          name: 'compare_products',
          arguments: JSON.stringify({ productCodes }),
        },
        { type: 'finish', reason: 'tool_calls' },
      ],
    };
  }
  return { kind: 'stream', steps: [{ type: 'text', text: PAYLOADS.join('\n\n') }] };
});

/**
 * Waits until the page shows every one of `texts` as text, or as an image's alt text (so the hostile
 * text is rendered, inert).
 */
async function shows(page: Page, texts: string[]): Promise<void> {
  // What the page shows: its text, and its images' alt texts (a colour page's title is one).
  const shown = () =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('img[alt]'), (img) => img.getAttribute('alt') ?? ''),
    ].join('\n');
  await expect
    .poll(
      async () => {
        const text = await page.evaluate(shown);
        return texts.filter((t) => !text.includes(t));
      },
      { timeout: 20_000, message: `missing on ${page.url()}` },
    )
    .toEqual([]);
}

/** Moves the single-page app to `hash` without reloading (much faster than a page load per product). */
async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

interface Shared {
  agent: Agent;
  comparisons: { id: string; path: string }[];
  colourPages: { id: string; path: string }[];
}

describe.skipIf(!hasBrowser)('operators’ hostile text and the public share pages', () => {
  const suite = useServerAndBrowser({
    CATALOGUE_DIR: catalogueDir,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    LLM_BASE_URL: model.url,
    LLM_API_KEY: 'sk-e2e',
    LLM_MODELS: 'fake-pro',
    LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
  });
  const shared = {} as Shared;

  // The same data for both renderings: imported once, saved and shared once.
  beforeAll(async () => {
    const counts = await importWebResources(suite.server.database.db, [webResourcesFile]);
    expect(counts.created).toBe(PAYLOADS.length);
    shared.agent = await createAgent(suite.server, 'E2EXC01', '跨站测试');
    const { agent } = shared;
    shared.comparisons = [];
    for (const group of GROUPS) {
      const saved = await agent.api<{ id: string }>('POST', '/v1/prodcompare/history/save/new', {
        productCodes: group.map(hostileCode),
        factors: { age: 30, gender: 'M' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const share = await agent.api<{ path: string }>(
        'GET',
        `/v1/product/compare/share/code?id=${saved.body.id}`,
      );
      expect(share.status).toBe(200);
      shared.comparisons.push({ id: saved.body.id, path: share.body.path });
    }
    shared.colourPages = [];
    for (const i of NAMED) {
      const saved = await agent.api<{ id: string; sharePath: string }>('POST', '/v1/colourpage/save/new', {
        productCode: hostileCode(i),
        customer: { name: '王先生', gender: 'M', age: 30 },
        factors: {},
        sections: ['highlights', 'cover', 'premium', 'claims', 'insurer'],
        theme: 'classic',
        agent: { phone: '13800138000' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      shared.colourPages.push({ id: saved.body.id, path: saved.body.sharePath });
    }
  }, 300_000);

  const open = async (browser: Browser, bypassCSP: boolean) => {
    const context = await xssContext(browser, suite.server.url, bypassCSP);
    const page = await context.newPage();
    return { context, page, dialogs: watch(page) };
  };

  it.each(CSP_MODES)(
    '0 executions in the agent’s screens %s',
    async (_label, bypassCSP) => {
      const { context, page, dialogs } = await open(suite.browser, bypassCSP);
      await signInContext(context, shared.agent);
      const all: string[] = [];
      const check = async (where: string) =>
        all.push(...(await findings(page, dialogs)).map((f) => `${where}: ${f}`));

      // 1. The chat's product cards: every hostile product once, its name shown as text.
      await page.goto('/#/index');
      await composer(page).waitFor();
      const cardNames: string[] = [];
      for (const g of GROUPS.keys()) {
        await ask(page, `卡片组 ${g}`);
        const answer = await answerSettled(page);
        cardNames.push(...(await answer.locator('.product-card__name').allTextContents()));
      }
      await screenshot(page, `xss-catalogue-cards-${bypassCSP ? 'bypass' : 'csp'}`);
      expect(cardNames.map((n) => n.trim()).sort()).toEqual(ALL.map(hostileName).sort());
      await check('chat cards');

      // 2. The product sheet of each (clauses and FAQ among its groups).
      for (const i of ALL) {
        await go(page, `#/productDetail?productCode=${hostileCode(i)}`);
        await shows(page, [hostileName(i), PAYLOADS.at(-1) ?? '']);
        await check(`sheet ${hostileCode(i)}`);
      }
      await screenshot(page, `xss-catalogue-sheet-${bypassCSP ? 'bypass' : 'csp'}`);

      // 3. The calculator of each, then its picker (the recent products by name).
      for (const i of ALL) {
        await go(page, `#/commissionCalculate?productCode=${hostileCode(i)}`);
        await shows(page, [hostileName(i)]);
        await check(`calculator ${hostileCode(i)}`);
      }
      await go(page, '#/commissionCalculateProdSelect');
      await page.getByRole('region', { name: '最近试算' }).waitFor();
      await check('calculator picker');

      // 4. The agent's comparisons, and their history.
      for (const [g, { id }] of shared.comparisons.entries()) {
        await go(page, `#/comparisonResults?id=${id}`);
        await shows(page, (GROUPS[g] ?? []).map(hostileName));
        await check(`comparison ${g}`);
      }
      await go(page, '#/comparingHistory');
      await shows(page, [hostileName(0)]);
      await check('comparison history');

      // 5. The colour pages' history (titles carry the product's name).
      await go(page, '#/prodColoringPageProdSelect?tab=history');
      await shows(page, [hostileName(NAMED.at(-1) ?? 0)]);
      await check('colour page history');

      // 6. Web resources: every hostile entry, loaded to the end of the list.
      await go(page, '#/webResource');
      await shows(page, [PAYLOADS[0] ?? '']);
      for (;;) {
        const more = page.getByRole('button', { name: '加载更多' });
        if ((await more.count()) === 0) break;
        await more.click();
        await page.waitForTimeout(300);
      }
      await page.getByText('没有更多了').waitFor();
      const titles = await page.locator('.web-resource__title').allTextContents();
      for (const p of PAYLOADS)
        expect(
          titles.some((t) => t.startsWith(p)),
          p,
        ).toBe(true);
      await check('web resources');

      expect([...new Set(all)]).toEqual([]);
      await context.close();
    },
    600_000,
  );

  it.each(CSP_MODES)(
    '0 executions in the customer’s share pages %s',
    async (_label, bypassCSP) => {
      const { context, page, dialogs } = await open(suite.browser, bypassCSP);
      const all: string[] = [];
      const check = async (where: string) =>
        all.push(...(await findings(page, dialogs)).map((f) => `${where}: ${f}`));
      const rename = (realName: string) =>
        suite.server.database.db.update(users).set({ realName }).where(eq(users.workId, shared.agent.workId));
      // What the customer opens: the light share page (decision 038) with the page's route.
      const visit = (path: string) => page.goto(sharePageUrl(suite.server.url, path));

      // The agent's name (read when the customer opens the page) is each payload in turn, on a shared
      // comparison of hostile products and on a colour page whose title is a hostile product's name.
      for (const i of ALL) {
        const name = PAYLOADS[i] ?? '';
        await rename(name);
        const g = i % GROUPS.length;
        await visit(shared.comparisons[g]?.path ?? '');
        await shows(page, [name, ...(GROUPS[g] ?? []).map(hostileName)]);
        await check(`shared comparison, agent ${i}`);
        const k = i % shared.colourPages.length;
        await visit(shared.colourPages[k]?.path ?? '');
        await shows(page, [name, hostileName(NAMED[k] ?? 0)]);
        await check(`shared colour page, agent ${i}`);
      }
      await screenshot(page, `xss-catalogue-share-${bypassCSP ? 'bypass' : 'csp'}`);
      await rename('跨站测试');

      expect([...new Set(all)]).toEqual([]);
      await context.close();
    },
    600_000,
  );
});
