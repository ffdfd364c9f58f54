import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issue 13 budget (decision 038): the customer's share page — what a customer opens from WeChat — loads
// at most 120 KB gzip of JavaScript. It is its own entry (share/index.html, vite.share.config.ts), so
// this counts every script that page can load: its entry, what the HTML preloads, and every chunk those
// import, statically or lazily. bench/compare-share-page.ts measures the same in a browser, with
// Lighthouse.
const DIST = path.resolve('apps/web/dist');
const BUDGET_KB = 120;

/** The share page's scripts: the HTML's entry and preloads, then every chunk they name, transitively. */
function sharePageScripts(): string[] {
  const html = fs.readFileSync(path.join(DIST, 'share/index.html'), 'utf8');
  const found = [
    ...[...html.matchAll(/<script type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1] ?? ''),
  ];
  for (let i = 0; i < found.length; i += 1) {
    const file = found[i] ?? '';
    const code = fs.readFileSync(path.join(DIST, file), 'utf8');
    for (const [, ref] of code.matchAll(/["'`](\.\.?\/[\w./-]+\.js)["'`]/g)) {
      const next = path.posix.join(path.posix.dirname(file), ref ?? '');
      if (!found.includes(next)) found.push(next);
    }
  }
  return found;
}

/** What only the app should carry, each with a text its minified code keeps. */
const APP_ONLY = {
  zod: '_zod',
  'antd-mobile': 'adm-',
  'TanStack Query': 'No QueryClient set',
  'React Router': 'may be used only in the context of a <Router>',
};

describe("the customer's share page stays within its JavaScript budget", () => {
  const built = fs.existsSync(path.join(DIST, 'share/index.html'));
  const files = built ? sharePageScripts() : [];
  const read = (file: string) => fs.readFileSync(path.join(DIST, file));

  it('has a build of its own page to check', () => {
    expect(built).toBe(true);
    expect(files.length).toBeGreaterThan(0);
  });

  it(`loads at most ${BUDGET_KB} KB gzip of JavaScript`, () => {
    const total = files.reduce((sum, file) => sum + zlib.gzipSync(read(file), { level: 9 }).length, 0);
    expect(total / 1024).toBeLessThanOrEqual(BUDGET_KB);
  });

  it.each(Object.entries(APP_ONLY))(
    'does not carry %s (the app has it; the share page must not)',
    (_, marker) => {
      const appFiles = fs
        .readdirSync(path.join(DIST, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `assets/${f}`);
      // The marker is real: some file of the app's build has it.
      expect(appFiles.some((file) => read(file).includes(marker))).toBe(true);
      expect(files.filter((file) => read(file).includes(marker))).toEqual([]);
    },
  );
});
