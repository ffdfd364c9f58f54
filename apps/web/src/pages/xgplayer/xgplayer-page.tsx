import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Lesson, LessonProgressRequest, LessonVideo } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import {
  lessonKeys,
  saveLessonProgress,
  saveLessonProgressOnLeave,
  useLesson,
} from '../../features/tutorial/api/lessons-api';
import { LessonNotFound } from '../../features/tutorial/components/lesson-not-found';
import { LessonPlayer } from '../../features/tutorial/components/lesson-player';
import {
  TUTORIAL_PATH,
  VIDEO_PATH,
  formatDuration,
  lessonPath,
  resumeAt,
} from '../../features/tutorial/lib/lessons';
import { errorText, isNotFound } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import { tutorialText } from '../../locales/zh-CN/tutorial';
import { useAddressedLessonId } from '../tutorial-detail/tutorial-detail-page';
import './xgplayer-page.css';

function Watch({ lesson, video }: { lesson: Lesson; video: LessonVideo }) {
  const queryClient = useQueryClient();
  // Fixed when the page opens: saving progress while watching must not restart the player.
  const [start, setStart] = useState(() => resumeAt(lesson.progress, video.durationSeconds));
  const [restarted, setRestarted] = useState(false);
  const [failed, setFailed] = useState(false);

  const onProgress = (progress: LessonProgressRequest, leaving: boolean) => {
    // The detail page (kept alive) and a later visit show where the agent stopped, without a reload.
    queryClient.setQueryData<Lesson>(lessonKeys.one(lesson.id), (old) =>
      old
        ? {
            ...old,
            progress: {
              positionSeconds: progress.positionSeconds,
              durationSeconds: progress.durationSeconds ?? null,
              updatedAt: new Date().toISOString(),
            },
          }
        : old,
    );
    if (leaving) saveLessonProgressOnLeave(lesson.id, progress);
    else void saveLessonProgress(lesson.id, progress);
  };

  return (
    <>
      <LessonPlayer
        key={`${start}-${restarted}`}
        video={video}
        start={start}
        autoplay={restarted}
        onProgress={onProgress}
        onError={() => setFailed(true)}
      />
      {failed && (
        <p className="video-page__error" role="alert">
          {tutorialText.playFailed}
        </p>
      )}
      {start > 0 && (
        <div className="video-page__resume" role="status">
          <span>{tutorialText.resumed(formatDuration(start))}</span>
          <button
            type="button"
            className="video-page__restart"
            onClick={() => {
              setStart(0);
              setRestarted(true);
            }}
          >
            {tutorialText.restart}
          </button>
        </div>
      )}
      <section className="video-page__about" aria-labelledby="video-page-title">
        <h2 id="video-page-title" className="video-page__title">
          {lesson.title}
        </h2>
        <p className="video-page__summary">{lesson.summary}</p>
        <Link className="video-page__read" to={lessonPath(lesson.id)}>
          {tutorialText.readLesson}
        </Link>
      </section>
    </>
  );
}

/** /xgplayer?lessonId=…: a lesson's video, inline, resuming where this agent stopped. */
export function XgplayerPage() {
  const lessonId = useAddressedLessonId(VIDEO_PATH);
  const lesson = useLesson(lessonId);
  let body;
  if (!lessonId || (lesson.isError && isNotFound(lesson.error)))
    body = <LessonNotFound missingId={!lessonId} />;
  else if (lesson.isError)
    body = <ErrorState message={errorText(lesson.error, '')} onRetry={() => void lesson.refetch()} />;
  else if (!lesson.data) body = <LoadingState text={tutorialText.loadingPlayer} />;
  else if (!lesson.data.video)
    body = (
      <div className="video-page__none" role="status">
        <p className="video-page__none-title">{tutorialText.noVideoTitle}</p>
        <p className="video-page__summary">{tutorialText.noVideoBody}</p>
        <Link className="video-page__read" to={lessonPath(lesson.data.id)}>
          {tutorialText.readLesson}
        </Link>
      </div>
    );
  // Not kept across lessons: another lesson's video starts its own player.
  else body = <Watch key={lesson.data.id} lesson={lesson.data} video={lesson.data.video} />;
  return (
    <Page
      className="video-page"
      header={
        <PageHeader
          title={routeTitles.xgplayer}
          backFallback={lessonId ? lessonPath(lessonId) : TUTORIAL_PATH}
        />
      }
    >
      {body}
    </Page>
  );
}
