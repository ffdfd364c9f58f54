import type { ClauseSection } from '@broker/contract';

/** A piece of a paragraph: `hit` pieces are what the agent searched for. */
export interface Piece {
  text: string;
  hit: boolean;
}

export interface ClauseMatch {
  title: Piece[];
  paragraphs: Piece[][];
  /** How many times the query occurs in this section. */
  hits: number;
}

// Full-width letters and digits typed on a Chinese keyboard match their half-width forms in the text.
// NFKC keeps Chinese characters' count, so offsets in the folded text are offsets in the original.
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** Splits `text` around every occurrence of `query` (already folded). */
export function splitHits(text: string, query: string): { pieces: Piece[]; hits: number } {
  if (query === '') return { pieces: [{ text, hit: false }], hits: 0 };
  const folded = fold(text);
  if (folded.length !== text.length) {
    // A character whose folded form has another length: no safe offsets, match on the whole.
    return folded.includes(query)
      ? { pieces: [{ text, hit: true }], hits: 1 }
      : { pieces: [{ text, hit: false }], hits: 0 };
  }
  const pieces: Piece[] = [];
  let from = 0;
  let hits = 0;
  for (let at = folded.indexOf(query); at !== -1; at = folded.indexOf(query, at + query.length)) {
    if (at > from) pieces.push({ text: text.slice(from, at), hit: false });
    pieces.push({ text: text.slice(at, at + query.length), hit: true });
    from = at + query.length;
    hits += 1;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), hit: false });
  return { pieces, hits };
}

/**
 * The clause sections that mention the query, with its occurrences marked; every section, unmarked,
 * for an empty query. A section whose title matches is kept whole.
 */
export function searchClauses(clauses: ClauseSection[], query: string): ClauseMatch[] {
  const q = fold(query.trim());
  return clauses.flatMap((section) => {
    const title = splitHits(section.title, q);
    const paragraphs = section.paragraphs.map((p) => splitHits(p, q));
    const hits = title.hits + paragraphs.reduce((sum, p) => sum + p.hits, 0);
    if (q !== '' && hits === 0) return [];
    return [{ title: title.pieces, paragraphs: paragraphs.map((p) => p.pieces), hits }];
  });
}
