import { useEffect, useRef, useState } from 'react';

/** A fast answer is revealed over at most this long: quick enough never to hold the agent up. */
export const REVEAL_MS = 900;

/**
 * Pure: how many of `length` characters to show `elapsed` ms into a reveal. Eased out (fast first, then
 * settling), everything by REVEAL_MS. Infinity once the reveal is over: text that streams in later (a
 * slow model) shows as it arrives.
 */
export function revealedLength(length: number, elapsed: number): number {
  if (elapsed >= REVEAL_MS) return Infinity;
  const progress = 1 - (1 - Math.max(0, elapsed) / REVEAL_MS) ** 2;
  return Math.min(length, Math.ceil(length * progress));
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

// When the server names an answer (its `meta` event), the pending bubble gives way to one under the
// server's id. A fast answer is complete by then (one store flush), so the new bubble never sees it
// generating: the pending bubble hands its "live" over on unmount, for the next last answer to mount.
const HANDOFF_MS = 1000;
let handedOverAt = -Infinity;

/**
 * The built-in engine answers in a few milliseconds, so the whole answer would land at once (issue 22):
 * an answer that arrives while on screen is typed out on the client within REVEAL_MS, as Ant Design X and
 * LobeChat do. Answers loaded from history, and agents who prefer reduced motion, get the text at once.
 * `generating`: the answer's isGenerating; `isLast`: it is the conversation's last answer.
 */
export function useTypingReveal(text: string, generating: boolean, isLast: boolean): string {
  const [shown, setShown] = useState(() => {
    const handedOver = isLast && performance.now() - handedOverAt < HANDOFF_MS;
    return (generating || handedOver) && !prefersReducedMotion() ? 0 : Infinity;
  });
  const generatingNow = useRef(generating);
  useEffect(() => {
    generatingNow.current = generating;
  }, [generating]);
  useEffect(
    () => () => {
      if (generatingNow.current) handedOverAt = performance.now();
    },
    [],
  );
  const startedAt = useRef<number | null>(null);
  const length = text.length;
  const done = shown >= length;
  useEffect(() => {
    if (done) return;
    // One loop per stretch of text: a frame that shows no new character (the first, at 0 ms) still
    // schedules the next, since an unchanged state would not re-run the effect.
    let frame = requestAnimationFrame(function step(now) {
      startedAt.current ??= now;
      const next = revealedLength(length, now - startedAt.current);
      setShown(next);
      if (next < length) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [done, length]);
  return shown >= length ? text : text.slice(0, shown);
}
