import { isIndexable, normalizeText } from './normalize.js';
import type { Tokenizer } from './types.js';

/** A tokenizer from a segmenter: normalize, segment, drop punctuation and stopwords. */
export function createTokenizer(segment: (text: string) => string[]): Tokenizer {
  return (text) => {
    const tokens: string[] = [];
    for (const raw of segment(normalizeText(text))) {
      const token = raw.trim();
      if (isIndexable(token)) tokens.push(token);
    }
    return tokens;
  };
}
