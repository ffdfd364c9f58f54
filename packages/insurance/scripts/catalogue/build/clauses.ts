// Fills a clause template (data/catalogue-source/clause-templates/<type>.md) with one product's
// parameters, following the rules in that folder's README: conditional blocks first, then placeholders,
// then blank lines collapsed, then the articles renumbered in order; split into titled sections.
import type { ClauseSection } from '@broker/contract';

const NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 23 → 二十三 (articles stay below 100). */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`cannot write ${n} as an article number`);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return NUMERALS[ones] ?? '';
  return `${tens === 1 ? '' : (NUMERALS[tens] ?? '')}十${NUMERALS[ones] ?? ''}`;
}

const IF = /^\{\{#if (\w+)\}\}$/;
const END_IF = '{{/if}}';
const ARTICLE = /^## 第[一二三四五六七八九十]+条 (.+)$/;

export function fillClauses(
  template: string,
  values: Readonly<Record<string, string | number>>,
  conditions: Readonly<Record<string, boolean>>,
  what: string,
): ClauseSection[] {
  const kept: string[] = [];
  let open: string | undefined;
  for (const line of template.replace(/\r\n/g, '\n').split('\n')) {
    const start = IF.exec(line.trim());
    if (start !== null) {
      const name = start[1] ?? '';
      if (open !== undefined) throw new SyntaxError(`${what}: nested {{#if ${name}}}`);
      if (!(name in conditions)) throw new RangeError(`${what}: no value for condition ${name}`);
      open = name;
      continue;
    }
    if (line.trim() === END_IF) {
      if (open === undefined) throw new SyntaxError(`${what}: {{/if}} without {{#if}}`);
      open = undefined;
      continue;
    }
    if (open === undefined || conditions[open] === true) kept.push(line);
  }
  if (open !== undefined) throw new SyntaxError(`${what}: {{#if ${open}}} is not closed`);
  const filled = kept.map((line) =>
    line.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new RangeError(`${what}: no value for {{${name}}}`);
      return String(value);
    }),
  );
  const leftover = filled.find((line) => line.includes('{{'));
  if (leftover !== undefined) throw new SyntaxError(`${what}: unfilled placeholder in "${leftover}"`);
  const sections: ClauseSection[] = [];
  for (const line of filled.map((l) => l.trim()).filter((l) => l !== '')) {
    const article = ARTICLE.exec(line);
    if (article !== null) {
      sections.push({
        title: `第${chineseNumber(sections.length + 1)}条 ${article[1] ?? ''}`,
        paragraphs: [],
      });
      continue;
    }
    const current = sections.at(-1);
    if (current === undefined) throw new SyntaxError(`${what}: text before the first article`);
    current.paragraphs.push(line);
  }
  const empty = sections.find((s) => s.paragraphs.length === 0);
  if (empty !== undefined) throw new SyntaxError(`${what}: article ${empty.title} has no text`);
  return sections;
}
