import { LESSON_LIMITS, type LessonProgress } from '@broker/contract';

export const TUTORIAL_PATH = '/tutorial';
export const TUTORIAL_DETAIL_PATH = '/tutorial/detail';
export const VIDEO_PATH = '/xgplayer';

/** /tutorial/detail for one lesson (the spec's `lessonId` query parameter). */
export const lessonPath = (lessonId: string): string =>
  `${TUTORIAL_DETAIL_PATH}?${new URLSearchParams({ lessonId })}`;

/** /xgplayer for one lesson's video. */
export const videoPath = (lessonId: string): string => `${VIDEO_PATH}?${new URLSearchParams({ lessonId })}`;

/** 0:07, 1:05, 1:02:03: how long a video is, or where it stopped. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Where playback starts: where the agent stopped, unless that was the very start or (near) the end —
 * a video watched to the end starts again from the beginning.
 */
export function resumeAt(progress: LessonProgress | null, durationSeconds: number | null): number {
  if (!progress) return 0;
  const duration = progress.durationSeconds ?? durationSeconds;
  const at = progress.positionSeconds;
  if (at < 1) return 0;
  if (duration && at >= duration - LESSON_LIMITS.finishedWithinSeconds) return 0;
  return at;
}
