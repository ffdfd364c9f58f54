import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { LessonList } from '../../features/tutorial/components/lesson-list';
import { routeTitles } from '../../locales/zh-CN/routes';
import { TUTORIAL_LESSONS } from '../../locales/zh-CN/tutorial';

/** /tutorial: the operation guide's lessons (shipped with the app), each opening /tutorial/detail. */
export function TutorialPage() {
  return (
    <Page header={<PageHeader title={routeTitles.tutorial} />}>
      <LessonList lessons={TUTORIAL_LESSONS} />
    </Page>
  );
}
