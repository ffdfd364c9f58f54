import fs from 'node:fs/promises';
import path from 'node:path';
import { CatalogueImportError, type Problems } from './problems.js';
import { decodeCsv, parseCsv } from './tables/csv.js';
import { tableOfHeader, TABLE_NAMES } from './tables/layout.js';
import type { RawTable } from './tables/raw-table.js';
import { readTables } from './tables/read-tables.js';
import type { TabularImport } from './tables/tabular-import.js';
import { readWorkbook } from './tables/xlsx.js';
import { readJson, type JsonImport } from './json-import.js';

export interface ImportFile {
  /** Shown in messages: the file name. */
  name: string;
  bytes: Buffer;
}

export type ParsedImport = { kind: 'json'; json: JsonImport } | { kind: 'tables'; tables: TabularImport };

const FORMATS = ['.json', '.xlsx', '.csv'];
const extension = (name: string) => path.extname(name).toLowerCase();

async function filesOfDirectory(dir: string): Promise<string[]> {
  const names = (await fs.readdir(dir)).filter((n) => FORMATS.includes(extension(n))).sort();
  const found = names.map((n) => path.join(dir, n));
  const productsDir = path.join(dir, 'products');
  const sub = await fs.readdir(productsDir).catch(() => []);
  found.push(
    ...sub
      .filter((n) => extension(n) === '.json')
      .sort()
      .map((n) => path.join(productsDir, n)),
  );
  return found;
}

/**
 * The files to import: each path a file, or a folder whose .json/.xlsx/.csv files (and products/*.json)
 * are taken together — the layout of data/catalogue/ and of a CSV export.
 */
export async function readImportFiles(paths: string | readonly string[]): Promise<ImportFile[]> {
  const files: string[] = [];
  for (const p of typeof paths === 'string' ? [paths] : paths) {
    const stat = await fs.stat(p).catch(() => undefined);
    if (!stat) throw new CatalogueImportError([`找不到文件或目录：${p}`]);
    if (stat.isDirectory()) {
      const inside = await filesOfDirectory(p);
      if (inside.length === 0) throw new CatalogueImportError([`目录 ${p} 中没有 .json、.xlsx 或 .csv 文件`]);
      files.push(...inside);
    } else files.push(p);
  }
  return Promise.all(
    files.map(async (file) => ({ name: path.basename(file), bytes: await fs.readFile(file) })),
  );
}

function csvTable(file: ImportFile, problems: Problems): RawTable | undefined {
  const parsed = parseCsv(decodeCsv(file.bytes));
  if ('error' in parsed) {
    problems.add(`文件 ${file.name}`, parsed.error);
    return undefined;
  }
  const [headerRow, ...rows] = parsed.rows;
  const headers = (headerRow ?? []).map((h) => h.normalize('NFKC').replace(/\s+/g, ''));
  const name = tableOfHeader(headers);
  if (!name) {
    problems.add(
      `文件 ${file.name} 第1行`,
      `无法从列名判断是哪张表（${TABLE_NAMES.join('、')}），请使用导出文件的表头`,
    );
    return undefined;
  }
  return {
    name,
    source: `文件 ${file.name}`,
    headers,
    rows: rows.map((cells, i) => ({
      line: parsed.lines[i + 1] ?? i + 2,
      cells: cells.map((c) => (c === '' ? null : c)),
    })),
  };
}

/** Reads the files into records: JSON documents, or spreadsheet tables (a workbook, CSV files). */
export async function parseImport(files: ImportFile[], problems: Problems): Promise<ParsedImport> {
  const unsupported = files.filter((f) => !FORMATS.includes(extension(f.name)));
  for (const file of unsupported) {
    const hint = extension(file.name) === '.xls' ? '请在 Excel 中另存为 .xlsx' : '支持 .json、.xlsx 和 .csv';
    problems.add(`文件 ${file.name}`, `不支持的文件类型（${hint}）`);
  }
  const json = files.filter((f) => extension(f.name) === '.json');
  const sheets = files.filter((f) => extension(f.name) !== '.json' && FORMATS.includes(extension(f.name)));
  if (json.length > 0 && sheets.length > 0) {
    problems.add('', 'JSON 文件和表格文件（.xlsx/.csv）请分开导入');
  }
  problems.throwIfAny();
  if (json.length > 0) {
    const label = (f: ImportFile) => (files.length > 1 ? f.name : '');
    const parts = json.map((f) => readJson(f.bytes.toString('utf8'), problems, label(f)));
    return {
      kind: 'json',
      json: {
        companies: parts.flatMap((p) => p.companies),
        products: parts.flatMap((p) => p.products),
        faq: parts.flatMap((p) => p.faq),
      },
    };
  }
  const tables: RawTable[] = [];
  for (const file of sheets) {
    if (extension(file.name) === '.xlsx')
      tables.push(...(await readWorkbook(file.bytes, problems, file.name)));
    else {
      const table = csvTable(file, problems);
      if (table) tables.push(table);
    }
  }
  problems.throwIfAny();
  return { kind: 'tables', tables: readTables(tables, problems) };
}
