import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { uploadedFiles } from './schema-underwriting.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

/** An agent's files: every read and write filtered by the owner. */
export function filesRepository(db: Db, userId: string) {
  const mine = (id: string) => and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, userId));
  return {
    async create(values: Omit<typeof uploadedFiles.$inferInsert, 'userId'>): Promise<void> {
      await db.insert(uploadedFiles).values({ ...values, userId });
    },
    async find(id: string): Promise<UploadedFileRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(uploadedFiles).where(mine(id));
      return row;
    },
    async findMany(ids: readonly string[]): Promise<UploadedFileRow[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      return db
        .select()
        .from(uploadedFiles)
        .where(and(inArray(uploadedFiles.id, valid), eq(uploadedFiles.userId, userId)));
    },
    async update(id: string, values: Partial<typeof uploadedFiles.$inferInsert>): Promise<void> {
      await db.update(uploadedFiles).set(values).where(mine(id));
    },
    async remove(ids: readonly string[]): Promise<string[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      const rows = await db
        .delete(uploadedFiles)
        .where(and(inArray(uploadedFiles.id, valid), eq(uploadedFiles.userId, userId)))
        .returning({ id: uploadedFiles.id });
      return rows.map((r) => r.id);
    },
  };
}

/** The upload route's side: the file by id alone (the token in the address proves who may write it). */
export async function fileForUpload(db: Db, id: string): Promise<UploadedFileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return row;
}

/** The parse worker's side: progress and results by id. */
export async function updateParse(
  db: Db,
  id: string,
  values: Partial<typeof uploadedFiles.$inferInsert>,
): Promise<void> {
  await db.update(uploadedFiles).set(values).where(eq(uploadedFiles.id, id));
}

/** Files whose reading was queued or under way when the process stopped. */
export async function unfinishedParses(db: Db): Promise<{ id: string; mime: string | null }[]> {
  return db
    .select({ id: uploadedFiles.id, mime: uploadedFiles.mime })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.parseStatus, ['queued', 'running']), isNotNull(uploadedFiles.mime)));
}

/** Files past their retention, for housekeeping; returns their ids so their bytes go too. */
export async function deleteExpiredFiles(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .delete(uploadedFiles)
    .where(lt(uploadedFiles.expiresAt, now))
    .returning({ id: uploadedFiles.id });
  return rows.map((r) => r.id);
}
export type FilesRepository = ReturnType<typeof filesRepository>;
