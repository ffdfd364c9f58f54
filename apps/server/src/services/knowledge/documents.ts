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
 * id, else `<source>#<position>`, so they are unique across files and stable when a file is re-imported.
 */
export function paragraphRows(document: ParsedDocument): KbParagraph[] {
  return document.paragraphs.map((p, i) => ({
    id: `${document.source}#${p.id ?? i + 1}`,
    source: document.source,
    title: p.title,
    text: p.text,
    position: i + 1,
  }));
}

/** A stored paragraph as a retrievable passage, cited by its file name. */
export function knowledgeDocOf(row: KbParagraph): KnowledgeDoc {
  return {
    id: row.id,
    kind: 'document',
    sourceType: SOURCE_TYPE_BY_KIND.document,
    title: row.title,
    text: row.text,
    source: path.posix.basename(row.source),
  };
}
