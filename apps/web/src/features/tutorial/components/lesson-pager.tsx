import { Link } from 'react-router';
import type { Lesson } from '@broker/contract';
import { tutorialText } from '../../../locales/zh-CN/tutorial';
import { TUTORIAL_PATH, lessonPath } from '../lib/lessons';
import './lesson-pager.css';

/** The end of a lesson: the lessons before and after it; after the last one, the way back to the list. */
export function LessonPager({ lesson }: { lesson: Lesson }) {
  const { previous, next } = lesson;
  return (
    <nav className="lesson-pager" aria-label={tutorialText.pagerLabel}>
      {previous && (
        <Link className="lesson-pager__link" to={lessonPath(previous.id)} rel="prev">
          <span className="lesson-pager__label">{tutorialText.previous}</span>
          <span className="lesson-pager__title">{previous.title}</span>
        </Link>
      )}
      {next ? (
        <Link className="lesson-pager__link lesson-pager__link--next" to={lessonPath(next.id)} rel="next">
          <span className="lesson-pager__label">{tutorialText.next}</span>
          <span className="lesson-pager__title">{next.title}</span>
        </Link>
      ) : (
        <Link className="lesson-pager__link lesson-pager__link--next" to={TUTORIAL_PATH}>
          <span className="lesson-pager__label">{tutorialText.lastLesson}</span>
          <span className="lesson-pager__title">{tutorialText.backToContents}</span>
        </Link>
      )}
    </nav>
  );
}
