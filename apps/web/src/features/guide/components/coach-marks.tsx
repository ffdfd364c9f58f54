import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { guideText } from '../../../locales/zh-CN/guide';
import {
  GUIDE_START,
  cardPlacement,
  nextStep,
  skipGuide,
  type GuideState,
  type GuideStep,
} from '../lib/guide-sequence';
import './coach-marks.css';

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const PAD = 6;

function rectOf(selector: string): Rect | undefined {
  const el = document.querySelector(selector);
  if (!el) return undefined;
  const box = el.getBoundingClientRect();
  return {
    top: box.top - PAD,
    left: box.left - PAD,
    width: box.width + 2 * PAD,
    height: box.height + 2 * PAD,
  };
}

/**
 * A coach-mark sequence over the page: the step's target in a bright hole of a dimmed screen, a card
 * with its text, 跳过 and 下一步 (开始使用 on the last). A modal dialog for assistive tech; Esc skips.
 * `onFinish` runs once, with how it ended.
 */
export function CoachMarks({
  steps,
  onFinish,
}: {
  steps: readonly GuideStep[];
  onFinish(outcome: 'completed' | 'skipped'): void;
}) {
  const [state, setState] = useState<GuideState>(GUIDE_START);
  const [rect, setRect] = useState<Rect>();
  const [cardTop, setCardTop] = useState<number>();
  const card = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);
  const step = steps[state.index];

  useEffect(() => {
    if (!state.finished || finished.current) return;
    finished.current = true;
    onFinish(state.outcome ?? 'completed');
  }, [state, onFinish]);

  // Bring the target into view, then follow it (resize, the keyboard, a late layout shift).
  useLayoutEffect(() => {
    if (!step || state.finished) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .querySelector(step.selector)
      ?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    const measure = () => setRect(rectOf(step.selector));
    measure();
    const timer = window.setInterval(measure, 250);
    window.addEventListener('resize', measure);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', measure);
    };
  }, [step, state.finished]);

  useLayoutEffect(() => {
    if (!rect || !card.current) return;
    const { top } = cardPlacement(
      { top: rect.top, bottom: rect.top + rect.height },
      window.innerHeight,
      card.current.offsetHeight,
    );
    setCardTop(top);
  }, [rect, state.index]);

  // Once the card is placed (a hidden button cannot take the focus).
  const placed = cardTop !== undefined;
  useEffect(() => {
    if (placed) primary.current?.focus();
  }, [state.index, placed]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setState(skipGuide);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!step || state.finished) return null;
  const last = state.index === steps.length - 1;
  return (
    <div
      className="coach-marks"
      role="dialog"
      aria-modal="true"
      aria-labelledby="coach-mark-title"
      aria-describedby="coach-mark-text"
    >
      {rect ? (
        <div
          className="coach-marks__hole"
          style={{ top: rect.top, left: rect.left, width: rect.width, height: rect.height }}
          aria-hidden="true"
        />
      ) : (
        <div className="coach-marks__dim" aria-hidden="true" />
      )}
      <div
        ref={card}
        className="coach-marks__card"
        style={{ top: cardTop ?? 0, visibility: cardTop === undefined ? 'hidden' : 'visible' }}
      >
        <p className="coach-marks__count">{guideText.count(state.index + 1, steps.length)}</p>
        <h2 id="coach-mark-title" className="coach-marks__title">
          {step.title}
        </h2>
        <p id="coach-mark-text" className="coach-marks__text">
          {step.text}
        </p>
        <div className="coach-marks__actions">
          {!last && (
            <button type="button" className="coach-marks__skip" onClick={() => setState(skipGuide)}>
              {guideText.skip}
            </button>
          )}
          <button
            ref={primary}
            type="button"
            className="coach-marks__next"
            onClick={() => setState((s) => nextStep(s, steps.length))}
          >
            {last ? guideText.done : guideText.next}
          </button>
        </div>
      </div>
    </div>
  );
}
