import { SourceMap, type Draft } from '../drafts.js';
import type { Problems } from '../problems.js';
import {
  COMPANY_COLUMNS,
  FAQ_COLUMNS,
  ILLUSTRATION_COLUMNS,
  PRODUCT_CODE,
  PRODUCT_COLUMNS,
  PRODUCT_FAQ_COLUMNS,
  type Column,
} from './layout.js';
import { mapColumns, readRows, type RawTable } from './raw-table.js';
import { productOfRow, withoutCode, type TabularImport } from './tabular-import.js';

/** Companies and FAQ entries: one record per row, keyed by their first column. */
function readKeyedRecords(
  table: RawTable,
  problems: Problems,
  columns: Column[],
  keyField: string,
  out: Draft[],
  what: string,
): void {
  const keyColumn = columns.find((c) => c.path[0] === keyField)?.header ?? keyField;
  const seen = new Map<string, number>();
  for (const row of readRows(table, problems)) {
    const key = typeof row.value[keyField] === 'string' ? (row.value[keyField] as string) : '';
    const earlier = seen.get(key);
    if (key !== '' && earlier !== undefined) {
      row.problem(`${what} ${key} 重复（第${earlier}行已有）`, keyColumn);
      continue;
    }
    if (key !== '') seen.set(key, row.line);
    const sources = new SourceMap(`${table.source} 第${row.line}行`);
    const failed = new Set<string>();
    mapColumns(sources, row, [], columns, failed);
    out.push({ key, value: row.value, locate: (path) => sources.locate(path), failed });
  }
}

export function readCompanies(table: RawTable, problems: Problems, target: TabularImport): void {
  readKeyedRecords(table, problems, COMPANY_COLUMNS, 'code', target.companies, '公司代码');
}

export function readFaq(table: RawTable, problems: Problems, target: TabularImport): void {
  readKeyedRecords(table, problems, FAQ_COLUMNS, 'id', target.faq, '编号');
}

/** The products table: one row per product with its descriptive fields. */
export function readProducts(table: RawTable, problems: Problems, target: TabularImport): void {
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    if (product.parts.products !== undefined) {
      row.problem(`产品代码 ${product.code} 重复（${product.sources.locate([])} 已有）`, PRODUCT_CODE);
      continue;
    }
    product.parts.products = row.value;
    mapColumns(product.sources, row, [], PRODUCT_COLUMNS, product.failed);
  }
}

/** One row per product; a second row for the same product is a mistake, not an addition. */
export function readIllustrations(table: RawTable, problems: Problems, target: TabularImport): void {
  const seen = new Map<string, number>();
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    const earlier = seen.get(product.code);
    if (earlier !== undefined) {
      row.problem(`产品 ${product.code} 的利益演示重复（第${earlier}行已有）`, PRODUCT_CODE);
      continue;
    }
    seen.set(product.code, row.line);
    product.parts.illustration = withoutCode(row.value);
    mapColumns(
      product.sources,
      row,
      ['illustration'],
      ILLUSTRATION_COLUMNS.filter((c) => c.header !== PRODUCT_CODE),
      product.failed,
    );
  }
}

/** Paragraph rows: consecutive rows with the same 章节 form one section, in row order. */
export function readClauses(table: RawTable, problems: Problems, target: TabularImport): void {
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    const sections = (product.parts.clauses ??= []) as { title: unknown; paragraphs: unknown[] }[];
    const title = row.value.title;
    let section = sections[sections.length - 1];
    if (!section || title === undefined || section.title !== title) {
      section = { title, paragraphs: [] };
      sections.push(section);
      product.sources.set(['clauses', sections.length - 1], row.at());
      product.sources.set(['clauses', sections.length - 1, 'title'], row.at('章节'));
    }
    const s = sections.length - 1;
    if (row.value.paragraph !== undefined) {
      product.sources.set(['clauses', s, 'paragraphs', section.paragraphs.length], row.at('段落'));
      section.paragraphs.push(row.value.paragraph);
    }
  }
}

export function readProductFaq(table: RawTable, problems: Problems, target: TabularImport): void {
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    const pairs = (product.parts.product_faq ??= []) as unknown[];
    mapColumns(
      product.sources,
      row,
      ['faq', pairs.length],
      PRODUCT_FAQ_COLUMNS.filter((c) => c.header !== PRODUCT_CODE),
      product.failed,
    );
    pairs.push(withoutCode(row.value));
  }
}
