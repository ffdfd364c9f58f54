import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useLesson } from '../../features/tutorial/api/lessons-api';
import { LessonArticle } from '../../features/tutorial/components/lesson-article';
import { LessonNotFound } from '../../features/tutorial/components/lesson-not-found';
import { LessonPager } from '../../features/tutorial/components/lesson-pager';
import { TUTORIAL_DETAIL_PATH, TUTORIAL_PATH } from '../../features/tutorial/lib/lessons';
import { errorText, isNotFound } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import { tutorialText } from '../../locales/zh-CN/tutorial';

/** The lesson an address names; kept while the page is hidden and other pages' addresses show. */
export function useAddressedLessonId(path: string): string {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const addressed = params.get('lessonId')?.trim() ?? '';
  const [opened, setOpened] = useState(addressed);
  if (pathname === path && addressed !== opened) setOpened(addressed);
  return opened;
}

/** /tutorial/detail?lessonId=…: one lesson with links to the previous and next; an unknown id says so. */
export function TutorialDetailPage() {
  const lessonId = useAddressedLessonId(TUTORIAL_DETAIL_PATH);
  const lesson = useLesson(lessonId);
  const header = (
    <PageHeader title={lesson.data?.title ?? routeTitles.tutorialDetail} backFallback={TUTORIAL_PATH} />
  );
  let body;
  if (!lessonId || (lesson.isError && isNotFound(lesson.error)))
    body = <LessonNotFound missingId={!lessonId} />;
  else if (lesson.isError)
    body = <ErrorState message={errorText(lesson.error, '')} onRetry={() => void lesson.refetch()} />;
  else if (!lesson.data) body = <LoadingState text={tutorialText.loadingLesson} />;
  else
    body = (
      <>
        <LessonArticle lesson={lesson.data} />
        <LessonPager lesson={lesson.data} />
      </>
    );
  // Keyed by lesson: the next lesson is the same route, and must start at its top, not at the
  // previous lesson's scroll position.
  return (
    <Page key={lessonId} header={header}>
      {body}
    </Page>
  );
}
