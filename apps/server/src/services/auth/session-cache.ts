import type { Database, Listening } from '../../db/database.js';
import type { SessionRow } from '../../db/sessions-repository.js';
import type { UserRow } from '../../db/users-repository.js';

/** What a session look-up found: the session and its agent. */
export interface SessionAndUser {
  session: SessionRow;
  user: UserRow;
}

/**
 * Sessions recently read from the database, by token hash (decision 050). An entry lives a few seconds
 * and goes at once when its agent's sessions or account change, however they change: triggers on
 * `users` and `sessions` (migration 0013) notify the agent's id on `SESSION_CHANGES`, every instance
 * LISTENs, and a request uses the cache only after `ready()` — every change committed before the
 * request arrived has been heard — so a sign-out, a disabled account or a revoked session is never
 * accepted afterwards, on any instance, whether the app, the CLI or plain SQL made the change.
 */
export interface SessionCache {
  /** Whether this request may use the cache (false while the listening connection is down). */
  ready(): Promise<boolean>;
  get(tokenHash: string, now: number): SessionAndUser | undefined;
  /** A token for `put`: taken before reading the database, so a change heard meanwhile wins. */
  generation(): number;
  put(tokenHash: string, found: SessionAndUser, generation: number, now: number): void;
  /** Replaces the cached session row (its sliding expiry moved). */
  refresh(tokenHash: string, session: SessionRow): void;
  /** Whether the agent accepted an agreement's current version, when known (userinfo asks every time). */
  accepted(userId: string, agreementId: string, now: number): boolean | undefined;
  putAccepted(userId: string, agreementId: string, value: boolean, generation: number, now: number): void;
  close(): Promise<void>;
}

/**
 * The channel the triggers of migration 0013 notify, with the agent's id as the payload, or `*` when
 * an agreement's text changed (every agent's acceptance may be out of date).
 */
export const SESSION_CHANGES = 'ba_session_changes';
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

interface Entry extends SessionAndUser {
  storedAt: number;
}

export function sessionCache(database: Pick<Database, 'listen'>, ttlMs = SESSION_CACHE_TTL_MS): SessionCache {
  const entries = new Map<string, Entry>();
  const acceptances = new Map<string, { userId: string; value: boolean; storedAt: number }>();
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    entries.clear();
    acceptances.clear();
  };
  const forget = (userId: string) => {
    if (userId === '*') return forgetAll();
    generation += 1;
    for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
    for (const [key, entry] of acceptances) if (entry.userId === userId) acceptances.delete(key);
  };
  const bounded = <K, V>(map: Map<K, V>) => {
    if (map.size < MAX_ENTRIES) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  };
  // Opened on first use: an app that never checks a session holds no listening connection.
  let listening: Listening | undefined;
  let closed = false;
  return {
    ready: () => {
      if (closed) return Promise.resolve(false);
      listening ??= database.listen(SESSION_CHANGES, forget, forgetAll);
      return listening.heardAllBefore();
    },
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.storedAt > ttlMs || entry.session.expiresAt.getTime() <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    put(tokenHash, found, at, now) {
      if (at !== generation) return;
      bounded(entries);
      entries.set(tokenHash, { ...found, storedAt: now });
    },
    refresh(tokenHash, session) {
      const entry = entries.get(tokenHash);
      if (entry) entries.set(tokenHash, { ...entry, session });
    },
    accepted(userId, agreementId, now) {
      const key = `${userId} ${agreementId}`;
      const entry = acceptances.get(key);
      if (!entry) return undefined;
      if (now - entry.storedAt > ttlMs) {
        acceptances.delete(key);
        return undefined;
      }
      return entry.value;
    },
    putAccepted(userId, agreementId, value, at, now) {
      if (at !== generation) return;
      bounded(acceptances);
      acceptances.set(`${userId} ${agreementId}`, { userId, value, storedAt: now });
    },
    close: async () => {
      closed = true;
      forgetAll();
      await listening?.close();
    },
  };
}

/** No cache: every request reads its session (tests of the session service on its own). */
export const NO_SESSION_CACHE: SessionCache = {
  ready: async () => false,
  get: () => undefined,
  generation: () => 0,
  put: () => undefined,
  refresh: () => undefined,
  accepted: () => undefined,
  putAccepted: () => undefined,
  close: async () => undefined,
};
