import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<typeof users.$inferInsert, 'workId' | 'realName' | 'passwordHash' | 'origin'>;

/**
 * Accounts. Looked up by work id only at sign-in and by operators (CLI); everything a signed-in agent
 * does goes through their own id.
 */
export function usersRepository(db: Db) {
  return {
    async findByWorkId(workId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.workId, workId)).limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Returns undefined when the work id is taken. */
    async create(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.workId })
        .returning();
      return row;
    },
    /** Host-app sign-on: creates the account or refreshes its name, in one statement. */
    async upsertFromHost(workId: string, realName: string): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ workId, realName, origin: 'erp' })
        .onConflictDoUpdate({ target: users.workId, set: { realName, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.workId));
    },
    async update(
      id: string,
      changes: Partial<
        Pick<UserRow, 'realName' | 'passwordHash' | 'preferredModel' | 'seenGuides' | 'disabledAt'>
      >,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
