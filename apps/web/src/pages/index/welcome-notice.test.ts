import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTICE, isNoticeActive } from './welcome-notice';

describe('notice banner date range', () => {
  const china = (iso: string) => new Date(`${iso}+08:00`);

  it('shows from the first to the last moment of the range, China time', () => {
    expect(isNoticeActive(DEFAULT_NOTICE, china('2025-08-20T23:59:59'))).toBe(false);
    expect(isNoticeActive(DEFAULT_NOTICE, china('2025-08-21T00:00:00'))).toBe(true);
    expect(isNoticeActive(DEFAULT_NOTICE, china('2025-08-26T12:00:00'))).toBe(true);
    expect(isNoticeActive(DEFAULT_NOTICE, china('2025-08-31T23:59:59'))).toBe(true);
    expect(isNoticeActive(DEFAULT_NOTICE, china('2025-09-01T00:00:00'))).toBe(false);
  });

  it('is hidden today and in later years', () => {
    expect(isNoticeActive(DEFAULT_NOTICE, new Date())).toBe(false);
    expect(isNoticeActive(DEFAULT_NOTICE, china('2026-08-26T12:00:00'))).toBe(false);
  });

  it('never shows with an empty text or an unreadable or reversed range', () => {
    const now = china('2025-08-26T12:00:00');
    expect(isNoticeActive({ ...DEFAULT_NOTICE, text: '  ' }, now)).toBe(false);
    expect(isNoticeActive({ ...DEFAULT_NOTICE, start: 'soon' }, now)).toBe(false);
    expect(
      isNoticeActive({ ...DEFAULT_NOTICE, start: DEFAULT_NOTICE.end, end: DEFAULT_NOTICE.start }, now),
    ).toBe(false);
  });
});
