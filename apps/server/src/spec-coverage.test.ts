import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AI_SOURCES,
  ANSWER_SOURCE_TYPES,
  CATEGORIES,
  CORE_CATEGORIES,
  FEEDBACK_VALUES,
  GUIDE_FLAG_ID,
  LIMITS,
  LIST_TYPES,
  MESSAGE_KINDS,
  MESSAGES,
  REPLY_ACTIONS,
  ROLES,
  TRACKING_SPM_PREFIX,
  VERSION_TAGS,
} from '@broker/contract';

/**
 * The spec checklist (docs/spec-coverage.md, issue 23) against the code: every route, call, message
 * text, constant and enumeration the spec names (docs/spec-coverage.json) must exist in the code and
 * have its row in the checklist, and every file the checklist points at must exist. A spec item
 * removed from the code, or a checklist that points at a moved file, fails here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface SpecList {
  routes: string[];
  queryParams: string[];
  calls: { spec: string; server?: string[]; web?: string[] }[];
  streamFields: string[];
  messageFields: string[];
  trackingFields: string[];
  messages: string[];
  limits: Record<string, number>;
  constants: Record<string, string>;
  enums: Record<string, string[]>;
  storageKeys: string[];
}
const list = JSON.parse(read('docs/spec-coverage.json')) as SpecList;
const checklist = read('docs/spec-coverage.md');

/** Every .ts/.tsx file under a directory, tests left out (a test alone does not build an item). */
function sources(dir: string): string {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(root, at), { withFileTypes: true })) {
      const rel = path.join(at, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(read(rel));
    }
  };
  walk(dir);
  return out.join('\n');
}
const server = sources('apps/server/src/routes');
const web = sources('apps/web/src');
const contract = sources('packages/contract/src');
const locales = sources('apps/web/src/locales');
const missing = <T>(items: readonly T[], has: (item: T) => boolean) => items.filter((item) => !has(item));

describe('the spec checklist (docs/spec-coverage.md) and the code', () => {
  it('has every spec route in the route table and the checklist', () => {
    const table = read('apps/web/src/app/routes.ts');
    const inTable = (route: string) =>
      table.includes(`path: '${route}'`) || (route === '/index' && table.includes(`HOME_PATH = '/index'`));
    expect(missing(list.routes, inTable)).toEqual([]);
    expect(missing(list.routes, (route) => checklist.includes(`\`${route}\``))).toEqual([]);
    expect(list.routes).toHaveLength(24);
  });

  it('reads every spec query parameter', () => {
    expect(
      missing(list.queryParams, (name) => web.includes(`'${name}'`) || web.includes(`${name}=`)),
    ).toEqual([]);
    expect(missing(list.queryParams, (name) => checklist.includes(`\`${name}\``))).toEqual([]);
  });

  it('serves every spec call and lists it', () => {
    const paths = list.calls.flatMap((call) => call.server ?? []);
    expect(missing(paths, (p) => server.includes(`'${p}'`))).toEqual([]);
    const files = list.calls.flatMap((call) => call.web ?? []);
    expect(missing(files, (file) => fs.existsSync(path.join(root, file)))).toEqual([]);
    expect(missing(list.calls, (call) => checklist.includes(call.spec))).toEqual([]);
  });

  it('carries every stream event field, message field and tracking field', () => {
    const conversation = read('packages/contract/src/conversation.ts');
    const tracking = read('packages/contract/src/tracking.ts');
    expect(missing(list.streamFields, (f) => conversation.includes(`${f}:`))).toEqual([]);
    expect(missing(list.messageFields, (f) => conversation.includes(`${f}:`))).toEqual([]);
    expect(missing(list.trackingFields, (f) => tracking.includes(`${f}:`))).toEqual([]);
  });

  it('says every spec message verbatim somewhere the app shows it from, and lists it', () => {
    const texts = new Set<string>(Object.values(MESSAGES));
    expect(
      missing(
        list.messages,
        (m) => texts.has(m) || locales.includes(`'${m}'`) || contract.includes(`'${m}'`),
      ),
    ).toEqual([]);
    expect(missing(list.messages, (m) => checklist.includes(m))).toEqual([]);
  });

  it('keeps the spec §9 constants and the §4 enumerations exactly', () => {
    expect(LIMITS).toMatchObject(list.limits);
    expect({ GUIDE_FLAG_ID, TRACKING_SPM_PREFIX }).toEqual(list.constants);
    const actual: Record<string, readonly string[]> = {
      CATEGORIES,
      CORE_CATEGORIES,
      AI_SOURCES,
      MESSAGE_KINDS,
      ROLES,
      FEEDBACK_VALUES,
      LIST_TYPES,
      REPLY_ACTIONS,
      VERSION_TAGS,
      ANSWER_SOURCE_TYPES,
    };
    expect(Object.keys(actual).sort()).toEqual(Object.keys(list.enums).sort());
    for (const [name, values] of Object.entries(list.enums))
      expect([name, actual[name]]).toEqual([name, values]);
    expect(missing(Object.keys(list.limits), (k) => checklist.includes(`\`${k}\``))).toEqual([]);
    expect(missing(Object.keys(list.enums), (k) => checklist.includes(`\`${k}\``))).toEqual([]);
  });

  it('sizes icon buttons at the spec default icon size (CSS cannot import LIMITS)', () => {
    const css = read('apps/web/src/app/styles/global.css');
    const rule = /\.icon-button \{[^}]*font-size: (\d+)px/.exec(css);
    expect(Number(rule?.[1])).toBe(LIMITS.defaultIconSize);
  });

  it('keeps the spec storage keys', () => {
    const keys = read('apps/web/src/lib/storage-keys.ts');
    expect(missing(list.storageKeys, (k) => keys.includes(`: '${k}'`))).toEqual([]);
  });

  it('points only at files that exist, and every row names where and how it is tested', () => {
    const refs = [...checklist.matchAll(/`((?:apps|packages|e2e|docs|bench|scripts|data)\/[^`*]+?)`/g)].map(
      (m) => (m[1] ?? '').replace(/[:#].*$/, ''),
    );
    expect(refs.length).toBeGreaterThan(100);
    expect(missing([...new Set(refs)], (ref) => fs.existsSync(path.join(root, ref)))).toEqual([]);
    const rows = checklist
      .split('\n')
      .filter((line) => /^\| [^-]/.test(line) && !line.startsWith('| Spec item'));
    expect(rows.length).toBeGreaterThan(150);
    const cells = (line: string) =>
      line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
    expect(
      rows.filter((line) => cells(line).length !== 3 || cells(line).some((cell) => cell === '')),
    ).toEqual([]);
  });
});
