import { beforeAll, describe, expect, it } from 'vitest';
import { importWebResources } from '../apps/server/src/services/web-resources/web-resource-service.js';
import { createAgent, signInContext, type Agent } from './helpers/agent.js';
import { hasBrowser, screenshot } from './helpers/browser.js';
import { answerSettled, ask, composer } from './helpers/chat.js';
import { citedPage, writeHostileCitedPages } from './helpers/hostile-web-pages.js';
import { useServerAndBrowser } from './helpers/suite.js';
import { CSP_MODES, findings, PAYLOADS, watch, xssContext } from './helpers/xss.js';

/**
 * XSS in the real browser, fourth part (issue 21): web-resource titles and sources where an answer
 * cites them. Asked where to find a page ('…官网是什么'), the built-in engine writes the operator's title
 * into its markdown ("可以查看：[title](url)（source）") and lists the page in the answer's sources
 * (title, publisher, link). xss-catalogue.test.ts covers the same corpus on /webResource; here each
 * payload is a cited page's title and source, shown in the chat with the sources unfolded, once with the
 * CSP bypassed (the rendering itself) and once under it: 0 executions, every title shown as its text.
 */

describe.skipIf(!hasBrowser)('hostile web-resource titles cited in answers', () => {
  const suite = useServerAndBrowser({ CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
  let agent: Agent;

  beforeAll(async () => {
    const counts = await importWebResources(suite.server.database.db, [writeHostileCitedPages()]);
    expect(counts.created).toBe(PAYLOADS.length);
    agent = await createAgent(suite.server, 'E2EXS01', '引用测试');
    // The knowledge base notices the import within seconds (knowledge-service.ts): wait for the first
    // page to be cited through the API before the browser asks.
    const first = citedPage(0);
    for (let tries = 0; ; tries += 1) {
      const res = await fetch(`${suite.server.url}/v1/conversestream/General`, {
        method: 'POST',
        headers: { authorization: agent.token, 'content-type': 'application/json' },
        body: JSON.stringify({ userPrompt: first.question }),
      });
      if ((await res.text()).includes('"sourceType":"web_page"')) break;
      if (tries > 30) throw new Error('the imported web pages are never cited');
      await new Promise((r) => setTimeout(r, 1000));
    }
  }, 120_000);

  it.each(CSP_MODES)(
    '0 executions in the answers and their sources %s',
    async (_label, bypassCSP) => {
      const context = await xssContext(suite.browser, suite.server.url, bypassCSP);
      await signInContext(context, agent);
      const page = await context.newPage();
      const dialogs = watch(page);
      const all: string[] = [];
      await page.goto('/#/index');
      await composer(page).waitFor();

      for (const i of PAYLOADS.keys()) {
        const cited = citedPage(i);
        await ask(page, cited.question);
        const answer = await answerSettled(page);
        // The answer points to the page…
        await answer.getByText('可以查看').waitFor();
        // …and lists it among its sources: unfolded, the page's own entry opened (its link shown).
        await answer.locator('.sources__toggle').tap();
        const source = answer.locator('.source').first();
        await source.locator('.source__head').tap();
        await source.locator('.source__link').waitFor();
        expect(await source.locator('.source__title').textContent()).toBe(
          `${cited.title}${cited.source} · 跨站引用`,
        );
        all.push(...(await findings(page, dialogs)).map((f) => `answer ${i}: ${f}`));
      }
      await screenshot(page, `xss-web-sources-${bypassCSP ? 'bypass' : 'csp'}`);

      expect([...new Set(all)]).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
