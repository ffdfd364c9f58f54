import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseReferenceTables, type ReferenceTables } from '@broker/insurance';

/** The public actuarial tables shipped with the project (data/reference/SOURCES.md). */
const REFERENCE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../data/reference',
);

let tables: ReferenceTables | undefined;

/** Parsed once per process, on first use (illustrations, import checks). */
export function referenceTables(): ReferenceTables {
  tables ??= parseReferenceTables((name) => fs.readFileSync(path.join(REFERENCE_DIR, name), 'utf8'));
  return tables;
}
