import type { Agreement } from '@broker/contract';
import type { Db } from '../../db/database.js';
import { acceptancesRepository, agreementsRepository } from '../../db/agreements-repository.js';
import { AppError } from '../../errors.js';
import { NO_SESSION_CACHE, type SessionCache } from '../auth/session-cache.js';

export function agreementService(db: Db, cache: SessionCache = NO_SESSION_CACHE) {
  const texts = agreementsRepository(db);

  async function current(id: string) {
    const row = await texts.find(id);
    if (!row) throw new AppError('not_found:agreement');
    return row;
  }

  return {
    async get(id: string): Promise<Agreement> {
      const row = await current(id);
      return {
        id: row.id,
        title: row.title,
        body: row.body,
        version: row.version,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
    /** Kept with the agent's sessions (decision 050): an acceptance or a new text is announced. */
    async hasAcceptedCurrent(userId: string, id: string): Promise<boolean> {
      const cached = await cache.ready();
      const known = cached ? cache.accepted(userId, id, Date.now()) : undefined;
      if (known !== undefined) return known;
      const generation = cache.generation();
      const accepted = await acceptancesRepository(db, userId).hasCurrent(id);
      if (cached) cache.putAccepted(userId, id, accepted, generation, Date.now());
      return accepted;
    },
    /**
     * Records acceptance of the text the agent read: when they name a version that is no longer current,
     * they read an older text and must read the new one first.
     */
    async accept(userId: string, id: string, version: number | undefined): Promise<void> {
      const row = await current(id);
      if (version !== undefined && version !== row.version) throw new AppError('invalid:agreement_version');
      await acceptancesRepository(db, userId).record(id, row.version);
    },
  };
}
export type AgreementService = ReturnType<typeof agreementService>;
