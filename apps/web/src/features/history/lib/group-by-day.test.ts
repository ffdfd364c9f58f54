import { describe, expect, it } from 'vitest';
import { dayGroupOf, formatItemTime, groupByDay } from './group-by-day';

// Local times, so the test means the same in any time zone.
const now = new Date(2026, 10, 20, 10, 30);
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('history grouping by day', () => {
  it('places times in today, yesterday, the last 7 days and earlier', () => {
    expect(dayGroupOf(new Date(2026, 10, 20, 0, 0), now)).toBe('today');
    expect(dayGroupOf(new Date(2026, 10, 20, 23, 0), now)).toBe('today');
    expect(dayGroupOf(new Date(2026, 10, 19, 23, 59), now)).toBe('yesterday');
    expect(dayGroupOf(new Date(2026, 10, 19, 0, 0), now)).toBe('yesterday');
    expect(dayGroupOf(new Date(2026, 10, 14, 0, 0), now)).toBe('week');
    expect(dayGroupOf(new Date(2026, 10, 13, 23, 59), now)).toBe('earlier');
  });

  it('keeps the server order and makes each group once', () => {
    const items = [
      { id: 'a', date: at(2026, 11, 20, 9) },
      { id: 'b', date: at(2026, 11, 20, 8) },
      { id: 'c', date: at(2026, 11, 19) },
      { id: 'd', date: at(2026, 11, 16) },
      { id: 'e', date: at(2025, 1, 1) },
      { id: 'f', date: 'not a date' },
    ];
    const groups = groupByDay(items, now);
    expect(groups.map((g) => [g.key, g.items.map((i) => i.id).join('')])).toEqual([
      ['today', 'ab'],
      ['yesterday', 'c'],
      ['week', 'd'],
      ['earlier', 'ef'],
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });

  it('formats an item time by how long ago it was', () => {
    expect(formatItemTime(at(2026, 11, 20, 9, 5), now, '昨天')).toBe('09:05');
    expect(formatItemTime(at(2026, 11, 19, 21, 40), now, '昨天')).toBe('昨天 21:40');
    expect(formatItemTime(at(2026, 8, 3), now, '昨天')).toBe('8月3日');
    expect(formatItemTime(at(2024, 8, 3), now, '昨天')).toBe('2024年8月3日');
    expect(formatItemTime('bad', now, '昨天')).toBe('');
  });
});
