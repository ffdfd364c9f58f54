import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { products } from '../src/db/schema.js';
import { readCatalogue } from '../src/services/catalogue/export-catalogue.js';
import { importCatalogue } from '../src/services/catalogue/import-catalogue.js';
import { catalogueDocument, COMPANIES, PRODUCTS, writeFixtureJson } from './fixtures/catalogue.js';
import {
  at,
  columnOf,
  editWorkbook,
  expectRejected,
  exportTo,
  sheet,
  tempFolder,
} from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';

const backends = testBackends();
const temp = tempFolder();
const counts = (created: number, updated: number, unchanged: number) => ({ created, updated, unchanged });

/** The fixture document with `change` applied, written as JSON; returns the file. */
function jsonWith(change: (doc: ReturnType<typeof catalogueDocument>) => void): string {
  const doc = catalogueDocument();
  change(doc);
  return writeFixtureJson(temp(), doc);
}

describe.each(backends)('catalogue import (JSON) on $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.open();
  });

  it('imports the catalogue document, then a second import changes nothing', async () => {
    const file = writeFixtureJson(temp());
    expect(await importCatalogue(database.db, file)).toEqual({
      companies: counts(2, 0, 0),
      products: counts(5, 0, 0),
      faq: counts(2, 0, 0),
    });
    const stored = await readCatalogue(database.db);
    expect(stored.products.map((p) => p.code)).toEqual([...PRODUCTS.map((p) => p.code)].sort());
    expect(stored.products.find((p) => p.code === 'AK-CI-01')).toEqual(PRODUCTS[0]);
    expect(await importCatalogue(database.db, file)).toEqual({
      companies: counts(0, 0, 2),
      products: counts(0, 0, 5),
      faq: counts(0, 0, 2),
    });
  });

  it('a bare array of products upserts by code and reports what changed', async () => {
    const changed = structuredClone(PRODUCTS.slice(0, 2));
    at(changed, 0).highlights = ['新的亮点'];
    const file = path.join(temp(), 'products.json');
    fs.writeFileSync(file, JSON.stringify(changed));
    expect(await importCatalogue(database.db, file)).toEqual({
      companies: counts(0, 0, 0),
      products: counts(0, 1, 1),
      faq: counts(0, 0, 0),
    });
    const stored = await readCatalogue(database.db);
    expect(stored.products.find((p) => p.code === 'AK-CI-01')?.highlights).toEqual(['新的亮点']);
    await importCatalogue(database.db, writeFixtureJson(temp()));
  });

  it('a renamed company renames its products in lists; stale search columns are rewritten', async () => {
    await database.db.update(products).set({ searchText: 'stale' }).where(eq(products.code, 'AK-TL-01'));
    const file = jsonWith((doc) => {
      at(doc.companies, 0).name = '安康人寿保险（集团）股份有限公司';
    });
    expect(await importCatalogue(database.db, file)).toMatchObject({
      companies: counts(0, 1, 1),
      products: counts(0, 0, 5),
    });
    const rows = await database.db.select().from(products).where(eq(products.companyCode, 'AKRS'));
    expect(rows.map((r) => r.summary.company)).toEqual(rows.map(() => '安康人寿保险（集团）股份有限公司'));
    expect(rows.every((r) => r.searchText.includes('集团'))).toBe(true);
    await importCatalogue(database.db, writeFixtureJson(temp()));
  });

  it('malformed JSON names the line and column', async () => {
    const file = path.join(temp(), 'broken.json');
    fs.writeFileSync(file, '{\n  "companies": [\n    {"code": "AKRS",}\n  ]\n}');
    const { problems, detail } = await expectRejected(database, file);
    expect(problems).toEqual(['不是合法的 JSON（第 3 行第 21 列）']);
    expect(detail).toBe('导入失败，共 1 处问题，数据库未作任何修改：\n不是合法的 JSON（第 3 行第 21 列）');
  });

  it('a bad number is reported by its JSON path', async () => {
    const file = jsonWith((doc) => {
      (at(at(doc.products, 0).rates.rows, 2).rates as unknown[])[5] = '12,x';
      (doc.products[1] as { minAge: unknown }).minAge = 20.5;
    });
    const { problems } = await expectRejected(database, file);
    expect(problems).toEqual([
      'products[0].rates.rows[2].rates[5]：须为数字',
      'products[1].minAge：须为整数',
    ]);
  });

  it('duplicate codes, an unknown company and rate rows short of the age range are all listed', async () => {
    const file = jsonWith((doc) => {
      doc.products.push(structuredClone(at(doc.products, 0)));
      at(doc.products, 1).companyCode = 'ZZZZ';
      at(at(doc.products, 2).rates.rows, 1).rates.pop();
      doc.faq.push(structuredClone(at(doc.faq, 0)));
    });
    const { problems } = await expectRejected(database, file);
    expect(problems).toEqual([
      'products[2].rates.rows[1]：费率行（B）须覆盖0至25周岁',
      'products[5].code：产品代码 AK-CI-01 重复（products[0] 已有）',
      'faq[2].id：编号 waiting-period 重复（faq[0] 已有）',
      'products[1].companyCode：公司代码 ZZZZ 不存在（须在 companies 表中或已导入）',
    ]);
  });

  it('a product must quote and illustrate with its defaults alone', async () => {
    const file = jsonWith((doc) => {
      const basis = at(doc.products, 3).illustration as { declaredGrowthRate?: number };
      basis.declaredGrowthRate = 0.025;
    });
    const { problems } = await expectRejected(database, file);
    expect(problems).toEqual([expect.stringMatching(/^products\[3\]：按默认投保要素无法生成利益演示.+/)]);
  });

  it('lists the first 20 problems and counts the rest', async () => {
    const file = jsonWith((doc) => {
      for (let i = 0; i < 25; i += 1) doc.faq.push({ ...at(doc.faq, 0), id: `Bad_${i}` });
    });
    const { problems, detail } = await expectRejected(database, file);
    expect(problems).toHaveLength(20);
    expect(problems[0]).toBe('faq[2].id：FAQ 编号须为小写字母、数字或短横线');
    expect(detail.startsWith('导入失败，共 25 处问题，数据库未作任何修改：\n')).toBe(true);
    expect(detail.endsWith('\n……另有 5 处问题未列出')).toBe(true);
  });

  it('a valid new company and product are not written when another record is wrong', async () => {
    const file = jsonWith((doc) => {
      doc.companies.push({
        ...at(COMPANIES, 0),
        code: 'NEWCO',
        name: '新公司保险股份有限公司',
        shortName: '新公司',
      });
      doc.products.push({ ...structuredClone(at(doc.products, 0)), code: 'NEW-CI-01', companyCode: 'NEWCO' });
      at(at(doc.products, 3).factors, 0).default = 99;
    });
    const { problems } = await expectRejected(database, file);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('products[3]'))).toBe(true);
  });
});

