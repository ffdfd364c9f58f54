/** One coach mark: what it points at (a CSS selector on the page) and what it says. */
export interface GuideStep {
  id: string;
  selector: string;
  title: string;
  text: string;
}

/** Where the guide is: the step on screen, or finished (by its last 下一步 or by 跳过). */
export interface GuideState {
  /** Index into the steps actually shown. */
  index: number;
  finished: boolean;
  /** How it ended, for the record: the agent saw it through, or skipped it. */
  outcome?: 'completed' | 'skipped';
}

export const GUIDE_START: GuideState = { index: 0, finished: false };

/** The steps whose target is on the page now (the categories are gone once a conversation is on screen). */
export function presentSteps(
  steps: readonly GuideStep[],
  isPresent: (selector: string) => boolean,
): GuideStep[] {
  return steps.filter((step) => isPresent(step.selector));
}

export function nextStep(state: GuideState, total: number): GuideState {
  if (state.finished) return state;
  return state.index + 1 >= total
    ? { index: state.index, finished: true, outcome: 'completed' }
    : { index: state.index + 1, finished: false };
}

export function skipGuide(state: GuideState): GuideState {
  return state.finished ? state : { index: state.index, finished: true, outcome: 'skipped' };
}

/**
 * What the guide does when the home screen mounts it: `show` it; `resend` the seen mark without showing
 * (this device finished it but the server has not recorded it yet: the POST was in flight at a reload,
 * or failed); `none` when the server no longer lists it.
 */
export function guideDecision(input: {
  show: readonly string[];
  guideId: string;
  seenHere: boolean;
}): 'show' | 'resend' | 'none' {
  if (!input.show.includes(input.guideId)) return 'none';
  return input.seenHere ? 'resend' : 'show';
}

/** This device's record of guides an agent finished, kept until the server lists them no more. */
export function seenKey(workId: string, guideId: string): string {
  return `guideSeen:${workId}:${guideId}`;
}

/** Where the card goes: under the target when it fits there, else above it; kept inside the screen. */
export function cardPlacement(
  target: { top: number; bottom: number },
  viewportHeight: number,
  cardHeight: number,
  gap = 12,
): { top: number } {
  const below = target.bottom + gap;
  if (below + cardHeight <= viewportHeight - gap) return { top: below };
  const above = target.top - gap - cardHeight;
  if (above >= gap) return { top: above };
  return { top: Math.max(gap, viewportHeight - gap - cardHeight) };
}
