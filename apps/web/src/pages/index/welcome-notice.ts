/**
 * The home notice banner (spec §2: shown for a date range in late August 2025, about reducing waiting
 * for a live agent). The spec gives neither the text nor the exact dates, so both are configurable at
 * build time (VITE_NOTICE_TEXT, VITE_NOTICE_START, VITE_NOTICE_END: ISO times with an offset); the
 * defaults cover 21–31 August 2025, China time.
 */
export interface NoticeConfig {
  text: string;
  /** First moment shown (inclusive). */
  start: string;
  /** Last moment shown (inclusive). */
  end: string;
}

export const DEFAULT_NOTICE: NoticeConfig = {
  text: '8月下旬人工客服咨询量较大，常见问题可直接向展业助手提问，减少排队等待。',
  start: '2025-08-21T00:00:00+08:00',
  end: '2025-08-31T23:59:59.999+08:00',
};

/** Whether `now` falls inside the notice's range; an unreadable or reversed range never shows. */
export function isNoticeActive(notice: NoticeConfig, now: Date): boolean {
  if (!notice.text.trim()) return false;
  const start = Date.parse(notice.start);
  const end = Date.parse(notice.end);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return false;
  const time = now.getTime();
  return time >= start && time <= end;
}

const env = import.meta.env as Record<string, string | undefined>;

export const noticeConfig: NoticeConfig = {
  text: env.VITE_NOTICE_TEXT ?? DEFAULT_NOTICE.text,
  start: env.VITE_NOTICE_START ?? DEFAULT_NOTICE.start,
  end: env.VITE_NOTICE_END ?? DEFAULT_NOTICE.end,
};
