import { normalizeText, STOPWORDS } from './normalize.js';
import type { Tokenizer } from './types.js';

/**
 * Marks character n-gram terms so they never collide with word terms: "保险" the jieba word and "保险"
 * the bigram are counted (and weighted by IDF) separately. A control character never survives
 * normalization into a word token.
 */
export const GRAM_MARK = '\u0001';

const RUN = /[\p{L}\p{N}]+/gu;

/**
 * Every letter/digit character (except one-character stopwords) and every bigram of adjacent characters
 * within a run of letters and digits. Bigrams catch what word segmentation splits differently in query
 * and passage (PDF noise, rare compounds, 保险金额 vs 保额), which matters for clause text.
 */
export function charGrams(text: string): string[] {
  const out: string[] = [];
  for (const match of normalizeText(text).matchAll(RUN)) {
    const chars = Array.from(match[0]);
    chars.forEach((c, i) => {
      if (!STOPWORDS.has(c)) out.push(GRAM_MARK + c);
      const next = chars[i + 1];
      if (next !== undefined) out.push(GRAM_MARK + c + next);
    });
  }
  return out;
}

/** Word tokens plus character 1+2-grams: the hybrid the retrieval index uses by default. */
export function withCharGrams(words: Tokenizer): Tokenizer {
  return (text) => [...words(text), ...charGrams(text)];
}

/** A term as shown to people (highlights): without the n-gram mark. */
export const displayTerm = (term: string) => (term.startsWith(GRAM_MARK) ? term.slice(1) : term);
