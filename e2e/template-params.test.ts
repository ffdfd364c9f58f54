import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, signInContext } from './helpers/agent.js';
import { hasBrowser, launchBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import { composer } from './helpers/chat.js';
import { startServer, type RunningServer } from './helpers/server.js';

/** The host app's template-params service, as a fake that records what it was asked (spec §7). */
function fakeTemplateService() {
  const calls: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: JSON.parse(raw || 'null') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: { themeColor: '#0a7f5a', assistantName: '小安助手', features: { calculator: false } },
        }),
      );
    });
  });
  return { server, calls };
}

// Decision 036: the host app's configuration hook, against a fake service.
describe.skipIf(!hasBrowser)('the host app template parameters', () => {
  const fake = fakeTemplateService();
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    server = await startServer({ TEMPLATE_PARAMS_URL: `http://127.0.0.1:${port}/template/params` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('asks once per session with the token and applies the colour, the name and the switches', async () => {
    const agent = await createAgent(server, 'E2ETPL1', '郑好');
    const { page, context, problems } = await newPhonePage(browser, server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');
    await composer(page).waitFor();
    await page.getByRole('heading', { name: '小安助手' }).waitFor();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.headers.authorization).toBe(agent.token);
    expect(fake.calls[0]?.body).toEqual({ application: 'broker-assistant', system: 'h5', device: 'mobile' });
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#0a7f5a');

    await page.getByRole('button', { name: '打开菜单' }).tap();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('产品对比').waitFor();
    expect(await drawer.getByText('保费佣金试算').count()).toBe(0);
    await screenshot(page, '122-template-params-drawer');

    // A reload in the same session uses what it was told: no second call.
    await page.reload();
    await page.getByRole('heading', { name: '小安助手' }).waitFor();
    expect(fake.calls).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
