import path from 'node:path';
import { SOURCE_TYPE_BY_KIND, type KnowledgeDoc } from '@broker/assistant';
import type { ParsedDocument } from './read-documents.js';

/** A stored paragraph (a kb_paragraphs row without its import time). */
export interface KbParagraph {
  id: string;
  source: string;
  title: string;
  text: string;
  position: number;
}

/**
 * The rows a parsed file is stored as. Ids are `<source>#<record id>` for JSONL records that carry an
 * id, else `<source>#<paragraph number>`, so they are unique across files and stable when a file is
 * re-imported. The later pieces of a split paragraph add `~2`, `~3`, … (JSONL: `<id>~2`), which is how
 * the index knows they belong together (see knowledgeDocOf).
 */
export function paragraphRows(document: ParsedDocument): KbParagraph[] {
  let paragraph = 0;
  return document.paragraphs.map((p, i) => {
    if (p.piece === undefined) paragraph += 1;
    const numbered = p.piece === undefined ? `${paragraph}` : `${paragraph}~${p.piece}`;
    return {
      id: `${document.source}#${p.id ?? numbered}`,
      source: document.source,
      title: p.title,
      text: p.text,
      position: i + 1,
    };
  });
}

/** The paragraph a stored row was cut from: its id without the `~n` piece suffix. */
export const paragraphIdOf = (rowId: string) => rowId.replace(/~\d+$/, '');

/** A stored paragraph as a retrievable passage, cited by its file name. */
export function knowledgeDocOf(row: KbParagraph): KnowledgeDoc {
  return {
    id: row.id,
    kind: 'document',
    sourceType: SOURCE_TYPE_BY_KIND.document,
    title: row.title,
    text: row.text,
    source: path.posix.basename(row.source),
    // Pieces of one split paragraph are also scored as the whole paragraph.
    group: paragraphIdOf(row.id),
  };
}
