import { TRACKING_SPM_PREFIX } from './limits.js';

// No zod here: the web app's tracker chunk imports these and nothing else of the contract.

/**
 * Behaviour tracking (spec §3 chat-tracking and behaviour-tracking records, §7 `{host}/buried/spm/save`,
 * §9 spm = '100.18' + point id; docs/decisions/028). Point ids are ours: the spec names none.
 */
export const TRACKING_POINTS = {
  /** A page was shown; sent when it is left, with `duration` (ms) and `routAdd` = the route. */
  pageView: 1001,
  /** A question was sent (chat-tracking record); `dynamicValue` = the conversation category. */
  questionSent: 1002,
  /** A tool screen was opened; `dynamicValue` = the TOOL_SCREENS key. */
  toolOpened: 1003,
  /** The agent shared something; `dynamicValue` = 'comparison' | 'colourPage', `dynamicName` = how. */
  shareSent: 1004,
  /** A customer opened a shared page (no session); `dynamicValue` = 'comparison' | 'colourPage'. */
  shareOpened: 1005,
  /** An answer was liked, disliked or reset; `dynamicValue` = 'good' | 'bad' | 'reset'. */
  answerFeedback: 1006,
  /** The app was launched with an aiSource it does not know (run as 'general'); `dynamicValue` = it. */
  unknownAiSource: 1007,
} as const;
export type TrackingPoint = keyof typeof TRACKING_POINTS;

/** What the spec calls the spm code of a point: '100.18.1001'. */
export const spmOf = (point: TrackingPoint): string => `${TRACKING_SPM_PREFIX}.${TRACKING_POINTS[point]}`;

/** The point id of an spm code, or null when the code is not ours ('100.18.<digits>'). */
export function pointIdOf(spm: string): number | null {
  const match = /^100\.18\.(\d{1,6})$/.exec(spm);
  return match ? Number(match[1]) : null;
}

/** Points a visitor without a session may send (a customer on a shared page); the rest need an agent. */
export const ANONYMOUS_POINTS: readonly number[] = [TRACKING_POINTS.shareOpened, TRACKING_POINTS.pageView];

export const TRACKING_LIMITS = {
  /** Events in one request. */
  maxBatchEvents: 100,
  /** Bytes in one request. */
  maxBatchBytes: 64 * 1024,
  /** A page shown longer than a day is a tab left open: the duration is cut there. */
  maxDurationMs: 86_400_000,
} as const;
