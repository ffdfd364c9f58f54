import { Link } from 'react-router';
import type { LessonSummary } from '@broker/contract';
import { ChevronRightIcon } from '../../../components/icons/icons';
import { tutorialText } from '../../../locales/zh-CN/tutorial';
import { formatDuration, lessonPath } from '../lib/lessons';
import { PlayIcon } from './play-icon';
import './lesson-list.css';

/** /tutorial's table of contents: each lesson's cover (or number), title, summary and video mark. */
export function LessonList({ lessons }: { lessons: readonly LessonSummary[] }) {
  return (
    <>
      <p className="lesson-list__intro">{tutorialText.listIntro}</p>
      <ol className="lesson-list" aria-label={tutorialText.listLabel}>
        {lessons.map((lesson, index) => (
          <li key={lesson.id}>
            <Link className="lesson-list__link" to={lessonPath(lesson.id)}>
              {lesson.cover ? (
                <span className="lesson-list__cover">
                  <img src={lesson.cover} alt="" loading="lazy" decoding="async" />
                  {lesson.video && <PlayIcon className="lesson-list__cover-play" />}
                </span>
              ) : (
                <span className="lesson-list__number" aria-hidden="true">
                  {index + 1}
                </span>
              )}
              <span className="lesson-list__text">
                <span className="lesson-list__title">{lesson.title}</span>
                <span className="lesson-list__summary">{lesson.summary}</span>
                {lesson.video && (
                  <span className="lesson-list__badge">
                    {lesson.video.durationSeconds
                      ? tutorialText.videoLength(formatDuration(lesson.video.durationSeconds))
                      : tutorialText.video}
                  </span>
                )}
              </span>
              <ChevronRightIcon className="lesson-list__chevron" />
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
