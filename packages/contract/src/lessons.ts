import { z } from 'zod';

// The operation guide's lessons and their video (issue 17, docs/decisions/027). Spec §2 names the routes
// (/tutorial, /tutorial/detail?lessonId=, /xgplayer) but no call: these shapes are ours.

/** A lesson id as links carry it: a lower-case slug (`ask-and-follow-up`). */
export const LESSON_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LESSON_ID_MAX = 64;

/** Where lesson media (covers, posters, videos, pictures in the text) are served, by name. */
export const LESSON_MEDIA_PATH = '/v1/media/lessons/';

export const LESSON_LIMITS = {
  /** Progress reports further apart than this lose at most this much on a crash (web, ms). */
  progressSaveEveryMs: 5000,
  /** A video watched to within this many seconds of its end starts from the beginning next time. */
  finishedWithinSeconds: 3,
  /** Positions beyond a day are nonsense (no lesson is that long). */
  maxSeconds: 24 * 60 * 60,
} as const;

export const lessonParamsSchema = z.object({ lessonId: z.string().max(200) });

const seconds = z.number().finite().min(0).max(LESSON_LIMITS.maxSeconds);

export const lessonProgressSchema = z.object({
  positionSeconds: seconds,
  durationSeconds: seconds.nullable(),
  updatedAt: z.string(),
});

export const lessonProgressRequestSchema = z.object({
  positionSeconds: seconds,
  durationSeconds: seconds.optional(),
});

export const lessonVideoSchema = z.object({
  /** Served with range requests (206). */
  url: z.string(),
  poster: z.string().nullable(),
  /** From the file's header when known. */
  durationSeconds: z.number().nullable(),
});

export const lessonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  /** Null for a lesson without video. */
  video: lessonVideoSchema.nullable(),
});

export const lessonListSchema = z.object({ lessons: z.array(lessonSummarySchema) });

const neighbourSchema = z.object({ id: z.string(), title: z.string() });

export const lessonSchema = lessonSummarySchema.extend({
  /** Markdown, no raw HTML. */
  body: z.string(),
  /** 1-based place among the published lessons, and how many there are. */
  position: z.number().int(),
  total: z.number().int(),
  previous: neighbourSchema.nullable(),
  next: neighbourSchema.nullable(),
  /** Where this agent stopped the video; null when never watched (or no video). */
  progress: lessonProgressSchema.nullable(),
  updatedAt: z.string(),
});

export type LessonSummary = z.infer<typeof lessonSummarySchema>;
export type LessonList = z.infer<typeof lessonListSchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type LessonVideo = z.infer<typeof lessonVideoSchema>;
export type LessonProgress = z.infer<typeof lessonProgressSchema>;
export type LessonProgressRequest = z.infer<typeof lessonProgressRequestSchema>;
