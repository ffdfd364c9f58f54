import { Link } from 'react-router';
import type { Lesson, LessonVideo } from '@broker/contract';
import { tutorialText } from '../../../locales/zh-CN/tutorial';
import { formatDuration, resumeAt, videoPath } from '../lib/lessons';
import { PlayIcon } from './play-icon';
import './lesson-video-card.css';

/** The lesson's video as its poster with a play mark, opening /xgplayer; where the agent stopped. */
export function LessonVideoCard({ lesson, video }: { lesson: Lesson; video: LessonVideo }) {
  const resume = resumeAt(lesson.progress, video.durationSeconds);
  return (
    <Link
      className="lesson-video"
      to={videoPath(lesson.id)}
      aria-label={tutorialText.watchVideoOf(lesson.title)}
    >
      <span className="lesson-video__frame">
        {video.poster && <img src={video.poster} alt="" decoding="async" />}
        <span className="lesson-video__play">
          <PlayIcon />
        </span>
      </span>
      <span className="lesson-video__meta">
        <span className="lesson-video__label">{tutorialText.watchVideo}</span>
        {video.durationSeconds !== null && (
          <span className="lesson-video__length">{formatDuration(video.durationSeconds)}</span>
        )}
        {resume > 0 && (
          <span className="lesson-video__resume">{tutorialText.lastWatched(formatDuration(resume))}</span>
        )}
      </span>
    </Link>
  );
}
