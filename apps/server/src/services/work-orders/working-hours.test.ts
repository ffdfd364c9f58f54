import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { availability, localTime, notice, zonedInstant } from './working-hours.js';

const cs = (env: Record<string, string> = {}) =>
  loadConfig({ CS_DAYS_OFF: 'sat,sun,2026-10-01', ...env }).customerService;
// 2026-09-30 is a Wednesday; Shanghai is UTC+8 all year.
const shanghai = (local: string) => new Date(`${local}+08:00`);

describe('working hours', () => {
  it('is open from the start up to (not including) the end on a working day', () => {
    expect(availability(shanghai('2026-09-30T09:00:00'), cs()).open).toBe(true);
    expect(availability(shanghai('2026-09-30T17:59:00'), cs()).open).toBe(true);
    expect(availability(shanghai('2026-09-30T18:00:00'), cs()).open).toBe(false);
    expect(availability(shanghai('2026-09-30T08:59:00'), cs()).open).toBe(false);
  });

  it('says when agents are back: later today, tomorrow, or after days off and holidays', () => {
    const early = availability(shanghai('2026-09-29T07:30:00'), cs());
    expect(early.nextOpenText).toBe('今天 09:00');
    expect(early.nextOpenAt).toBe('2026-09-29T01:00:00.000Z');
    expect(availability(shanghai('2026-09-28T19:00:00'), cs()).nextOpenText).toBe('明天 09:00');
    // Wednesday evening: Thursday is a holiday (2026-10-01), Friday is the next working day.
    const beforeHoliday = availability(shanghai('2026-09-30T20:00:00'), cs());
    expect(beforeHoliday.nextOpenText).toBe('周五 09:00');
    expect(beforeHoliday.nextOpenAt).toBe('2026-10-02T01:00:00.000Z');
    expect(availability(shanghai('2026-10-03T10:00:00'), cs()).nextOpenText).toBe('周一 09:00');
    expect(availability(shanghai('2026-09-30T10:00:00'), cs()).nextOpenAt).toBeNull();
  });

  it('works in the configured zone, not the server’s', () => {
    const berlin = cs({ CS_TIME_ZONE: 'Europe/Berlin' });
    // 08:30 UTC is 10:30 in Berlin (summer time) and 16:30 in Shanghai.
    expect(availability(new Date('2026-07-01T08:30:00Z'), berlin).open).toBe(true);
    expect(zonedInstant('2026-03-29', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(localTime(new Date('2026-09-30T16:30:00Z'), 'Asia/Shanghai')).toEqual({
      date: '2026-10-01',
      weekday: 4,
      minutes: 30,
    });
  });

  it('shows the notice only inside its inclusive range, with an id that changes with it', () => {
    const ranged = cs({ CS_NOTICE_START: '2025-08-25', CS_NOTICE_END: '2025-08-31' });
    expect(notice(shanghai('2025-08-24T23:59:00'), ranged).show).toBe(false);
    expect(notice(shanghai('2025-08-25T00:00:00'), ranged).show).toBe(true);
    expect(notice(shanghai('2025-08-31T23:59:00'), ranged).show).toBe(true);
    expect(notice(shanghai('2025-09-01T00:00:00'), ranged).show).toBe(false);
    expect(notice(shanghai('2025-08-27T12:00:00'), cs()).show).toBe(false);
    const other = cs({ CS_NOTICE_START: '2025-08-25', CS_NOTICE_END: '2025-08-30' });
    expect(notice(shanghai('2025-08-27T12:00:00'), other).id).not.toBe(
      notice(shanghai('2025-08-27T12:00:00'), ranged).id,
    );
  });
});
