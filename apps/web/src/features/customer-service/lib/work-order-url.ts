/** Not in spec §2's table, which shows only that a work-order page opens by URL (spec §7): ours. */
export const WORK_ORDER_PATH = '/workOrder';

/** The URL parameters the work-order page reads (spec §7), besides erpToken (boot takes it). */
export const ORIGIN_PARAMS = ['saleinfo', 'applyBy', 'applyName', 'taskType', 'source', 'target'] as const;

// A summary is too long for an address: it travels in sessionStorage under this key.
const SUMMARY_KEY = 'cs-summary-draft';

export function workOrderPath(options: { tab?: 'mine'; summary?: string | undefined } = {}): string {
  if (options.summary) sessionStorage.setItem(SUMMARY_KEY, options.summary);
  else if (!options.tab) sessionStorage.removeItem(SUMMARY_KEY);
  return options.tab ? `${WORK_ORDER_PATH}?tab=${options.tab}` : WORK_ORDER_PATH;
}

export function takeSummaryDraft(): string {
  return sessionStorage.getItem(SUMMARY_KEY) ?? '';
}

export function dropSummaryDraft(): void {
  sessionStorage.removeItem(SUMMARY_KEY);
}

/** The origin parameters present in the address, for the operator. */
export function originOf(params: URLSearchParams): Record<string, string> {
  const origin: Record<string, string> = {};
  for (const name of ORIGIN_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) origin[name] = value.slice(0, 200);
  }
  return origin;
}
