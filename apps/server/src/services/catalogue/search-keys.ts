/**
 * Search keys: what agents type and what the catalogue holds are compared after the same folding —
 * full-width to half-width (NFKC), lower case, and without spaces, punctuation or symbols — so
 * "ＡＢＣ 重疾·2024" finds "abc重疾2024".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** The keyword as a whole and its space-separated parts (each folded; empty ones dropped). */
export function keywordKeys(keyword: string): { whole: string; parts: string[] } {
  const parts = keyword
    .split(/[\s\u3000]+/)
    .map(searchKey)
    .filter((part) => part !== '');
  return { whole: parts.join(''), parts };
}

/** "|a|b|": each alias between bars, so an exact alias is a LIKE '%|kw|%' match. */
export function aliasKeys(aliases: readonly string[]): string {
  const keys = aliases.map(searchKey).filter((key) => key !== '');
  return keys.length === 0 ? '' : `|${keys.join('|')}|`;
}
