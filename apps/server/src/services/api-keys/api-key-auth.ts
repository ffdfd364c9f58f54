import type { ApiKeysRepository } from '../../db/api-keys-repository.js';
import { AppError } from '../../errors.js';
import type { loginThrottle } from '../auth/login-throttle.js';
import type { Authenticated } from '../auth/session-service.js';
import { hashToken } from '../auth/tokens.js';
import { looksLikeApiKey } from './keys.js';

/**
 * What an open-API route sees: the same shape as a session, so handlers serve both alike. There is no
 * session: `sessionId` carries the key's id, which no session row has, so session-only operations
 * (sign-out) find nothing to act on.
 */
export interface ApiKeyAuthenticated extends Authenticated {
  apiKeyId: string;
}

// Writing last_used_at on every request would turn each read into a write; a minute is precise enough.
const TOUCH_GRANULARITY_MS = 60_000;

type KeyThrottle = Pick<ReturnType<typeof loginThrottle>, 'assertKeyAllowed' | 'recordKeyFailure'>;

export function apiKeyAuth(
  keys: ApiKeysRepository,
  throttle?: KeyThrottle,
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * Resolves the key of a request: `X-API-Key: <key>`, else `Authorization: Bearer <key>`. A session
     * token is not a key (different shape) and is refused without a look-up. Guessing is locked out per
     * client address `ip` (unknown keys of the right shape count as failures).
     */
    async authenticate(
      headers: {
        authorization?: string | undefined;
        'x-api-key'?: string | string[] | undefined;
      },
      ip?: string,
    ): Promise<ApiKeyAuthenticated> {
      const header = headers['x-api-key'];
      // An empty X-API-Key (a client template left blank) falls back to Authorization.
      const key =
        (Array.isArray(header) ? header[0] : header)?.trim() ||
        headers.authorization?.replace(/^Bearer(\s+|$)/i, '').trim();
      if (!key) throw new AppError('unauthorized:missing_api_key');
      if (!looksLikeApiKey(key)) throw new AppError('unauthorized:api_key');
      if (throttle && ip) await throttle.assertKeyAllowed(ip);
      const found = await keys.findActiveByHash(hashToken(key));
      if (!found) {
        if (throttle && ip) await throttle.recordKeyFailure(ip);
        throw new AppError('unauthorized:api_key');
      }
      if (found.user.disabledAt) throw new AppError('forbidden:account_disabled');
      const at = now();
      const notBefore = new Date(at.getTime() - TOUCH_GRANULARITY_MS);
      if (!found.key.lastUsedAt || found.key.lastUsedAt < notBefore) {
        await keys.touch(found.key.id, at, notBefore);
      }
      return { user: found.user, sessionId: found.key.id, apiKeyId: found.key.id };
    },
  };
}
export type ApiKeyAuth = ReturnType<typeof apiKeyAuth>;
