import type { WebResourceEntry } from '@broker/contract';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.js';
import { webResources } from './schema-web-resources.js';

export type WebResourceRow = typeof webResources.$inferSelect;

export interface WebResourceFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  /** Operators' listing sees unpublished entries too; agents never do. */
  includeUnpublished?: boolean;
}

/** `%` and `_` typed by an agent are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: WebResourceFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (!filter.includeUnpublished) parts.push(eq(webResources.published, true));
  if (filter.category) parts.push(eq(webResources.category, filter.category));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    parts.push(
      or(
        ilike(webResources.title, pattern),
        ilike(webResources.source, pattern),
        ilike(webResources.summary, pattern),
      ),
    );
  }
  return and(...parts);
}

// Titles by code point (COLLATE "C"): the same order on PGlite and on any server's locale.
const ORDER = [asc(webResources.sortOrder), sql`${webResources.title} collate "C"`, asc(webResources.id)];

/** The operator-managed web resources. Not per agent: nothing here is anyone's own data. */
export function webResourcesRepository(db: Db) {
  return {
    async page(filter: WebResourceFilter, offset: number, limit: number): Promise<WebResourceRow[]> {
      return db
        .select()
        .from(webResources)
        .where(where(filter))
        .orderBy(...ORDER)
        .offset(offset)
        .limit(limit);
    },
    async count(filter: WebResourceFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(webResources).where(where(filter));
      return row?.n ?? 0;
    },
    async all(filter: WebResourceFilter = {}): Promise<WebResourceRow[]> {
      return db
        .select()
        .from(webResources)
        .where(where(filter))
        .orderBy(...ORDER);
    },
    /** Categories of the published entries, ordered by their first entry's place in the list. */
    async publishedCategories(): Promise<string[]> {
      const rows = await db
        .select({ category: webResources.category, first: sql<number>`min(${webResources.sortOrder})` })
        .from(webResources)
        .where(eq(webResources.published, true))
        .groupBy(webResources.category)
        .orderBy(sql`min(${webResources.sortOrder})`, sql`${webResources.category} collate "C"`);
      return rows.map((r) => r.category);
    },
    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ id: webResources.id }).from(webResources).limit(1);
      return row === undefined;
    },
    /** Adds the entry, or updates the one with the same link; says which. */
    async upsert(entry: WebResourceEntry): Promise<'created' | 'updated' | 'unchanged'> {
      const values = {
        title: entry.title,
        source: entry.source,
        summary: entry.summary,
        url: entry.url,
        category: entry.category,
        sortOrder: entry.order,
        published: entry.published,
      };
      const [existing] = await db.select().from(webResources).where(eq(webResources.url, entry.url));
      if (!existing) {
        await db.insert(webResources).values(values);
        return 'created';
      }
      const same =
        existing.title === values.title &&
        existing.source === values.source &&
        existing.summary === values.summary &&
        existing.category === values.category &&
        existing.sortOrder === values.sortOrder &&
        existing.published === values.published;
      if (same) return 'unchanged';
      await db
        .update(webResources)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(webResources.id, existing.id));
      return 'updated';
    },
    /** By id, or by link (as listed); undefined when neither matches. */
    async find(idOrUrl: string): Promise<WebResourceRow | undefined> {
      const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrUrl);
      const [row] = await db
        .select()
        .from(webResources)
        .where(byId ? eq(webResources.id, idOrUrl) : eq(webResources.url, idOrUrl))
        .limit(1);
      return row;
    },
    async setPublished(id: string, published: boolean): Promise<void> {
      await db.update(webResources).set({ published, updatedAt: new Date() }).where(eq(webResources.id, id));
    },
    async remove(id: string): Promise<void> {
      await db.delete(webResources).where(eq(webResources.id, id));
    },
  };
}
export type WebResourcesRepository = ReturnType<typeof webResourcesRepository>;
