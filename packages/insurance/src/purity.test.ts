// DESIGN.md: packages/insurance is pure functions, no I/O. The compiler already refuses Node's modules
// (tsconfig types: []); this also catches the globals a browser would allow.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./test-support/**', '!./**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const FORBIDDEN: [RegExp, string][] = [
  [/from ['"](node:)?(fs|path|http|https|net|child_process|os|url)(\/[a-z]+)?['"]/, 'a Node I/O module'],
  [/\bfetch\s*\(/, 'fetch'],
  [/\bprocess\./, 'process'],
  [/\brequire\s*\(/, 'require'],
  [/XMLHttpRequest|localStorage|sessionStorage|indexedDB/, 'browser storage or network'],
  [/Date\.now\s*\(|new Date\(\s*\)/, 'the clock'],
  [/Math\.random\s*\(/, 'an unseeded random number'],
];

describe('packages/insurance source is free of I/O', () => {
  it('finds the sources', () => expect(Object.keys(sources).length).toBeGreaterThan(15));
  for (const [path, text] of Object.entries(sources)) {
    it(path, () => {
      for (const [pattern, what] of FORBIDDEN) expect(pattern.test(text), `${path} uses ${what}`).toBe(false);
    });
  }
});
