import type { Problems } from '../problems.js';
import {
  readClauses,
  readCompanies,
  readFaq,
  readIllustrations,
  readProductFaq,
  readProducts,
} from './assemble-records.js';
import { readCommission, readRates } from './assemble-rates.js';
import { readConstraints, readFactors } from './assemble-rules.js';
import { extraHeaderOf, TABLE_NAMES, type TableName } from './layout.js';
import { checkHeader, type RawTable } from './raw-table.js';
import { emptyTabularImport, type TabularImport } from './tabular-import.js';

const READERS: Record<TableName, (table: RawTable, problems: Problems, target: TabularImport) => void> = {
  companies: readCompanies,
  products: readProducts,
  factors: readFactors,
  constraints: readConstraints,
  rates: readRates,
  commission: readCommission,
  clauses: readClauses,
  product_faq: readProductFaq,
  faq: readFaq,
  illustration: readIllustrations,
};

/**
 * Reads every table of an import (a workbook's sheets, or CSV files) into records and product parts.
 * Wrong headers stop the import at once (the operator has the wrong file or an edited header); problems
 * in cells are collected and reported together with what validation finds.
 */
export function readTables(tables: RawTable[], problems: Problems): TabularImport {
  let headersOk = true;
  for (const table of tables)
    headersOk = checkHeader(table, problems, extraHeaderOf(table.name)) && headersOk;
  if (!headersOk) problems.throwIfAny();
  const target = emptyTabularImport();
  // The products table first, so its rows are where messages about a product point to.
  const ordered = [...tables].sort((a, b) => TABLE_NAMES.indexOf(a.name) - TABLE_NAMES.indexOf(b.name));
  for (const table of ordered) {
    target.tables.add(table.name);
    READERS[table.name](table, problems, target);
  }
  return target;
}
