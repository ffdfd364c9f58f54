import { LIMITS } from '@broker/contract';

/** Spec §9: the unread count shows as 99+ above 99; nothing when there is none. */
export const unreadBadge = (count: number): string =>
  count <= 0 ? '' : count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(count);

/** '3分12秒' — how long a customer looked. */
export function durationText(seconds: number): string {
  if (seconds <= 0) return '停留不足1秒';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `停留${m}分${s}秒` : `停留${s}秒`;
}
