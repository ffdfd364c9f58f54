import { FACTOR_NAMES, factorValueCode, termCode } from '@broker/contract';
import type { Problems } from '../problems.js';
import { numberCell, ratioCell } from './cells.js';
import { ageHeader, parseAgeHeader, parseYearHeader, RATE_KEY_FACTORS, yearHeader } from './layout.js';
import { normalizeHeader, readRows, type RawTable, type ReadRow } from './raw-table.js';
import { productOfRow, type TabularImport } from './tabular-import.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Variable columns ("18岁" … or "第1年" …) in order; they must run without gaps. */
function numberedColumns(
  table: RawTable,
  parse: (h: string) => number | undefined,
  label: (n: number) => string,
  problems: Problems,
) {
  const columns = table.headers
    .map((h) => ({ header: normalizeHeader(h), n: parse(normalizeHeader(h)) }))
    .filter((c): c is { header: string; n: number } => c.n !== undefined)
    .sort((a, b) => a.n - b.n);
  for (const [k, column] of columns.entries()) {
    const expected = (columns[0]?.n ?? 0) + k;
    if (column.n !== expected) {
      problems.add(`${table.source} 第1行`, `列须连续，缺少「${label(expected)}」`);
      return undefined;
    }
  }
  return columns;
}

/**
 * The filled cells of a row's numbered columns: they must be one unbroken run. Returns the first number
 * and the values, or undefined (reported).
 */
function readRun(
  row: ReadRow,
  columns: { header: string; n: number }[],
  read: typeof numberCell.read,
): { first: number; values: number[]; headers: string[] } | undefined {
  const filled: { n: number; value: number; header: string }[] = [];
  let bad = false;
  for (const column of columns) {
    const parsed = read(row.cell(column.header));
    if (!parsed.ok) {
      row.problem(parsed.message, column.header);
      bad = true;
    } else if (parsed.value !== undefined)
      filled.push({ n: column.n, value: parsed.value, header: column.header });
  }
  if (bad) return undefined;
  const first = filled[0]?.n;
  if (first === undefined) {
    row.problem('没有填写任何费率');
    return undefined;
  }
  const gap = filled.findIndex((f, k) => f.n !== first + k);
  if (gap > 0) {
    row.problem(`为空，而前后都有数值（须连续填写）`, columns.find((c) => c.n === first + gap)?.header);
    return undefined;
  }
  return { first, values: filled.map((f) => f.value), headers: filled.map((f) => f.header) };
}

/** One row per combination of the keyed factors, one column per age: the layout of a filed 费率表. */
export function readRates(table: RawTable, problems: Problems, target: TabularImport): void {
  const ages = numberedColumns(table, parseAgeHeader, ageHeader, problems);
  if (!ages) return;
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    const rows = (product.parts.rates ??= []) as unknown[];
    const k = rows.length;
    const base = ['rates', 'rows', k];
    const run = readRun(row, ages, numberCell.read);
    if (!run) {
      product.failed.add(base.join('/'));
      rows.push({});
      continue;
    }
    const key: Record<string, string> = {};
    const given = (row.value.key ?? {}) as Record<string, string>;
    for (const factor of RATE_KEY_FACTORS) {
      if (given[factor] === undefined) continue;
      key[factor] = factorValueCode(factor, given[factor]);
      product.sources.set([...base, 'key', factor], row.at(FACTOR_NAMES[factor]));
    }
    rows.push({ key, minAge: run.first, rates: run.values });
    product.sources.set(base, row.at());
    product.sources.set([...base, 'key'], row.at());
    product.sources.set([...base, 'minAge'], row.at(run.headers[0]));
    product.sources.set([...base, 'rates'], row.at(run.headers[run.headers.length - 1]));
    run.headers.forEach((h, j) => product.sources.set([...base, 'rates', j], row.at(h)));
  }
}

/** One row per payment term, one column per policy year from 第1年 (rates as 0.35 or 35%). */
export function readCommission(table: RawTable, problems: Problems, target: TabularImport): void {
  const years = numberedColumns(table, parseYearHeader, yearHeader, problems);
  if (!years) return;
  if (years[0] && years[0].n !== 1) {
    problems.add(`${table.source} 第1行`, '缺少「第1年」列');
    return;
  }
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    const list = (product.parts.commission ??= []) as unknown[];
    const base = ['commission', 'byPaymentTerm', list.length];
    const run = readRun(row, years, ratioCell.read);
    if (run && run.first !== 1) row.problem('须从第1年开始填写', yearHeader(1));
    const term = text(row.value.paymentTerm);
    list.push({ paymentTerm: term === undefined ? undefined : termCode(term), rates: run?.values ?? [] });
    if (!run || run.first !== 1) product.failed.add(base.join('/'));
    product.sources.set(base, row.at());
    product.sources.set([...base, 'paymentTerm'], row.at('交费期限'));
    run?.headers.forEach((h, j) => product.sources.set([...base, 'rates', j], row.at(h)));
  }
}
