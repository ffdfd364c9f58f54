import { createHash } from 'node:crypto';
import type { CsAvailability, CsNotice } from '@broker/contract';
import type { CustomerServiceConfig } from '../../config-customer-service.js';

const DAY_MS = 86_400_000;
const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(at: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out;
}

/** The wall-clock date, weekday and time of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const p = parts(at, timeZone);
  const y = p.year ?? 1970;
  const m = p.month ?? 1;
  const d = p.day ?? 1;
  const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return {
    date,
    weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(),
    minutes: (p.hour ?? 0) * 60 + (p.minute ?? 0),
  };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The instant at which the wall clock in `timeZone` shows `date` `hhmm` (DST-safe to the minute). */
export function zonedInstant(date: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + toMinutes(hhmm) * 60_000;
  let guess = wall;
  // Twice: the offset at the first guess may differ from the one at the answer across a DST change.
  for (let i = 0; i < 2; i += 1) {
    const p = parts(new Date(guess), timeZone);
    const shown = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
    guess += wall - shown;
  }
  return new Date(guess);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function isDayOff(date: string, cs: CustomerServiceConfig): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return cs.daysOff.weekdays.includes(weekday) || cs.daysOff.dates.includes(date);
}

/** '今天 09:00', '明天 09:00', '周一 09:00' (within a week), else '10月8日 09:00'. */
function describeDay(today: string, day: string, hhmm: string): string {
  const ahead = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const label =
    ahead === 0
      ? '今天'
      : ahead === 1
        ? '明天'
        : ahead < 7
          ? (WEEKDAY_NAMES[weekday] ?? '')
          : `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
  return `${label} ${hhmm}`;
}

/** Whether live agents are on duty at `now`, and if not, when they are next (spec §6). */
export function availability(now: Date, cs: CustomerServiceConfig): CsAvailability {
  const local = localTime(now, cs.timeZone);
  const start = toMinutes(cs.workTimeStart);
  const end = toMinutes(cs.workTimeEnd);
  const workingDay = !isDayOff(local.date, cs);
  const open = workingDay && local.minutes >= start && local.minutes < end;
  let next: string | undefined;
  if (!open) {
    // A year covers any list of holidays an operator could configure.
    for (let ahead = workingDay && local.minutes < start ? 0 : 1; ahead <= 366; ahead += 1) {
      const day = addDays(local.date, ahead);
      if (!isDayOff(day, cs)) {
        next = day;
        break;
      }
    }
  }
  return {
    open,
    workTimeStart: cs.workTimeStart,
    workTimeEnd: cs.workTimeEnd,
    timeZone: cs.timeZone,
    nextOpenAt: next ? zonedInstant(next, cs.workTimeStart, cs.timeZone).toISOString() : null,
    nextOpenText: next ? describeDay(local.date, next, cs.workTimeStart) : null,
    liveAgentConfigured: cs.liveAgentUrl !== undefined,
  };
}

/** The home screen's banner: shown on the configured days (inclusive, in the operators' zone) only. */
export function notice(now: Date, cs: CustomerServiceConfig): CsNotice {
  const { start, end, text } = cs.notice;
  const id = createHash('sha256')
    .update(`${start ?? ''}|${end ?? ''}|${text}`)
    .digest('base64url')
    .slice(0, 12);
  const today = localTime(now, cs.timeZone).date;
  const show = start !== undefined && end !== undefined && start <= today && today <= end;
  return { show, id, text: show ? text : '' };
}
