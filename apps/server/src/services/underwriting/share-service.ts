import { timingSafeEqual } from 'node:crypto';
import type { SharedUnderwritingReport, UnderwritingReport, UnderwritingShare } from '@broker/contract';
import type { Db } from '../../db/database.js';
import { reportForShare, underwritingRepository } from '../../db/underwriting-repository.js';
import { usersRepository } from '../../db/users-repository.js';
import { AppError } from '../../errors.js';
import { newShareCode, shareExpiry } from '../sharing/share-code.js';

const sharePath = (id: string, code: string) =>
  `/aiUnderwritingReport?shareFlag=1&id=${id}&share_code=${encodeURIComponent(code)}`;

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The report as the customer sees it: no link, no file paths (the report never holds the files). */
const forCustomer = (report: UnderwritingReport): UnderwritingReport => {
  const { share: _share, ...rest } = report;
  return { ...rest, input: { ...report.input, filePaths: [] } };
};

/**
 * Sharing a pre-underwriting report with the customer (issue 15): the comparison's share codes (128
 * random bits, 30 days, decision 018), kept inside the stored report so no table changes; the customer's
 * page needs no session. Deleting the report (or its 180-day retention) ends the link with it.
 */
export function underwritingShareService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** A live link for the agent's report: the existing one, or a new one valid 30 days. */
    async share(userId: string, id: string): Promise<UnderwritingShare> {
      const reports = underwritingRepository(db, userId);
      const report = await reports.find(id);
      if (!report) throw new AppError('not_found:underwriting');
      const at = now();
      let share = report.share;
      if (!share || new Date(share.expiresAt) <= at) {
        share = { shareCode: newShareCode(), expiresAt: shareExpiry(at).toISOString() };
        await reports.replace({ ...report, share });
      }
      return { ...share, path: sharePath(id, share.shareCode) };
    },

    /** The report for whoever holds its live code; a wrong, expired or missing one all look the same. */
    async shared(id: string, code: string): Promise<SharedUnderwritingReport> {
      const found = await reportForShare(db, id);
      const share = found?.report.share;
      if (!found || !share || !sameCode(share.shareCode, code) || new Date(share.expiresAt) <= now())
        throw new AppError('not_found:share');
      const agent = await usersRepository(db).findById(found.userId);
      if (!agent) throw new AppError('not_found:share');
      return {
        report: forCustomer(found.report),
        agent: { realName: agent.realName, workId: agent.workId },
        expiresAt: share.expiresAt,
      };
    },
  };
}
