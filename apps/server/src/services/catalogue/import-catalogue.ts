import { companySchema, faqItemSchema, type Company, type Product } from '@broker/contract';
import { productSchema } from '@broker/insurance';
import { z } from 'zod';
import { zhCN } from 'zod/locales';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import type { Db } from '../../db/database.js';
import { canonicalProduct } from './canonical.js';
import { checkDefaultsWork } from './defaults-check.js';
import { sameJson, type ImportCounts, type ImportReport } from './document.js';
import { formatLocation, type Draft } from './drafts.js';
import { EMPTY_PARTS, joinProduct, PART_NAMES, splitProduct, type ProductParts } from './parts.js';
import { Problems } from './problems.js';
import { companyRow, derivedOf, productRow } from './product-rows.js';
import { parseImport, readImportFiles, type ImportFile, type ParsedImport } from './read-files.js';
import type { TabularImport } from './tables/tabular-import.js';
import { rejectDuplicates, validateDrafts } from './validate.js';

// Import runs from the CLI as well as the server: schema messages must be Chinese there too.
z.config(zhCN());

/**
 * Spreadsheet rows change parts of products: a table in the import replaces that part of every product
 * it has rows for, and of every product in the import's products table; other parts stay as stored.
 */
function mergeTables(tables: TabularImport, existing: Map<string, Product>, problems: Problems): Draft[] {
  const drafts: Draft[] = [];
  for (const product of tables.products.values()) {
    const prior = existing.get(product.code);
    const listed = product.parts.products !== undefined;
    if (!listed && !prior) {
      problems.add(
        formatLocation({ ...product.firstSeen, column: '产品代码' }),
        `产品 ${product.code} 不存在（新产品须同时在 products 表中填写）`,
      );
      continue;
    }
    const base = prior ? splitProduct(prior) : EMPTY_PARTS;
    const parts = {} as ProductParts;
    for (const name of PART_NAMES) {
      const given = product.parts[name];
      parts[name] =
        given !== undefined ? given : listed && tables.tables.has(name) ? EMPTY_PARTS[name] : base[name];
    }
    drafts.push({
      key: product.code,
      value: joinProduct(parts),
      locate: (path) => product.sources.locate(path),
      failed: product.failed,
    });
  }
  return drafts;
}

/** Validation made sure every product's company exists. */
function companyOf(companies: Map<string, Company>, code: string): Company {
  const company = companies.get(code);
  if (!company) throw new Error(`company ${code} missing after validation`);
  return company;
}

const zero = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0 });

/** Sorts records into created / updated / unchanged against what is stored; returns those to write. */
function diff<T>(items: T[], keyOf: (item: T) => string, stored: Map<string, T>, counts: ImportCounts): T[] {
  return items.filter((item) => {
    const before = stored.get(keyOf(item));
    if (!before) counts.created += 1;
    else if (sameJson(before, item)) {
      counts.unchanged += 1;
      return false;
    } else counts.updated += 1;
    return true;
  });
}

async function apply(db: Db, parsed: ParsedImport, problems: Problems): Promise<ImportReport> {
  const repo = catalogueRepository(db);
  const records = parsed.kind === 'json' ? parsed.json : parsed.tables;
  const codes =
    parsed.kind === 'json' ? parsed.json.products.map((d) => d.key) : [...parsed.tables.products.keys()];
  // One after another: a transaction is one connection.
  const storedCompanies = new Map((await repo.companies()).map((c) => [c.code, c]));
  const storedProducts = await repo.productsByCode(codes.filter((code) => code !== ''));
  const storedFaq = await repo.faqById(records.faq.map((d) => d.key).filter((id) => id !== ''));
  const productDrafts =
    parsed.kind === 'json' ? parsed.json.products : mergeTables(parsed.tables, storedProducts, problems);

  const companies = rejectDuplicates(
    validateDrafts(records.companies, companySchema, problems),
    (c) => c.code,
    '公司代码',
    'code',
    problems,
  );
  const products = rejectDuplicates(
    validateDrafts(productDrafts, productSchema, problems),
    (p) => p.code,
    '产品代码',
    'code',
    problems,
  ).map(({ draft, value }) => ({ draft, value: canonicalProduct(value) }));
  const faq = rejectDuplicates(
    validateDrafts(records.faq, faqItemSchema, problems),
    (f) => f.id,
    '编号',
    'id',
    problems,
  );
  const companyCodes = new Set([...storedCompanies.keys(), ...records.companies.map((d) => d.key)]);
  for (const { value, draft } of products) {
    const stored = storedProducts.get(value.code);
    if (!stored || !sameJson(stored, value)) checkDefaultsWork(value, draft, problems);
    if (!companyCodes.has(value.companyCode)) {
      problems.add(
        draft.locate(['companyCode']),
        `公司代码 ${value.companyCode} 不存在（须在 companies 表中或已导入）`,
      );
    }
  }
  problems.throwIfAny();

  const report: ImportReport = { companies: zero(), products: zero(), faq: zero() };
  const changedCompanies = diff(
    companies.map((c) => c.value),
    (c) => c.code,
    storedCompanies,
    report.companies,
  );
  const changedProducts = diff(
    products.map((p) => p.value),
    (p) => p.code,
    storedProducts,
    report.products,
  );
  const changedFaq = diff(
    faq.map((f) => f.value),
    (f) => f.id,
    storedFaq,
    report.faq,
  );

  const allCompanies = new Map<string, Company>(storedCompanies);
  for (const company of changedCompanies) allCompanies.set(company.code, company);
  await repo.upsertCompanies(changedCompanies.map(companyRow));
  // Derived columns (list item, search text) are rewritten where they no longer match what the product
  // and its company give: a renamed company, or rules for them that changed since the last import.
  const written = new Set(changedProducts.map((p) => p.code));
  const renamed = changedCompanies.filter((c) => storedCompanies.has(c.code)).map((c) => c.code);
  const others = new Map<string, Product>();
  for (const p of [...products.map((v) => v.value), ...(await repo.productsOfCompanies(renamed))]) {
    if (!written.has(p.code) && !others.has(p.code)) others.set(p.code, p);
  }
  const derived = await repo.derivedColumns([...others.keys()]);
  const rowOf = (p: Product) => productRow(p, companyOf(allCompanies, p.companyCode));
  const stale = [...others.values()]
    .map(rowOf)
    .filter((row) => !sameJson(derived.get(row.code), derivedOf(row)));
  await repo.upsertProducts([...changedProducts.map(rowOf), ...stale]);
  await repo.upsertFaq(changedFaq);
  return report;
}

/**
 * Imports catalogue files (JSON, XLSX, CSV; a folder takes its files together) in one transaction:
 * every problem found is reported at once with where it is, and then nothing is written. Records are
 * upserted by code; importing the same file again changes nothing.
 */
export async function importCatalogue(
  db: Db,
  paths: string | readonly string[] | { files: ImportFile[] },
): Promise<ImportReport> {
  const files = typeof paths === 'object' && 'files' in paths ? paths.files : await readImportFiles(paths);
  const problems = new Problems();
  const parsed = await parseImport(files, problems);
  return db.transaction((tx) => apply(tx as unknown as Db, parsed, problems));
}
