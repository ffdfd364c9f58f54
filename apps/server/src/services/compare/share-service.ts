import { createHash } from 'node:crypto';
import {
  COMPARE_LIMITS,
  sharePageUrl,
  type BehaviourReport,
  type InteractionPage,
  type SharedComparison,
  type ShareCode,
  type ShareInfo,
} from '@broker/contract';
import { comparisonsRepository } from '../../db/comparisons-repository.js';
import type { Db } from '../../db/database.js';
import { rateLimitRepository } from '../../db/rate-limit-repository.js';
import { interactionsRepository, sharesRepository } from '../../db/shares-repository.js';
import { usersRepository } from '../../db/users-repository.js';
import { AppError } from '../../errors.js';
import { newShareCode, shareExpiry } from '../sharing/share-code.js';
import { reopen } from './compare-service.js';
import { forCustomer } from './comparison.js';
import type { WechatViewers } from './wechat-viewers.js';

/** View reports per share and client address per minute: a flood is refused, never counted. */
export const VIEW_RATE_LIMIT = 60;
export const VIEW_RATE_WINDOW_MS = 60_000;
export const VIEW_RATE_KEY_PREFIX = 'view:';

export const sharePath = (id: string, code: string) =>
  `/comparisonResults?shareFlag=1&id=${id}&share_code=${encodeURIComponent(code)}`;

/** '访客 3F2A': a stable name for a browser that told us nothing else about its user. */
export const visitorName = (visitorId: string) =>
  `访客 ${createHash('sha256').update(visitorId).digest('hex').slice(0, 4).toUpperCase()}`;

/** Share codes, the customer's read-only view and the records of who opened it. */
export function shareService(
  db: Db,
  { wechat, now = () => new Date() }: { wechat?: WechatViewers | undefined; now?: () => Date } = {},
) {
  const shares = sharesRepository(db);

  async function ownComparison(userId: string, id: string) {
    const row = await comparisonsRepository(db, userId).find(id);
    if (!row) throw new AppError('not_found:comparison');
    return row;
  }

  return {
    /** A live code for the agent's saved comparison: the existing one, or a new one valid 30 days. */
    async code(userId: string, id: string): Promise<ShareCode> {
      await ownComparison(userId, id);
      const at = now();
      const share =
        (await shares.liveFor(userId, id, at)) ??
        (await shares.create({
          comparisonId: id,
          userId,
          code: newShareCode(),
          expiresAt: shareExpiry(at),
        }));
      return {
        shareCode: share.code,
        expiresAt: share.expiresAt.toISOString(),
        path: sharePath(id, share.code),
      };
    },

    /** Every live code of the comparison stops working at once. */
    async revoke(userId: string, id: string): Promise<{ ok: true }> {
      await ownComparison(userId, id);
      await shares.revoke(userId, id, now());
      return { ok: true };
    },

    /** The frozen comparison for whoever holds its code, without signing in and without commission. */
    async retrieve(id: string, code: string): Promise<SharedComparison> {
      const found = await shares.open(id, code, now());
      if (!found) throw new AppError('not_found:share');
      const agent = await usersRepository(db).findById(found.share.userId);
      if (!agent) throw new AppError('not_found:share');
      return {
        comparison: forCustomer(await reopen(db, found.comparison)),
        agent: { realName: agent.realName, workId: agent.workId },
        expiresAt: found.share.expiresAt.toISOString(),
      };
    },

    /** POST /wx/coreapi/appShareInfo: the card WeChat shows for the link. */
    async shareInfo(
      user: { id: string; realName: string },
      id: string,
      code: string,
      origin: string,
    ): Promise<ShareInfo> {
      const row = await ownComparison(user.id, id);
      const found = await shares.open(id, code, now());
      if (!found || found.share.userId !== user.id) throw new AppError('not_found:share');
      return {
        title: `${user.realName}为您整理的产品对比`,
        desc: `${row.title}：保障、保费与现金价值逐项对比`,
        imgUrl: `${origin}/favicon.svg`,
        link: sharePageUrl(origin, sharePath(id, code)),
      };
    },

    /** POST /v1/behavior/reporting: a view of a shared page, or its leave beacon with the duration. */
    async report(body: BehaviourReport, client: { ip: string; userAgent: string }): Promise<{ ok: true }> {
      const found = await shares.open(body.comparisonId, body.shareCode, now());
      if (!found) throw new AppError('not_found:share');
      const key = `${VIEW_RATE_KEY_PREFIX}${found.share.id}:${client.ip}`;
      const { count } = await rateLimitRepository(db).hit(key, now(), VIEW_RATE_WINDOW_MS);
      if (count > VIEW_RATE_LIMIT)
        throw new AppError('too_many:requests', { headers: { 'retry-after': '60' } });
      // In WeChat with the operator's app, the name WeChat gave this very visitor; else '访客 3F2A'.
      const named = wechat?.viewerOf(body.wechatIdentity, body.visitorId);
      await shares.recordView({
        shareId: found.share.id,
        comparisonId: found.comparison.id,
        userId: found.share.userId,
        sessionId: body.sessionId,
        visitorId: body.visitorId,
        visitorName: named?.nickname ?? visitorName(body.visitorId),
        visitorAvatar: named?.avatar ?? '',
        client: {
          browser: body.browser,
          device: body.device,
          engine: body.engine,
          os: body.os,
          spm: body.spm,
          spmName: body.spmName,
          wechat: /MicroMessenger/i.test(client.userAgent) ? '1' : '0',
        },
        durationSeconds: body.type === 'leave' ? Math.round(body.duration) : 0,
      });
      return { ok: true };
    },

    async records(userId: string, comparisonId: string | undefined, page: number): Promise<InteractionPage> {
      const size = COMPARE_LIMITS.recordsPageSize;
      const { rows, total, unread } = await interactionsRepository(db, userId).page(
        comparisonId,
        (page - 1) * size,
        size,
      );
      return {
        result: rows.map(({ view, title }) => ({
          id: view.id,
          userAvatar: view.visitorAvatar,
          userName: view.visitorName,
          createdAt: view.createdAt.toISOString(),
          status: view.readAt ? 'read' : 'unread',
          comparisonId: view.comparisonId,
          comparisonTitle: title,
          duration: view.durationSeconds,
          device: [view.client.wechat === '1' ? '微信' : view.client.browser, view.client.os]
            .filter(Boolean)
            .join(' · '),
        })),
        currentPage: page,
        pageSize: size,
        totalPages: Math.ceil(total / size),
        totalNum: total,
        unreadNum: unread,
      };
    },

    async markRead(userId: string, id: string | undefined): Promise<{ ok: true; changed: number }> {
      const changed = await interactionsRepository(db, userId).markRead(id, now());
      // Read twice is fine (the update matches it again); an unknown or another agent's id is not.
      if (id !== undefined && changed === 0) throw new AppError('not_found:interaction');
      return { ok: true, changed };
    },
  };
}
export type ShareService = ReturnType<typeof shareService>;

/** Housekeeping: drops view counters whose window has ended. */
export async function deleteStaleViewCounters(db: Db, at: Date): Promise<void> {
  await rateLimitRepository(db).deleteStale(VIEW_RATE_KEY_PREFIX, at, VIEW_RATE_WINDOW_MS);
}
