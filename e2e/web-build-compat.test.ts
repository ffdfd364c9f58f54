import fs from 'node:fs';
import path from 'node:path';
import { parse, type Node } from 'acorn';
import { describe, expect, it } from 'vitest';

// The web views agents use include iOS 13 WebKit and WeCom's X5 engine (apps/web/vite.config.ts target).
// The build lowers new syntax, but not everything: regular expressions are copied as written, and a
// dependency's lookbehind is a syntax error there that stops the whole chunk from loading. This reads
// the built files as those engines would.
const ASSETS = path.resolve('apps/web/dist/assets');

/** Syntax newer than ES2018 that iOS 13.0 WebKit cannot parse (dynamic import and import.meta it can). */
function tooNew(node: Node & Record<string, unknown>): string | undefined {
  if (node.type === 'ChainExpression') return 'optional chaining (?.)';
  if (node.type === 'LogicalExpression' && node.operator === '??') return 'nullish coalescing (??)';
  if (node.type === 'CatchClause' && node.param === null) return 'optional catch binding';
  if (node.type === 'Literal' && typeof node.bigint === 'string') return 'BigInt literal';
  if (node.type === 'Literal' && node.regex) {
    const { pattern, flags } = node.regex as { pattern: string; flags: string };
    if (/\(\?<[=!]/.test(pattern)) return `regex lookbehind /${pattern}/`;
    if (flags.includes('d')) return 'regex d flag';
  }
  return undefined;
}

function findTooNew(source: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object' || typeof (value as Node).type !== 'string') return;
    const node = value as Node & Record<string, unknown>;
    const problem = tooNew(node);
    if (problem) found.push(`${problem} at ${node.start}`);
    for (const key of Object.keys(node)) if (key !== 'regex') visit(node[key]);
  };
  // ES2020 parses everything up to optional chaining; newer syntax (class fields, `??=`, top-level
  // await, numeric separators) fails the parse itself.
  visit(parse(source, { ecmaVersion: 2020, sourceType: 'module' }));
  // RegExp built from strings: lookbehind in a string that reaches `new RegExp`.
  if (/new RegExp\([^)]*\(\?<[=!]/.test(source)) found.push('lookbehind in a RegExp string');
  return found;
}

describe('the built web app parses in iOS 13 WebKit and old Android web views', () => {
  const files = fs.existsSync(ASSETS) ? fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js')) : [];

  it('has a build to check (npm run build)', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s uses no syntax newer than the targets', (file) => {
    expect(findTooNew(fs.readFileSync(path.join(ASSETS, file), 'utf8'))).toEqual([]);
  });

  it('catches what it looks for', () => {
    expect(findTooNew('const a = b?.c;')).toHaveLength(1);
    expect(findTooNew('const a = b ?? c;')).toHaveLength(1);
    expect(findTooNew('try { x() } catch { y() }')).toHaveLength(1);
    expect(findTooNew('const r = /(?<=a)b/;')).toHaveLength(1);
    expect(findTooNew('const r = new RegExp("(?<!a)b");')).toHaveLength(1);
    expect(() => findTooNew('class A { x = 1 }')).toThrow();
    expect(findTooNew('const m = import("./x.js"); const u = import.meta.url; const s = { ...o };')).toEqual(
      [],
    );
  });
});
