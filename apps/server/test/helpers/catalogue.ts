import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  exportCatalogue,
  readCatalogue,
  type ExportFormat,
} from '../../src/services/catalogue/export-catalogue.js';
import { importCatalogue } from '../../src/services/catalogue/import-catalogue.js';
import { CatalogueImportError } from '../../src/services/catalogue/problems.js';

/** `list[i]`, which the test knows is there. */
export function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

export function sheet(book: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = book.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

/** A temporary folder for one test file, removed after it. */
export function tempFolder(prefix = 'ba-catalogue-'): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** Exports the catalogue of `database` into `dir` and returns the path (a folder for CSV). */
export async function exportTo(database: Database, format: ExportFormat, dir: string): Promise<string> {
  const target = path.join(dir, format === 'csv' ? 'csv' : `catalogue.${format}`);
  await exportCatalogue(database.db, format, target);
  return target;
}

/** Opens a workbook, lets `edit` change it and saves it under a new name. */
export async function editWorkbook(
  file: string,
  edit: (workbook: ExcelJS.Workbook) => void,
  name = 'edited.xlsx',
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  edit(workbook);
  const target = path.join(path.dirname(file), name);
  await workbook.xlsx.writeFile(target);
  return target;
}

/** The column number of a header in row 1 of a sheet. */
export function columnOf(sheet: ExcelJS.Worksheet, header: string): number {
  let found = 0;
  sheet.getRow(1).eachCell((cell, col) => {
    if (cell.value === header) found = col;
  });
  if (found === 0) throw new Error(`no column ${header} in ${sheet.name}`);
  return found;
}

/** Runs an import that must fail; returns its problems and checks the database did not change. */
export async function expectRejected(
  database: Database,
  files: string | string[],
): Promise<{ problems: string[]; detail: string }> {
  const before = await readCatalogue(database.db);
  const error = await importCatalogue(database.db, files).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the import should have been refused').toBeInstanceOf(CatalogueImportError);
  expect(await readCatalogue(database.db)).toEqual(before);
  const rejected = error as CatalogueImportError;
  return { problems: rejected.problems, detail: rejected.detail };
}
