import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const variables = Object.keys(envSchema.shape);

describe('configuration documentation', () => {
  it('knows a reasonable number of variables', () => {
    expect(variables).toContain('DATABASE_URL');
    expect(variables.length).toBeGreaterThan(20);
  });

  it('.env.example lists every variable the server reads', () => {
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(variables.filter((v) => !listed.has(v))).toEqual([]);
    expect([...listed].filter((v) => !variables.includes(v as string))).toEqual([]);
  });

  it("the README's configuration table has a row for every variable", () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const rows = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    expect(variables.filter((v) => !rows.has(v))).toEqual([]);
  });
});
