/**
 * A document could not be imported into the knowledge base. The message names the file (and line, for
 * JSONL) and what is wrong; nothing was written. The CLI prints it and exits 65 (EX_DATAERR).
 */
export class KbImportError extends Error {
  override name = 'KbImportError';
}
