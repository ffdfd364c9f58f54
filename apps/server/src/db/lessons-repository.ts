import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { lessonProgress, lessons } from './schema-lessons.js';

export type LessonRow = typeof lessons.$inferSelect;
export type LessonListRow = Omit<LessonRow, 'body'>;
export type LessonProgressRow = typeof lessonProgress.$inferSelect;
export type LessonValues = Omit<typeof lessons.$inferInsert, 'createdAt' | 'updatedAt' | 'published'> & {
  /** Undefined: a new lesson is unpublished, a known one keeps its state. */
  published: boolean | undefined;
};

const inOrder = [asc(lessons.sortOrder), asc(lessons.id)];

/** The lessons themselves: the same for every agent (the operator's content). */
export function lessonsRepository(db: Db) {
  return {
    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ id: lessons.id }).from(lessons).limit(1);
      return row !== undefined;
    },
    /** Inserts or replaces lessons by id, in one transaction; returns the ids that were new. */
    async upsert(values: readonly LessonValues[]): Promise<string[]> {
      if (values.length === 0) return [];
      return db.transaction(async (tx) => {
        const ids = values.map((v) => v.id);
        const known = new Set(
          (await tx.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, ids))).map(
            (r) => r.id,
          ),
        );
        const now = new Date();
        for (const { published, ...lesson } of values) {
          await tx
            .insert(lessons)
            .values({ ...lesson, published: published ?? false, updatedAt: now })
            .onConflictDoUpdate({
              target: lessons.id,
              set: { ...lesson, ...(published !== undefined && { published }), updatedAt: now },
            });
        }
        return ids.filter((id) => !known.has(id));
      });
    },
    all(): Promise<LessonRow[]> {
      return db
        .select()
        .from(lessons)
        .orderBy(...inOrder);
    },
    /** The published lessons in order, without their text (the list and the neighbours need none). */
    published(): Promise<LessonListRow[]> {
      const { body: _body, ...columns } = getTableColumns(lessons);
      return db
        .select(columns)
        .from(lessons)
        .where(eq(lessons.published, true))
        .orderBy(...inOrder);
    },
    async findPublished(id: string): Promise<LessonRow | undefined> {
      const [row] = await db
        .select()
        .from(lessons)
        .where(and(eq(lessons.id, id), eq(lessons.published, true)));
      return row;
    },
    /** Sets the flag of the lessons named; returns the ids that exist. */
    async setPublished(ids: readonly string[], published: boolean): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(lessons)
        .set({ published, updatedAt: new Date() })
        .where(inArray(lessons.id, [...ids]))
        .returning({ id: lessons.id });
      return rows.map((r) => r.id);
    },
    /** Whether a published lesson shows this medium (as cover, poster, video or a picture in its text). */
    async isPublishedMedium(name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(
          and(
            eq(lessons.published, true),
            or(
              eq(lessons.cover, name),
              eq(lessons.poster, name),
              eq(lessons.video, name),
              sql`strpos(${lessons.body}, ${name}) > 0`,
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

/** One agent's viewing progress: every read and write filtered by the owner. */
export function lessonProgressRepository(db: Db, userId: string) {
  return {
    async find(lessonId: string): Promise<LessonProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
      return row;
    },
    async save(lessonId: string, positionSeconds: number, durationSeconds: number | null): Promise<void> {
      const now = new Date();
      await db
        .insert(lessonProgress)
        .values({ userId, lessonId, positionSeconds, durationSeconds, updatedAt: now })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: { positionSeconds, durationSeconds, updatedAt: now },
        });
    },
  };
}