describe.each(backends)('catalogue export and import of spreadsheets on $name', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.open();
    await importCatalogue(database.db, writeFixtureJson(temp()));
  });
  const unchanged = { companies: counts(0, 0, 2), products: counts(0, 0, 5), faq: counts(0, 0, 2) };

  it.each(['json', 'xlsx', 'csv'] as const)('export as %s, then import: nothing changes', async (format) => {
    const exported = await exportTo(database, format, temp());
    expect(await importCatalogue(database.db, exported)).toEqual(unchanged);
  });

  it('the same workbook imports into an empty database as the same catalogue', async () => {
    const workbook = await exportTo(database, 'xlsx', temp());
    const fresh = await backend.open();
    expect(await importCatalogue(fresh.db, workbook)).toEqual({
      companies: counts(2, 0, 0),
      products: counts(5, 0, 0),
      faq: counts(2, 0, 0),
    });
    expect(await readCatalogue(fresh.db)).toEqual(await readCatalogue(database.db));
  });

  it('an edited workbook (labels, percentages, a new product) is read as an operator means it', async () => {
    const workbook = await exportTo(database, 'xlsx', temp());
    const edited = await editWorkbook(workbook, (book) => {
      const products = sheet(book, 'products');
      products.getCell(2, columnOf(products, '轻症赔付比例')).value = '35%';
      products.getCell(2, columnOf(products, '别名')).value = '守护重疾; 安康守护、守护';
      products.getCell(2, columnOf(products, '上市日期')).value = new Date(Date.UTC(2024, 5, 1));
      const commission = sheet(book, 'commission');
      commission.getCell(2, columnOf(commission, '第1年')).value = '32%';
    });
    expect(await importCatalogue(database.db, edited)).toEqual({
      companies: counts(0, 0, 2),
      products: counts(0, 1, 4),
      faq: counts(0, 0, 2),
    });
    const product = at((await readCatalogue(database.db)).products, 0);
    expect(product.code).toBe('AK-CI-01');
    expect(product.benefits.mildPayout).toBe(0.35);
    expect(product.aliases).toEqual(['守护重疾', '安康守护', '守护']);
    expect(product.launchDate).toBe('2024-06-01');
    expect(at(product.commission.byPaymentTerm, 0).rates[0]).toBe(0.32);
  });

  it('a single CSV table changes only that part of the products it lists', async () => {
    const dir = await exportTo(database, 'csv', temp());
    const file = path.join(dir, 'rates.csv');
    const text = fs.readFileSync(file, 'utf8').replace('58.2,60.3', '58.3,60.3');
    const only = path.join(temp(), 'rates-update.csv');
    fs.writeFileSync(only, text);
    expect(await importCatalogue(database.db, only)).toEqual({
      companies: counts(0, 0, 0),
      products: counts(0, 1, 4),
      faq: counts(0, 0, 0),
    });
    const product = at((await readCatalogue(database.db)).products, 0);
    expect(product.code).toBe('AK-CI-01');
    expect(at(product.rates.rows, 0).rates.slice(0, 2)).toEqual([58.3, 60.3]);
    expect(product.clauses).toEqual(at(PRODUCTS, 0).clauses);
  });

  it('CSV saved by a Chinese Excel (GB18030, no byte-order mark) is read', async () => {
    const dir = await exportTo(database, 'csv', temp());
    const text = fs.readFileSync(path.join(dir, 'companies.csv'), 'utf8').replace(/^\uFEFF/, '');
    const file = path.join(temp(), 'companies.csv');
    fs.writeFileSync(file, encodeGb18030(text.replace('总部位于杭州', '总部位于上海')));
    expect((await importCatalogue(database.db, file)).companies).toEqual(counts(0, 1, 1));
    const stored = (await readCatalogue(database.db)).companies.find((c) => c.code === 'AKRS');
    expect(stored?.description).toBe('总部位于上海的全国性寿险公司。');
  });
});

