import type { Comparison, Product, ProductSummary } from '@broker/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { products } from './schema.js';
import { comparisons, shareViews } from './schema-tools.js';

export type ComparisonRow = typeof comparisons.$inferSelect;

export interface CatalogueEntry {
  product: Product;
  summary: ProductSummary;
  updatedAt: string;
}

/** The products a comparison names, with when the catalogue last changed each (read for every agent). */
export async function productsByCode(db: Db, codes: readonly string[]): Promise<Map<string, CatalogueEntry>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ data: products.data, summary: products.summary, updatedAt: products.updatedAt })
    .from(products)
    .where(inArray(products.code, [...codes]));
  return new Map(
    rows.map((r) => [
      r.data.code,
      { product: r.data, summary: r.summary, updatedAt: r.updatedAt.toISOString() },
    ]),
  );
}

/** One agent's saved comparisons (DESIGN.md convention 3): another agent's id is simply not found. */
export function comparisonsRepository(db: Db, userId: string) {
  const mine = (id: string) => and(eq(comparisons.id, id), eq(comparisons.userId, userId));
  return {
    async find(id: string): Promise<ComparisonRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(comparisons).where(mine(id));
      return row;
    },
    async insert(values: {
      title: string;
      productCodes: string[];
      result: Comparison;
      productStamps: Record<string, string>;
    }): Promise<ComparisonRow> {
      const [row] = await db
        .insert(comparisons)
        .values({ userId, ...values })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Replaces a saved comparison's content; undefined when it is not this agent's. */
    async update(
      id: string,
      values: {
        title: string;
        productCodes: string[];
        result: Comparison;
        productStamps: Record<string, string>;
      },
    ): Promise<ComparisonRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(comparisons)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(comparisons).where(mine(id)).returning({ id: comparisons.id });
      return rows.length > 0;
    },
    /** Newest first, with how many times each was viewed through a share. */
    async page(offset: number, limit: number) {
      const views = db
        .select({ comparisonId: shareViews.comparisonId, n: count().as('n') })
        .from(shareViews)
        .where(eq(shareViews.userId, userId))
        .groupBy(shareViews.comparisonId)
        .as('views');
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: comparisons, views: views.n })
          .from(comparisons)
          .leftJoin(views, eq(views.comparisonId, comparisons.id))
          .where(eq(comparisons.userId, userId))
          .orderBy(desc(comparisons.updatedAt), desc(comparisons.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(comparisons).where(eq(comparisons.userId, userId)),
      ]);
      return { rows: rows.map((r) => ({ ...r.row, views: Number(r.views ?? 0) })), total: total?.n ?? 0 };
    },
  };
}
