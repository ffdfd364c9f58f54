import fs from 'node:fs/promises';
import path from 'node:path';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import type { Db } from '../../db/database.js';
import type { CatalogueContent } from './document.js';
import { writeCsv } from './tables/csv.js';
import { catalogueTables } from './tables/write-tables.js';
import { writeWorkbook } from './tables/xlsx.js';

export const EXPORT_FORMATS = ['json', 'xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The format a target path asks for: by extension; a path without one is a folder of CSV files. */
export function formatOfPath(target: string): ExportFormat | undefined {
  const ext = path.extname(target).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.xlsx') return 'xlsx';
  if (ext === '' || ext === '.csv') return 'csv';
  return undefined;
}

export async function readCatalogue(db: Db): Promise<CatalogueContent> {
  const repo = catalogueRepository(db);
  const [companies, products, faq] = await Promise.all([repo.companies(), repo.allProducts(), repo.allFaq()]);
  return { companies, products, faq };
}

/**
 * Writes the whole catalogue in a format import reads back unchanged: one JSON document, one workbook,
 * or a folder with one CSV file per table. Returns the files written.
 */
export async function exportCatalogue(db: Db, format: ExportFormat, target: string): Promise<string[]> {
  const content = await readCatalogue(db);
  if (format === 'json') {
    const document = { version: 'export', generatedAt: new Date().toISOString(), ...content };
    await fs.mkdir(path.dirname(path.resolve(target)), { recursive: true });
    await fs.writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
    return [target];
  }
  const tables = catalogueTables(content);
  if (format === 'xlsx') {
    await fs.mkdir(path.dirname(path.resolve(target)), { recursive: true });
    await fs.writeFile(target, await writeWorkbook(tables));
    return [target];
  }
  const dir = path.extname(target).toLowerCase() === '.csv' ? target.slice(0, -4) : target;
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const table of tables) {
    const file = path.join(dir, `${table.name}.csv`);
    await fs.writeFile(file, writeCsv([table.headers, ...table.rows]));
    written.push(file);
  }
  return written;
}
