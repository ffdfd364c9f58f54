import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issue 5 budget: the JavaScript /index needs before its first screen is ≤ 150 KB gzip (measured in a
// browser by bench/web-index.ts). This guards the part a build alone decides: the entry script and
// everything it imports statically, which always loads first. A schema module pulled in by accident
// brings zod (~25 KB gzip) with it, which is how this budget is usually broken.
const DIST = path.resolve('apps/web/dist');
const BUDGET_KB = 150;

/** The entry script and the modules index.html preloads with it (its static imports, transitively). */
function firstScreenFiles(): string[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]*src="\/?([^"]+)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/?([^"]+)"/g)].map((m) => m[1] ?? '');
  return [...entry, ...preloads];
}

describe('the first screen of /index stays within its JavaScript budget', () => {
  const files = fs.existsSync(DIST) ? firstScreenFiles() : [];
  const gzipKb = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

  it('has a build to check, with more than the entry', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it(`loads at most ${BUDGET_KB} KB gzip of statically imported JavaScript`, () => {
    const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
    expect(total).toBeLessThanOrEqual(BUDGET_KB);
  });

  // Spec §6 debug console (decision 030): eruda is fetched only for the work ids operators list.
  it('does not carry the debug console (eruda is a chunk of its own, never preloaded)', () => {
    const erudaCode = (file: string) =>
      fs.readFileSync(path.join(DIST, file), 'utf8').includes('_initDevTools');
    const chunks = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    const withEruda = chunks.filter((f) => erudaCode(path.join('assets', f)));
    expect(withEruda).toHaveLength(1);
    expect(files.filter(erudaCode)).toEqual([]);
    expect(files.map((file) => path.basename(file))).not.toContain(withEruda[0]);
  });

  it('does not carry zod (schemas stay out of the first screen)', () => {
    const withZod = files.filter((file) => fs.readFileSync(path.join(DIST, file), 'utf8').includes('_zod'));
    expect(withZod).toEqual([]);
  });
});
