import { asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { companies, faq, kbParagraphs, products } from './schema.js';
import { webResources } from './schema-web-resources.js';

export type KbParagraphRow = Omit<typeof kbParagraphs.$inferSelect, 'importedAt'>;

/** Rows per INSERT: paragraphs are at most a few hundred characters, so a batch stays small. */
const BATCH = 200;

/**
 * The operator's documents (`kb import`), one row per paragraph. Written by imports (one transaction,
 * so `db` may be a transaction), read whole when the knowledge base is built.
 */
export function kbRepository(db: Db) {
  return {
    async all(): Promise<KbParagraphRow[]> {
      return db
        .select({
          id: kbParagraphs.id,
          source: kbParagraphs.source,
          title: kbParagraphs.title,
          text: kbParagraphs.text,
          position: kbParagraphs.position,
        })
        .from(kbParagraphs)
        .orderBy(asc(kbParagraphs.source), asc(kbParagraphs.position));
    },
    /** Replaces every paragraph of these sources with `rows`. */
    async replaceSources(sources: readonly string[], rows: readonly KbParagraphRow[]): Promise<void> {
      if (sources.length > 0) await db.delete(kbParagraphs).where(inArray(kbParagraphs.source, [...sources]));
      for (let i = 0; i < rows.length; i += BATCH) {
        await db.insert(kbParagraphs).values(rows.slice(i, i + BATCH));
      }
    },
    /** Removes a source's paragraphs; returns how many there were. */
    async removeSource(source: string): Promise<number> {
      const removed = await db
        .delete(kbParagraphs)
        .where(eq(kbParagraphs.source, source))
        .returning({ id: kbParagraphs.id });
      return removed.length;
    },
    async sources(): Promise<{ source: string; paragraphs: number; importedAt: Date }[]> {
      return db
        .select({
          source: kbParagraphs.source,
          paragraphs: count(),
          importedAt: sql<Date>`max(${kbParagraphs.importedAt})`.mapWith((v: string | Date) => new Date(v)),
        })
        .from(kbParagraphs)
        .groupBy(kbParagraphs.source)
        .orderBy(asc(kbParagraphs.source));
    },
    /**
     * A cheap fingerprint of everything the knowledge base is built from: row counts and latest change
     * times of companies, products, FAQ and paragraphs. Imports in any process or instance change it
     * (an upsert sets updated_at; a removal changes a count), so comparing it tells when to rebuild.
     */
    async dataVersion(): Promise<string> {
      const part = async (table: typeof companies | typeof products | typeof faq | typeof webResources) => {
        const [row] = await db.select({ n: count(), at: max(table.updatedAt) }).from(table);
        return `${row?.n ?? 0}@${row?.at ? new Date(row.at).getTime() : 0}`;
      };
      const [kb] = await db.select({ n: count(), at: max(kbParagraphs.importedAt) }).from(kbParagraphs);
      // Web resources feed the answers too (web_page sources): an operator's change rebuilds them.
      const parts = [await part(companies), await part(products), await part(faq), await part(webResources)];
      return [...parts, `${kb?.n ?? 0}@${kb?.at ? new Date(kb.at).getTime() : 0}`].join('|');
    },
  };
}
