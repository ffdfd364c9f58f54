import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { tutorialText, type TutorialLesson } from '../../../locales/zh-CN/tutorial';
import { lessonPath } from '../lib/lessons';
import './lesson-list.css';

/** /tutorial's table of contents: each lesson's title and one-line summary, a row to tap. */
export function LessonList({ lessons }: { lessons: readonly TutorialLesson[] }) {
  return (
    <>
      <p className="lesson-list__intro">{tutorialText.listIntro}</p>
      <ol className="lesson-list" aria-label={tutorialText.listLabel}>
        {lessons.map((lesson, index) => (
          <li key={lesson.id}>
            <Link className="lesson-list__link" to={lessonPath(lesson.id)}>
              <span className="lesson-list__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="lesson-list__text">
                <span className="lesson-list__title">{lesson.title}</span>
                <span className="lesson-list__summary">{lesson.summary}</span>
              </span>
              <ChevronRightIcon className="lesson-list__chevron" />
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
