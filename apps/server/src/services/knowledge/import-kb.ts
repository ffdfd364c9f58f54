import type { Db } from '../../db/database.js';
import { kbRepository } from '../../db/kb-repository.js';
import { paragraphRows } from './documents.js';
import { readDocuments } from './read-documents.js';

export interface KbImportReport {
  files: { source: string; paragraphs: number }[];
}

/**
 * Imports documents into the knowledge base: every file is read and parsed first (any bad file fails
 * the whole import, naming it), then one transaction replaces the paragraphs of each imported source.
 */
export async function importKnowledge(
  db: Db,
  targets: readonly string[],
  options: { sourcePrefix?: string } = {},
): Promise<KbImportReport> {
  const prefix = options.sourcePrefix ?? '';
  const documents = (await readDocuments(targets)).map((d) => ({ ...d, source: `${prefix}${d.source}` }));
  const rows = documents.flatMap(paragraphRows);
  await db.transaction(async (tx) => {
    await kbRepository(tx as unknown as Db).replaceSources(
      documents.map((d) => d.source),
      rows,
    );
  });
  return { files: documents.map((d) => ({ source: d.source, paragraphs: d.paragraphs.length })) };
}
