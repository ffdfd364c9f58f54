import { CN_DIGIT_CHARS, CN_NUMBER_CHARS } from './chinese-number.js';

/** One number: Arabic (optionally with Chinese units or k/w, '3万5', '5k') or Chinese ('三十五'). */
export const NUM = `(?:\\d+(?:\\.\\d+)?(?:[十百千万亿]+\\d*|[kKwW](?![a-zA-Z]))?|[${CN_DIGIT_CHARS}十][${CN_NUMBER_CHARS}]*)`;
/** A number or a range of two ('30到40', '3-5千'). */
export const AMOUNT = `${NUM}(?:\\s*(?:-|~|－|—|–|到|至)\\s*${NUM})?`;
/**
 * Placed after an amount so a regex cannot stop half-way through a longer number or in front of a
 * unit that makes it something else ('1000次', '五千种'), or where 一 starts a word ('保额一般买多少').
 */
export const AMOUNT_END = `(?![0-9.${CN_NUMBER_CHARS}kKwW年岁次种天个%％倍]|(?<=一)[般起下定直样些旦致切共半点])`;

const MASK = '¦';

/**
 * The question being read, with the parts already understood blanked out so a later pattern cannot
 * read them again ('30年交' is a payment term, so its '30' is no longer there for an age pattern).
 * Blanking keeps the length, so match positions stay comparable.
 */
export class Scratch {
  text: string;

  constructor(text: string) {
    this.text = text;
  }

  mask(start: number, end: number): void {
    this.text = this.text.slice(0, start) + MASK.repeat(end - start) + this.text.slice(end);
  }

  /**
   * Runs a global regex over the current text; each match the callback accepts (returns true) is
   * blanked. Returns how many were accepted.
   */
  take(regex: RegExp, accept: (match: RegExpExecArray) => boolean): number {
    let accepted = 0;
    for (const match of [...this.text.matchAll(regex)]) {
      if (accept(match)) {
        this.mask(match.index, match.index + match[0].length);
        accepted++;
      }
    }
    return accepted;
  }

  /** The character just before a position ('' at the start), for checks a lookbehind would do. */
  before(index: number): string {
    return index > 0 ? this.text.charAt(index - 1) : '';
  }
}

export function isDigitChar(ch: string): boolean {
  return ch.length === 1 && (/[0-9]/.test(ch) || CN_DIGIT_CHARS.includes(ch));
}
