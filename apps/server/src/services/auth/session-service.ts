import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { SessionsRepository } from '../../db/sessions-repository.js';
import type { UserRow } from '../../db/users-repository.js';
import { NO_SESSION_CACHE, type SessionCache } from './session-cache.js';
import { hashToken, newSessionToken } from './tokens.js';

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

export interface ClientMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

// Extending on every request would write on every read; once a minute is enough for a sliding expiry.
const EXTEND_GRANULARITY_MS = 60_000;

export function sessionService(
  config: Config,
  sessions: SessionsRepository,
  now: () => Date = () => new Date(),
  cache: SessionCache = NO_SESSION_CACHE,
) {
  const ttlMs = config.session.ttlMinutes * 60_000;
  return {
    async issue(user: UserRow, meta: ClientMeta): Promise<{ token: string; expiresAt: string }> {
      const token = newSessionToken();
      const expiresAt = new Date(now().getTime() + ttlMs);
      await sessions.create({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 512),
        ip: meta.ip,
      });
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** Resolves the Authorization header to a live session, sliding its expiry forward. */
    async authenticate(headerValue: string | undefined): Promise<Authenticated> {
      const token = headerValue?.replace(/^Bearer(\s+|$)/i, '').trim();
      if (!token) throw new AppError('unauthorized:missing_token');
      if (token.length > 200) throw new AppError('unauthorized:session_expired');
      const tokenHash = hashToken(token);
      // The cache only once every change to sessions and accounts committed before now has been heard.
      const cached = await cache.ready();
      const at = now();
      let found = cached ? cache.get(tokenHash, at.getTime()) : undefined;
      if (!found) {
        const generation = cache.generation();
        found = await sessions.findLive(tokenHash, at);
        if (!found) throw new AppError('unauthorized:session_expired');
        if (cached) cache.put(tokenHash, found, generation, at.getTime());
      }
      if (found.user.disabledAt) throw new AppError('forbidden:account_disabled');
      const target = at.getTime() + ttlMs;
      if (target - found.session.expiresAt.getTime() >= EXTEND_GRANULARITY_MS) {
        const expiresAt = new Date(target);
        await sessions.extend(found.session.id, expiresAt);
        cache.refresh(tokenHash, { ...found.session, expiresAt });
      }
      return { user: found.user, sessionId: found.session.id };
    },

    async revoke(auth: Authenticated): Promise<void> {
      await sessions.revoke(auth.user.id, auth.sessionId, now());
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
