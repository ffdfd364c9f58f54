/** Not in spec §2's table, which shows only that a work-order page opens by URL (spec §7): ours. */
export const WORK_ORDER_PATH = '/workOrder';

/** The URL parameters the work-order page reads (spec §7), besides erpToken (boot takes it). */
export const ORIGIN_PARAMS = ['saleinfo', 'applyBy', 'applyName', 'taskType', 'source', 'target'] as const;

// A summary is too long for an address: it travels in sessionStorage under this key, with the
// conversation it summarises (the order records it, decision 025 addendum).
const DRAFT_KEY = 'cs-summary-draft';

/** What a work order started elsewhere carries onto the form. */
export interface WorkOrderLinks {
  summary?: string | undefined;
  /** The conversation the hand-off came from (the chat's, or /csSummary's). */
  conversationId?: string | undefined;
}

export function workOrderPath(options: { tab?: 'mine' } & WorkOrderLinks = {}): string {
  const { tab, summary, conversationId } = options;
  if (summary || conversationId)
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ summary, conversationId }));
  else if (!tab) sessionStorage.removeItem(DRAFT_KEY);
  return tab ? `${WORK_ORDER_PATH}?tab=${tab}` : WORK_ORDER_PATH;
}

export function takeLinksDraft(): { summary: string; conversationId: string } {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as WorkOrderLinks;
    return { summary: draft.summary ?? '', conversationId: draft.conversationId ?? '' };
  } catch {
    return { summary: '', conversationId: '' };
  }
}

export function dropLinksDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
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
