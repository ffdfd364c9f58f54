import { useEffect, useRef } from 'react';
import Player, { I18N, langZhCn } from 'xgplayer';
import 'xgplayer/dist/index.min.css';
import { LESSON_LIMITS, type LessonProgressRequest, type LessonVideo } from '@broker/contract';
import { tutorialText } from '../../../locales/zh-CN/tutorial';
import './lesson-player.css';

// Chinese controls (`use` is xgplayer's language registry, not a React hook).
const registerLanguage = I18N.use.bind(I18N);
registerLanguage(langZhCn);

export interface LessonPlayerProps {
  video: LessonVideo;
  /** Seconds to start at (where the agent stopped last time). */
  start: number;
  /** Start playing at once (after 从头播放, a tap the browser counts as the agent's). */
  autoplay?: boolean;
  /** Called every few seconds while playing, and on pause, seek, end and when the player goes away. */
  onProgress(progress: LessonProgressRequest, leaving: boolean): void;
  onError(): void;
}

/**
 * xgplayer (the spec's player), inline in every web view: playsinline, webkit-playsinline and the
 * X5 kernel's same-layer mode (WeChat/WeCom on Android), never a forced full screen; the agent may
 * still choose full screen from the controls. Progress is reported only once playback has started,
 * so opening and leaving the page never overwrites where the agent stopped.
 */
export function LessonPlayer({ video, start, autoplay = false, onProgress, onError }: LessonPlayerProps) {
  const box = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onProgress, onError });
  callbacks.current = { onProgress, onError };

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const player = new Player({
      el,
      url: video.url,
      poster: video.poster ?? '',
      startTime: start,
      autoplay,
      width: '100%',
      height: '100%',
      lang: 'zh-cn',
      playsinline: true,
      cssFullscreen: false,
      rotateFullscreen: false,
      download: false,
      pip: false,
      closeVideoClick: false,
      videoAttributes: { preload: 'metadata', 'x5-video-player-type': 'h5-page' },
    });
    let started = false;
    let lastSave = 0;
    const progress = (): LessonProgressRequest => {
      const duration = Number.isFinite(player.duration) && player.duration > 0 ? player.duration : undefined;
      return { positionSeconds: Math.max(0, player.currentTime || 0), durationSeconds: duration };
    };
    const save = (leaving = false) => {
      if (!started) return;
      lastSave = Date.now();
      callbacks.current.onProgress(progress(), leaving);
    };
    const onTime = () => {
      if (Date.now() - lastSave >= LESSON_LIMITS.progressSaveEveryMs) save();
    };
    player.on('play', () => {
      started = true;
    });
    player.on('timeupdate', onTime);
    player.on('pause', () => save());
    player.on('seeked', () => save());
    player.on('ended', () => save());
    player.on('error', () => callbacks.current.onError());
    const onHide = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = () => save(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      save();
      player.destroy();
    };
  }, [video.url, video.poster, start, autoplay]);

  return (
    <div className="lesson-player" role="region" aria-label={tutorialText.playerLabel}>
      <div ref={box} className="lesson-player__box" />
    </div>
  );
}
