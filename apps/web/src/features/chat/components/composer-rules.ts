import { LIMITS, charCount, stripEmoji } from '@broker/contract';

/** Typed or pasted text as the input keeps it: emoji removed (spec §5). */
export const sanitizeInput = (text: string): string => stripEmoji(text);

export interface Counter {
  count: number;
  /** Shown only near or over the limit, so it does not clutter a short question. */
  visible: boolean;
  over: boolean;
}

export function inputCounter(text: string): Counter {
  const count = charCount(text);
  return {
    count,
    visible: count >= LIMITS.inputMaxChars * 0.8,
    over: count > LIMITS.inputMaxChars,
  };
}

/** Enter sends; Shift+Enter and Enter while an IME is composing (pinyin) do not. */
export const isSendKey = (e: { key: string; shiftKey: boolean; isComposing: boolean; keyCode?: number }) =>
  e.key === 'Enter' && !e.shiftKey && !e.isComposing && e.keyCode !== 229;
