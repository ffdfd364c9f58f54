import { useSearchParams } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { LessonArticle } from '../../features/tutorial/components/lesson-article';
import { LessonNotFound } from '../../features/tutorial/components/lesson-not-found';
import { LessonPager } from '../../features/tutorial/components/lesson-pager';
import { TUTORIAL_PATH, findLesson } from '../../features/tutorial/lib/lessons';
import { routeTitles } from '../../locales/zh-CN/routes';
import { TUTORIAL_LESSONS } from '../../locales/zh-CN/tutorial';

/** /tutorial/detail?lessonId=…: one lesson with links to the previous and next; an unknown id says so. */
export function TutorialDetailPage() {
  const [params] = useSearchParams();
  const lessonId = params.get('lessonId');
  const found = findLesson(TUTORIAL_LESSONS, lessonId);
  const header = (
    <PageHeader title={found?.lesson.title ?? routeTitles.tutorialDetail} backFallback={TUTORIAL_PATH} />
  );
  return (
    // Keyed by lesson: the next lesson is the same route, and must start at its top, not at the
    // previous lesson's scroll position.
    <Page key={lessonId ?? ''} header={header}>
      {found ? (
        <>
          <LessonArticle found={found} total={TUTORIAL_LESSONS.length} />
          <LessonPager found={found} />
        </>
      ) : (
        <LessonNotFound missingId={!lessonId?.trim()} />
      )}
    </Page>
  );
}
