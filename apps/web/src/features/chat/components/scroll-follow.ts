/** Within this distance of the bottom the list counts as "at the latest message". */
export const FOLLOW_THRESHOLD_PX = 48;
/** A scroll this soon after the finger or wheel moved is the user's, not ours. */
export const USER_SCROLL_WINDOW_MS = 400;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export const distanceFromBottom = (m: ScrollMetrics): number =>
  Math.max(0, m.scrollHeight - m.clientHeight - m.scrollTop);

/**
 * Whether the list keeps following a growing answer after a scroll event. Only the user's own scroll
 * can stop following (a burst of streamed text can put the bottom further away than the threshold
 * before we catch up, which must not count as scrolling up); reaching the bottom again resumes it.
 */
export function nextFollowing(following: boolean, metrics: ScrollMetrics, userScrolling: boolean): boolean {
  const atBottom = distanceFromBottom(metrics) <= FOLLOW_THRESHOLD_PX;
  if (atBottom) return true;
  return userScrolling ? false : following;
}