/** GB18030 bytes of `text` (Node decodes GB18030 but does not encode it): via iconv in the system. */
function encodeGb18030(text: string): Buffer {
  const bytes: number[] = [];
  const decoder = new TextDecoder('gb18030');
  // Builds a reverse table for the characters used, from the two-byte GBK range.
  const table = new Map<string, number[]>();
  for (let hi = 0x81; hi <= 0xfe; hi += 1) {
    for (let lo = 0x40; lo <= 0xfe; lo += 1) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo]);
    }
  }
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else {
      const pair = table.get(ch);
      if (!pair) throw new Error(`no GB18030 two-byte code for ${ch}`);
      bytes.push(...pair);
    }
  }
  return Buffer.from(bytes);
}

describe.each(backends)('bad spreadsheets on $name', (backend) => {
  let database: Database;
  let workbook: string;
  let csvDir: string;
  beforeAll(async () => {
    database = await backend.open();
    await importCatalogue(database.db, writeFixtureJson(temp()));
    workbook = await exportTo(database, 'xlsx', temp());
    csvDir = await exportTo(database, 'csv', temp());
  });
  const rejected = async (edit: Parameters<typeof editWorkbook>[1]) =>
    (await expectRejected(database, await editWorkbook(workbook, edit))).problems;

  it('a renamed and a missing column are reported, and the file is read no further', async () => {
    const problems = await rejected((book) => {
      const products = sheet(book, 'products');
      products.getCell(1, columnOf(products, '最低投保年龄')).value = '最小年龄';
      products.getCell(3, columnOf(products, '最高投保年龄')).value = 'abc';
    });
    expect(problems).toEqual([
      '工作表 products 第1行：不认识的列「最小年龄」',
      '工作表 products：缺少列「最低投保年龄」',
    ]);
  });

  it('bad numbers are reported by sheet, row and column', async () => {
    const problems = await rejected((book) => {
      const products = sheet(book, 'products');
      products.getCell(2, columnOf(products, '最低投保年龄')).value = '十八';
      products.getCell(3, columnOf(products, '最高投保年龄')).value = 30.5;
      const rates = sheet(book, 'rates');
      rates.getCell(3, columnOf(rates, '20岁')).value = '1,2,3';
    });
    expect(problems).toEqual([
      '工作表 products 第2行「最低投保年龄」：须为整数，而不是「十八」',
      '工作表 products 第3行「最高投保年龄」：须为整数，而不是「30.5」',
      '工作表 rates 第3行「20岁」：须为数字，而不是「1,2,3」',
    ]);
  });

  it('a duplicate product row, a rate row for an unknown product and a gap in a rate row', async () => {
    const problems = await rejected((book) => {
      const products = sheet(book, 'products');
      products.addRow((products.getRow(2).values as unknown[]).slice(1));
      const rates = sheet(book, 'rates');
      rates.getCell(2, columnOf(rates, '21岁')).value = null;
      const row = (rates.getRow(3).values as unknown[]).slice(1);
      row[0] = 'NOPE-01';
      rates.addRow(row);
    });
    const lastRate = 2 + PRODUCTS.reduce((n, p) => n + p.rates.rows.length, 0);
    expect(problems).toEqual([
      '工作表 products 第7行「产品代码」：产品代码 AK-CI-01 重复（工作表 products 第2行 已有）',
      '工作表 rates 第2行「21岁」：为空，而前后都有数值（须连续填写）',
      `工作表 rates 第${lastRate}行「产品代码」：产品 NOPE-01 不存在（新产品须同时在 products 表中填写）`,
    ]);
  });

  it('rules that do not fit the product are reported at the row they came from', async () => {
    const problems = await rejected((book) => {
      const factors = sheet(book, 'factors');
      factors.getCell(2, columnOf(factors, '默认值')).value = 99;
      const rates = sheet(book, 'rates');
      rates.getCell(2, columnOf(rates, '18岁')).value = null;
      rates.getCell(3, columnOf(rates, '性别')).value = '女';
    });
    expect(problems).toEqual([
      '工作表 factors 第2行「默认值」：投保年龄：默认值 99 超出范围',
      '工作表 constraints 第2行：默认投保要素不满足限制条件：20年交的投保年龄须在18至24周岁之间',
      '工作表 rates 第5行：费率行重复：F|20y',
      '工作表 rates 第2行：费率行（M|10y）须覆盖18至25周岁',
      '工作表 products 第2行（rates.rows）：缺少费率行（M|20y）',
    ]);
  });

  it('a health notice line that cannot be read, or a band its condition lacks, is reported at its cell', async () => {
    const problems = await rejected((book) => {
      const products = sheet(book, 'products');
      products.getCell(2, columnOf(products, '健康告知')).value = '目前是否怀孕？｜pregnancy=week_40';
      products.getCell(3, columnOf(products, '健康告知')).value = '目前是否怀孕？｜=ge_28w';
    });
    expect(problems).toEqual([
      '工作表 products 第3行「健康告知」：每行须为「问题｜情况代码=分档,分档；情况代码」的形式，而不是「目前是否怀孕？｜=ge_28w」',
      '工作表 products 第2行「健康告知」（[0].asks[0].bands[0]）：健康告知第1条：pregnancy 没有分档 week_40（可选：lt_28w、ge_28w、unspecified）',
    ]);
  });

  it('an unknown sheet is reported by name', async () => {
    const problems = await rejected((book) => {
      sheet(book, 'rates').name = 'rate';
    });
    expect(problems).toEqual([
      '工作表 rate：不认识的工作表名（可用：companies、products、factors、constraints、rates、commission、clauses、product_faq、faq、illustration，或 说明）',
    ]);
  });

  it('CSV: a bad number names the file, row and column; an unknown header names the file', async () => {
    const rates = fs.readFileSync(path.join(csvDir, 'rates.csv'), 'utf8').split('\r\n');
    rates[2] = at(rates, 2).replace('33.5', '33.5元');
    const bad = path.join(temp(), 'rates.csv');
    fs.writeFileSync(bad, rates.join('\r\n'));
    expect((await expectRejected(database, bad)).problems).toEqual([
      '文件 rates.csv 第3行「18岁」：须为数字，而不是「33.5元」',
    ]);
    const unknown = path.join(temp(), 'other.csv');
    fs.writeFileSync(unknown, '名称,数量\n甲,1\n');
    expect((await expectRejected(database, unknown)).problems).toEqual([
      '文件 other.csv 第1行：无法从列名判断是哪张表（companies、products、factors、constraints、rates、commission、clauses、product_faq、faq、illustration），请使用导出文件的表头',
    ]);
  });

  it('files of other types are refused by name', async () => {
    const xls = path.join(temp(), 'catalogue.xls');
    fs.writeFileSync(xls, 'not really');
    expect((await expectRejected(database, xls)).problems).toEqual([
      '文件 catalogue.xls：不支持的文件类型（请在 Excel 中另存为 .xlsx）',
    ]);
    const missing = path.join(temp(), 'missing.json');
    expect((await expectRejected(database, missing)).problems).toEqual([`找不到文件或目录：${missing}`]);
  });
});

// The generated demo catalogue (data/catalogue) must load, and survive the spreadsheet formats: a field
// the layout does not carry would show up here as "updated".
const demo = path.resolve(import.meta.dirname, '../../../data/catalogue/catalogue.json');
const [pglite] = backends.filter((b) => b.name === 'pglite');
describe.skipIf(!fs.existsSync(demo) || !pglite)('the demo catalogue', () => {
  it('imports, and round-trips through XLSX and CSV unchanged', async () => {
    const database = await (pglite as (typeof backends)[number]).open();
    const first = await importCatalogue(database.db, demo);
    expect(first.products.created).toBeGreaterThanOrEqual(60);
    const stored = await readCatalogue(database.db);
    const dir = temp();
    for (const format of ['xlsx', 'csv'] as const) {
      const report = await importCatalogue(database.db, await exportTo(database, format, dir));
      expect(report.products, format).toEqual(counts(0, 0, stored.products.length));
      expect(report.companies, format).toEqual(counts(0, 0, stored.companies.length));
      expect(report.faq, format).toEqual(counts(0, 0, stored.faq.length));
    }
  });
});
