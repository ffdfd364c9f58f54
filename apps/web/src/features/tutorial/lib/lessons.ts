import type { TutorialLesson } from '../../../locales/zh-CN/tutorial';

export const TUTORIAL_PATH = '/tutorial';
export const TUTORIAL_DETAIL_PATH = '/tutorial/detail';

/** /tutorial/detail for one lesson (the spec's `lessonId` query parameter). */
export const lessonPath = (lessonId: string): string =>
  `${TUTORIAL_DETAIL_PATH}?${new URLSearchParams({ lessonId })}`;

export interface LessonLookup {
  lesson: TutorialLesson;
  /** 1-based place in the guide. */
  position: number;
  previous?: TutorialLesson;
  next?: TutorialLesson;
}

/**
 * The lesson a link names, with its neighbours for the prev/next links; undefined for a missing or
 * unknown id (an old link to a lesson that was renamed or removed).
 */
export function findLesson(
  lessons: readonly TutorialLesson[],
  lessonId: string | null | undefined,
): LessonLookup | undefined {
  const id = lessonId?.trim();
  if (!id) return undefined;
  const index = lessons.findIndex((lesson) => lesson.id === id);
  const lesson = lessons[index];
  if (!lesson) return undefined;
  return {
    lesson,
    position: index + 1,
    previous: index > 0 ? lessons[index - 1] : undefined,
    next: lessons[index + 1],
  };
}
