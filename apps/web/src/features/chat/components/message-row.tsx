import { memo, useEffect, useState } from 'react';
import { AnswerBubble, GuessBubble } from './answer-bubble';
import { QuestionBubble } from './question-bubble';

export type RowKind = 'send' | 'answer' | 'guess';

interface MessageRowProps {
  id: string;
  kind: RowKind;
  isLast: boolean;
  /** Well away from the newest messages: may skip rendering while off screen. */
  far: boolean;
}

/**
 * One message of the list. A far row skips layout and paint while off screen (content-visibility), but
 * only after it has been laid out in full once: the browser then remembers its real size, so rows do
 * not change height as they come back into view, which would shift the text the agent is reading
 * (WebKit has no scroll anchoring to hide that).
 */
export const MessageRow = memo(function MessageRow({ id, kind, isLast, far }: MessageRowProps) {
  const [measured, setMeasured] = useState(false);
  useEffect(() => {
    // Two frames: the size is remembered in the rendering step after the first full layout.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setMeasured(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return (
    <div className={`msg msg--${kind}${far && measured ? ' msg--far' : ''}`}>
      {kind === 'send' && <QuestionBubble id={id} />}
      {kind === 'answer' && <AnswerBubble id={id} isLast={isLast} />}
      {kind === 'guess' && <GuessBubble id={id} />}
    </div>
  );
});
