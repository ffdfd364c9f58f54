import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useLessons } from '../../features/tutorial/api/lessons-api';
import { LessonList } from '../../features/tutorial/components/lesson-list';
import { errorText } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import { tutorialText } from '../../locales/zh-CN/tutorial';

function Lessons() {
  const lessons = useLessons();
  if (lessons.isError)
    return <ErrorState message={errorText(lessons.error, '')} onRetry={() => void lessons.refetch()} />;
  if (!lessons.data) return <LoadingState text={tutorialText.loadingList} />;
  if (lessons.data.lessons.length === 0) return <EmptyState text={tutorialText.emptyList} />;
  return <LessonList lessons={lessons.data.lessons} />;
}

/** /tutorial: the operation guide's published lessons (the operators' content), each opening /tutorial/detail. */
export function TutorialPage() {
  return (
    <Page header={<PageHeader title={routeTitles.tutorial} />}>
      <Lessons />
    </Page>
  );
}
