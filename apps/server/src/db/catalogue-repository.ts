import type { Company, Product, ProductSummary } from '@broker/contract';
import { asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FaqItem } from '@broker/contract';
import type { Db } from './database.js';
import { companies, faq, products } from './schema.js';

export type ProductRow = typeof products.$inferInsert;
export type CompanyRow = typeof companies.$inferInsert;

/** Rows per INSERT: products carry their whole rate table, so keep statements moderate. */
const BATCH = 50;

/** `SET col = excluded.col` for every column but the key: an upsert that replaces the row. */
function replaceAll<T extends PgTable>(table: T, key: string): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    if (field === key) continue;
    set[field] = field === 'updatedAt' ? sql`now()` : sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  key: 'code' | 'id',
  rows: T['$inferInsert'][],
): Promise<void> {
  const target = getTableColumns(table)[key];
  if (!target) throw new Error(`no column ${key}`);
  const set = replaceAll(table, key);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(table)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({ target, set });
  }
}

/**
 * The product catalogue: read by every agent, written only by imports (one transaction each, so `db`
 * may be a transaction).
 */
export function catalogueRepository(db: Db) {
  return {
    async companies(): Promise<Company[]> {
      const rows = await db.select({ data: companies.data }).from(companies).orderBy(asc(companies.code));
      return rows.map((r) => r.data);
    },
    async company(code: string): Promise<Company | undefined> {
      const [row] = await db.select({ data: companies.data }).from(companies).where(eq(companies.code, code));
      return row?.data;
    },
    /** Companies with how many of their products are on sale and in all. */
    async companiesWithCounts(): Promise<{ company: Company; onSale: number; total: number }[]> {
      const rows = await db
        .select({
          data: companies.data,
          total: count(products.code),
          onSale: sql<number>`count(${products.code}) filter (where ${products.onSale})`.mapWith(Number),
        })
        .from(companies)
        .leftJoin(products, eq(products.companyCode, companies.code))
        .groupBy(companies.code)
        .orderBy(asc(companies.code));
      return rows.map((r) => ({ company: r.data, onSale: r.onSale, total: r.total }));
    },
    async productsByCode(codes: readonly string[]): Promise<Map<string, Product>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ code: products.code, data: products.data })
        .from(products)
        .where(inArray(products.code, [...codes]));
      return new Map(rows.map((r) => [r.code, r.data]));
    },
    async product(code: string): Promise<{ product: Product; summary: ProductSummary } | undefined> {
      const [row] = await db
        .select({ data: products.data, summary: products.summary })
        .from(products)
        .where(eq(products.code, code))
        .limit(1);
      return row && { product: row.data, summary: row.summary };
    },
    async allProducts(): Promise<Product[]> {
      const rows = await db.select({ data: products.data }).from(products).orderBy(asc(products.code));
      return rows.map((r) => r.data);
    },
    /** Everything but the product itself and the time, by code: to tell when they are out of date. */
    async derivedColumns(
      codes: readonly string[],
    ): Promise<Map<string, Omit<ProductRow, 'data' | 'updatedAt'>>> {
      if (codes.length === 0) return new Map();
      const { data: _data, updatedAt: _updatedAt, ...columns } = getTableColumns(products);
      const rows = await db
        .select(columns)
        .from(products)
        .where(inArray(products.code, [...codes]));
      return new Map(rows.map((r) => [r.code, r]));
    },
    async productsOfCompanies(codes: readonly string[]): Promise<Product[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .select({ data: products.data })
        .from(products)
        .where(inArray(products.companyCode, [...codes]));
      return rows.map((r) => r.data);
    },
    async faqById(ids: readonly string[]): Promise<Map<string, FaqItem>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(faq)
        .where(inArray(faq.id, [...ids]));
      return new Map(rows.map(({ updatedAt: _u, ...entry }) => [entry.id, entry]));
    },
    async allFaq(): Promise<FaqItem[]> {
      const rows = await db.select().from(faq).orderBy(asc(faq.id));
      return rows.map(({ updatedAt: _u, ...entry }) => entry);
    },
    async counts(): Promise<{ companies: number; products: number; onSale: number; faq: number }> {
      const [[c], [p], [f]] = await Promise.all([
        db.select({ n: count() }).from(companies),
        db
          .select({
            n: count(),
            onSale: sql<number>`count(*) filter (where ${products.onSale})`.mapWith(Number),
          })
          .from(products),
        db.select({ n: count() }).from(faq),
      ]);
      return { companies: c?.n ?? 0, products: p?.n ?? 0, onSale: p?.onSale ?? 0, faq: f?.n ?? 0 };
    },
    async hasProducts(): Promise<boolean> {
      const rows = await db.select({ code: products.code }).from(products).limit(1);
      return rows.length > 0;
    },
    async upsertCompanies(rows: CompanyRow[]): Promise<void> {
      await upsertInBatches(db, companies, 'code', rows);
    },
    async upsertProducts(rows: ProductRow[]): Promise<void> {
      await upsertInBatches(db, products, 'code', rows);
    },
    async upsertFaq(entries: FaqItem[]): Promise<void> {
      await upsertInBatches(db, faq, 'id', entries);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
