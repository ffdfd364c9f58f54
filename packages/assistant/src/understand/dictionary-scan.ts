/** Longest-match scan of a text against a word table, left to right, without overlaps. */
export function scanWords<T>(
  text: string,
  words: ReadonlyMap<string, T>,
): { word: string; value: T; index: number }[] {
  const longest = Math.max(0, ...[...words.keys()].map((w) => w.length));
  const hits: { word: string; value: T; index: number }[] = [];
  let i = 0;
  while (i < text.length) {
    let step = 1;
    for (let len = Math.min(longest, text.length - i); len > 0; len--) {
      const word = text.slice(i, i + len);
      const value = words.get(word);
      if (value !== undefined) {
        hits.push({ word, value, index: i });
        step = len;
        break;
      }
    }
    i += step;
  }
  return hits;
}
