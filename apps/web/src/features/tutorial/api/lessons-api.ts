import { useQuery } from '@tanstack/react-query';
import type { Lesson, LessonList, LessonProgressRequest } from '@broker/contract';
import { HttpError, http } from '../../../lib/http';
import { useUserStore } from '../../../stores/user-store';

export const lessonKeys = {
  list: ['lessons'] as const,
  one: (lessonId: string) => ['lessons', lessonId] as const,
};

const lessonUrl = (lessonId: string) => `/v1/lessons/${encodeURIComponent(lessonId)}`;

/** GET /v1/lessons: the published lessons in order (the operator's guide). */
export function useLessons() {
  return useQuery({
    queryKey: lessonKeys.list,
    queryFn: () => http.get<LessonList>('/v1/lessons', { showErrorToast: false }),
    staleTime: 60_000,
  });
}

/**
 * GET /v1/lessons/{id}: one lesson with its neighbours and this agent's video progress. A lesson that
 * is not (or no longer) published is a 404, shown as such, never retried.
 */
export function useLesson(lessonId: string) {
  return useQuery({
    queryKey: lessonKeys.one(lessonId),
    queryFn: () => http.get<Lesson>(lessonUrl(lessonId), { showErrorToast: false }),
    enabled: lessonId !== '',
    // The progress changes while watching: the detail page shows it as it is when opened.
    staleTime: 0,
    retry: (failures, error) => failures < 2 && !(error instanceof HttpError && error.status >= 400),
  });
}

/** PUT /v1/lessons/{id}/progress while playing: quiet, a lost save only costs a few seconds. */
export function saveLessonProgress(lessonId: string, body: LessonProgressRequest): Promise<unknown> {
  return http.put(`${lessonUrl(lessonId)}/progress`, body, { showErrorToast: false }).catch(() => undefined);
}

/**
 * The same save as the page goes away (closed, reloaded, sent to the background): `keepalive` lets
 * it finish after the page is gone, with the session header sendBeacon cannot carry.
 */
export function saveLessonProgressOnLeave(lessonId: string, body: LessonProgressRequest): void {
  const token = useUserStore.getState().token;
  if (!token) return;
  void fetch(`${lessonUrl(lessonId)}/progress`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
