import type { Agreement } from '@broker/contract';
import type { Db } from '../../db/database.js';
import { acceptancesRepository, agreementsRepository } from '../../db/agreements-repository.js';
import { AppError } from '../../errors.js';

export function agreementService(db: Db) {
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
    async hasAcceptedCurrent(userId: string, id: string): Promise<boolean> {
      return acceptancesRepository(db, userId).hasCurrent(id);
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
