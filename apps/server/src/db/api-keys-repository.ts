import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from './database.js';
import { apiKeys, users } from './schema.js';
import type { UserRow } from './users-repository.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key as `apikey list` shows it: with its owner, never with its hash. */
export interface ApiKeyListing {
  id: string;
  prefix: string;
  name: string;
  workId: string;
  realName: string;
  ownerDisabled: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Open-API keys. Operators manage them from the CLI (every owner); requests find them by hash only, so
 * the plain key is never needed after creation.
 */
export function apiKeysRepository(db: Db) {
  return {
    async create(key: { userId: string; name: string; keyHash: string; prefix: string }): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKeys).values(key).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** The unrevoked key with this hash and its owner (who may be disabled: the caller decides). */
    async findActiveByHash(keyHash: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ key: apiKeys, user: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row;
    },
    /**
     * Records a use unless one was recorded after `notBefore`: the condition in the statement keeps
     * several instances from all writing for the same minute.
     */
    async touch(id: string, now: Date, notBefore: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notBefore))));
    },
    /** Every key (or one owner's), by owner then age. */
    async list(userId?: string): Promise<ApiKeyListing[]> {
      const rows = await db
        .select({
          id: apiKeys.id,
          prefix: apiKeys.prefix,
          name: apiKeys.name,
          workId: users.workId,
          realName: users.realName,
          disabledAt: users.disabledAt,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(userId ? eq(apiKeys.userId, userId) : undefined)
        .orderBy(asc(users.workId), asc(apiKeys.createdAt));
      return rows.map(({ disabledAt, ...row }) => ({ ...row, ownerDisabled: disabledAt !== null }));
    },
    /** Keys an operator may mean by `value`: its id, its hash (the full key was given) or its prefix. */
    async findForRevoke(match: { id?: string; keyHash?: string; prefix?: string }): Promise<ApiKeyRow[]> {
      const conditions = [
        match.id ? eq(apiKeys.id, match.id) : undefined,
        match.keyHash ? eq(apiKeys.keyHash, match.keyHash) : undefined,
        match.prefix ? eq(apiKeys.prefix, match.prefix) : undefined,
      ].filter((c) => c !== undefined);
      if (conditions.length === 0) return [];
      return db
        .select()
        .from(apiKeys)
        .where(or(...conditions))
        .orderBy(asc(apiKeys.createdAt));
    },
    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
