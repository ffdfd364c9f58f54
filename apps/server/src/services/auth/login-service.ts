import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { UsersRepository } from '../../db/users-repository.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import type { ClientMeta, SessionService } from './session-service.js';
import type { loginThrottle } from './login-throttle.js';
import { erpVerifier } from './erp-verifier.js';

export function loginService(
  config: Config,
  deps: { users: UsersRepository; sessions: SessionService; throttle: ReturnType<typeof loginThrottle> },
) {
  const verifyErp = config.erp ? erpVerifier(config.erp) : undefined;
  const { users, sessions, throttle } = deps;

  return {
    async withPassword(workId: string, password: string, meta: ClientMeta & { ip: string }) {
      if (!config.passwordLoginEnabled) throw new AppError('not_found:password_login');
      await throttle.assertAllowed(workId, meta.ip);
      const user = await users.findByWorkId(workId);
      const ok = user?.passwordHash
        ? await verifyPassword(password, user.passwordHash)
        : (await burnPasswordCheck(password), false);
      if (!user || !ok) {
        await throttle.recordFailure(workId, meta.ip);
        throw new AppError('unauthorized:credentials');
      }
      if (user.disabledAt) throw new AppError('forbidden:account_disabled');
      await throttle.recordSuccess(workId, meta.ip);
      return sessions.issue(user, meta);
    },

    async withHostToken(erpToken: string, meta: ClientMeta) {
      if (!verifyErp) throw new AppError('not_found:erp_login');
      const identity = await verifyErp(erpToken);
      const existing = await users.findByWorkId(identity.workId);
      if (existing?.disabledAt) throw new AppError('forbidden:account_disabled');
      const user = await users.upsertFromHost(identity.workId, identity.realName);
      return sessions.issue(user, meta);
    },
  };
}
export type LoginService = ReturnType<typeof loginService>;
