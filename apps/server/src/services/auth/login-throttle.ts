import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { ThrottleCounters } from '../scale/shared-counters.js';

type Repo = ThrottleCounters;

/**
 * Limits failed sign-ins per account and per client address. Counters live in Redis or the database
 * (decision 035) so that several instances behind a load balancer share them.
 */
export function loginThrottle(config: Config, repo: Repo, now: () => Date = () => new Date()) {
  const windowMs = config.loginThrottle.lockMinutes * 60_000;
  const keys = (workId: string, ip: string) => ({
    account: `account:${workId.toLowerCase()}`,
    ip: `ip:${ip}`,
  });

  return {
    async assertAllowed(workId: string, ip: string): Promise<void> {
      const at = now();
      const k = keys(workId, ip);
      const locks = await Promise.all([repo.lockedUntil(k.account, at), repo.lockedUntil(k.ip, at)]);
      const until = locks
        .filter((d): d is Date => d !== undefined)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (!until) return;
      const minutes = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
      throw new AppError('too_many:login_attempts', {
        detail: `登录失败次数过多，请${minutes}分钟后再试`,
        headers: { 'retry-after': String(minutes * 60) },
      });
    },
    async recordFailure(workId: string, ip: string): Promise<void> {
      const at = now();
      const k = keys(workId, ip);
      await repo.recordFailure(k.account, at, windowMs, config.loginThrottle.maxFailuresPerAccount);
      await repo.recordFailure(k.ip, at, windowMs, config.loginThrottle.maxFailuresPerIp);
    },
    /**
     * API keys (decision 037): an address that sent LOGIN_MAX_FAILURES_PER_IP unknown keys within the
     * window is refused any key, right or wrong, until the lock ends.
     */
    async assertKeyAllowed(ip: string): Promise<void> {
      const at = now();
      const until = await repo.lockedUntil(`apikey-ip:${ip}`, at);
      if (!until) return;
      const minutes = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
      throw new AppError('too_many:login_attempts', {
        detail: `API 密钥错误次数过多，请${minutes}分钟后再试`,
        headers: { 'retry-after': String(minutes * 60) },
      });
    },
    async recordKeyFailure(ip: string): Promise<void> {
      await repo.recordFailure(`apikey-ip:${ip}`, now(), windowMs, config.loginThrottle.maxFailuresPerIp);
    },
    /** A successful sign-in forgives the account's failures; the address keeps its count. */
    async recordSuccess(workId: string, ip: string): Promise<void> {
      await repo.clear(keys(workId, ip).account);
    },
  };
}
