import { INSURANCE_TERMS } from './insurance-dictionary.js';

const HAN = /\p{Script=Han}/u;
const RUNS = /\p{Script=Han}+|[\p{Script=Latin}\p{N}.%]+/gu;
const MAX_WORD = Math.max(...INSURANCE_TERMS.map((t) => t.length));
const WORDS: ReadonlySet<string> = new Set(INSURANCE_TERMS);

/**
 * Segmenter without jieba: dictionary-aware forward maximum matching over the insurance terms, plus
 * every character bigram of each Chinese run (single characters for one-character runs). Used only when
 * the native jieba binding cannot load; recall is fine, precision is lower.
 */
export function fallbackSegment(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(RUNS)) {
    const run = match[0];
    if (!HAN.test(run)) {
      tokens.push(run);
      continue;
    }
    const chars = Array.from(run);
    let i = 0;
    while (i < chars.length) {
      let found = 0;
      for (let len = Math.min(MAX_WORD, chars.length - i); len >= 2; len -= 1) {
        if (WORDS.has(chars.slice(i, i + len).join(''))) {
          found = len;
          break;
        }
      }
      if (found > 0) tokens.push(chars.slice(i, i + found).join(''));
      i += Math.max(found, 1);
    }
    if (chars.length === 1) tokens.push(run);
    for (let j = 0; j + 1 < chars.length; j += 1) tokens.push(`${chars[j]}${chars[j + 1]}`);
  }
  return tokens;
}
