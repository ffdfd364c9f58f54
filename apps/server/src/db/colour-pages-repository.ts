import { and, count, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { colourPages } from './schema-tools.js';

export type ColourPageRow = typeof colourPages.$inferSelect;
export type ColourPageValues = Omit<
  typeof colourPages.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
type NewColourPage = ColourPageValues & { id: string };

/** A saved page as a write returns it: everything but the PNG (which the caller holds), and its size. */
const { image: _image, ...withoutImage } = getTableColumns(colourPages);
const summary = {
  ...withoutImage,
  imageBytes: sql<number>`octet_length(${colourPages.image})`.mapWith(Number),
};
export type ColourPageSummary = Omit<ColourPageRow, 'image'> & { imageBytes: number };

/** An agent's colour pages: every read and write filtered by the owner. */
export function colourPagesRepository(db: Db, userId: string) {
  const mine = (id: string) => and(eq(colourPages.id, id), eq(colourPages.userId, userId));
  return {
    async find(id: string): Promise<ColourPageRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(colourPages).where(mine(id));
      return row;
    },
    async insert(values: NewColourPage): Promise<ColourPageSummary> {
      const [row] = await db
        .insert(colourPages)
        .values({ userId, ...values })
        .returning(summary);
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Replaces a saved page in one statement; undefined when it is not this agent's. */
    async update(id: string, values: Partial<ColourPageValues>): Promise<ColourPageSummary | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(colourPages)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(id))
        .returning(summary);
      return row;
    },
    /** A new share code and end (stop sharing, or share again); the page's save time stays. */
    async setShare(
      id: string,
      shareCode: string,
      shareExpiresAt: Date,
    ): Promise<ColourPageSummary | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(colourPages)
        .set({ shareCode, shareExpiresAt })
        .where(mine(id))
        .returning(summary);
      return row;
    },
    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(colourPages).where(mine(id)).returning({ id: colourPages.id });
      return rows.length > 0;
    },
    /** Newest first, without the images. */
    async page(offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: colourPages.id,
            title: colourPages.title,
            productName: colourPages.productName,
            imageHash: colourPages.imageHash,
            updatedAt: colourPages.updatedAt,
          })
          .from(colourPages)
          .where(eq(colourPages.userId, userId))
          .orderBy(desc(colourPages.updatedAt), desc(colourPages.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(colourPages).where(eq(colourPages.userId, userId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

/** The customer's side: a live code opens only its own page. */
export async function openSharedColourPage(
  db: Db,
  id: string,
  code: string,
  now: Date,
): Promise<ColourPageRow | undefined> {
  if (!isUuid(id) || code === '') return undefined;
  const [row] = await db
    .select()
    .from(colourPages)
    .where(and(eq(colourPages.id, id), eq(colourPages.shareCode, code), gt(colourPages.shareExpiresAt, now)));
  return row;
}
