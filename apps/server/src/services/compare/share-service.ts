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

/**
 * How long a view report may rely on a share it found earlier instead of reading it again (decision
 * 038). Stopping the share on this instance forgets it at once; on another instance, reports of a page
 * opened before the stop are still taken for at most this long (the page itself no longer opens).
 */
export const SHARE_CACHE_MS = 60_000;
const SHARE_CACHE_SIZE = 5_000;

interface OpenShare {
  shareId: string;
  comparisonId: string;
  userId: string;
  expiresAt: Date;
}

/** The live shares view reports found lately, by comparison id and code; the oldest go first. */
function openShareCache() {
  const entries = new Map<string, { share: OpenShare; until: number }>();
  return {
    get(key: string, at: Date): OpenShare | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > at.getTime() && entry.share.expiresAt > at) return entry.share;
      entries.delete(key);
      return undefined;
    },
    set(key: string, share: OpenShare, at: Date) {
      entries.delete(key);
      entries.set(key, { share, until: at.getTime() + SHARE_CACHE_MS });
      const oldest = entries.keys().next();
      if (entries.size > SHARE_CACHE_SIZE && !oldest.done) entries.delete(oldest.value);
    },
    drop(key: string) {
      entries.delete(key);
    },
    dropComparison(comparisonId: string) {
      for (const [key, entry] of entries) if (entry.share.comparisonId === comparisonId) entries.delete(key);
    },
  };
}

/** PostgreSQL's foreign_key_violation, from either driver (drizzle may wrap it as the cause). */
function isForeignKeyViolation(error: unknown): boolean {
  let e = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** '访客 3F2A': a stable name for a browser that told us nothing else about its user. */
export const visitorName = (visitorId: string) =>
  `访客 ${createHash('sha256').update(visitorId).digest('hex').slice(0, 4).toUpperCase()}`;

/** Share codes, the customer's read-only view and the records of who opened it. */
export function shareService(
  db: Db,
  { wechat, now = () => new Date() }: { wechat?: WechatViewers | undefined; now?: () => Date } = {},
) {
  const shares = sharesRepository(db);
  const openShares = openShareCache();

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
      openShares.dropComparison(id);
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
      const at = now();
      const cacheKey = `${body.comparisonId}\n${body.shareCode}`;
      let share = openShares.get(cacheKey, at);
      if (!share) {
        const found = await shares.open(body.comparisonId, body.shareCode, at);
        if (!found) throw new AppError('not_found:share');
        share = {
          shareId: found.share.id,
          comparisonId: found.comparison.id,
          userId: found.share.userId,
          expiresAt: found.share.expiresAt,
        };
        openShares.set(cacheKey, share, at);
      }
      // In WeChat with the operator's app, the name WeChat gave this very visitor; else '访客 3F2A'.
      const named = wechat?.viewerOf(body.wechatIdentity, body.visitorId);
      let count: number;
      try {
        count = await shares.recordView(
          {
            shareId: share.shareId,
            comparisonId: share.comparisonId,
            userId: share.userId,
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
          },
          {
            key: `${VIEW_RATE_KEY_PREFIX}${share.shareId}:${client.ip}`,
            now: at,
            windowMs: VIEW_RATE_WINDOW_MS,
            limit: VIEW_RATE_LIMIT,
          },
        );
      } catch (error) {
        // The comparison was deleted (with its shares) since the share was remembered.
        if (!isForeignKeyViolation(error)) throw error;
        openShares.drop(cacheKey);
        throw new AppError('not_found:share');
      }
      if (count > VIEW_RATE_LIMIT)
        throw new AppError('too_many:requests', { headers: { 'retry-after': '60' } });
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
