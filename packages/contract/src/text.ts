import { LIMITS } from './limits.js';

// Pictographs plus the invisible pieces that build emoji sequences: variation selector 16, zero-width
// joiner, keycap, skin-tone modifiers, regional-indicator flags and tag characters. No lookbehind, so
// old WebKit web views can run it.
const EMOJI =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]|\uFE0F|\u200D|\u20E3/gu;

/** Removes emoji from user input (spec §5); everything else, Chinese punctuation included, stays. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '');
}

/** Length as a person counts it: one per character, not per UTF-16 unit. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** True when the message is over the spec's 500-character input limit. */
export function isOverInputLimit(text: string): boolean {
  return charCount(text) > LIMITS.inputMaxChars;
}

/** A quote keeps this much of the quoted message (the input box's limit: a quote is never longer). */
export const QUOTE_MAX_CHARS = 500;

/**
 * The part of a message's text a quote keeps, counted in characters (an emoji is not cut in two).
 * Here, not beside the conversation schemas: the chat's first screen needs it without zod.
 */
export function quoteSnapshot(text: string): string {
  const chars = [...text];
  return chars.length > QUOTE_MAX_CHARS ? chars.slice(0, QUOTE_MAX_CHARS).join('') : text;
}
