import type { ConversationListItem } from '@broker/contract';

export type DayGroupKey = 'today' | 'yesterday' | 'week' | 'earlier';

export interface DayGroup<T> {
  key: DayGroupKey;
  items: T[];
}

const DAY_MS = 86_400_000;

/** Midnight (local time) of the day `date` falls on. */
const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Which group a last-activity time falls in, in the agent's local calendar days. */
export function dayGroupOf(date: Date, now: Date): DayGroupKey {
  const today = startOfDay(now);
  const time = date.getTime();
  if (time >= today) return 'today'; // also a clock slightly ahead of the server's
  if (time >= today - DAY_MS) return 'yesterday';
  if (time >= today - 6 * DAY_MS) return 'week';
  return 'earlier';
}

/**
 * The history list (newest activity first) in 今天 / 昨天 / 近7天 / 更早 groups, keeping the server's
 * order; a group appears once, where its first item is. An unreadable date counts as 更早.
 */
export function groupByDay<T extends Pick<ConversationListItem, 'date'>>(items: readonly T[], now: Date) {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.date);
    const key = Number.isNaN(date.getTime()) ? 'earlier' : dayGroupOf(date, now);
    const group = groups.find((g) => g.key === key);
    if (group) group.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time shown on a history item: 14:05 today, 昨天 14:05, 8月3日 this year, 2024年8月3日 before. */
export function formatItemTime(iso: string, now: Date, yesterday: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const group = dayGroupOf(date, now);
  if (group === 'today') return clock;
  if (group === 'yesterday') return `${yesterday} ${clock}`;
  const monthDay = `${date.getMonth() + 1}月${date.getDate()}日`;
  return date.getFullYear() === now.getFullYear() ? monthDay : `${date.getFullYear()}年${monthDay}`;
}
