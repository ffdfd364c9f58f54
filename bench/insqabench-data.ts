// The InsQABench clause files (../shared/eval/insqabench-clause) as the benchmarks read them: questions,
// and the paragraphs through the product's own `kb import` path (JSONL reader, paragraph splitting,
// stored-row → passage mapping), each passage's contract as its product (what protocol B filters on).
import fs from 'node:fs';
import path from 'node:path';
import type { KnowledgeDoc } from '@broker/assistant';
import {
  knowledgeDocOf,
  paragraphRows,
  type KbParagraph,
} from '../apps/server/src/services/knowledge/documents.js';
import { readDocuments } from '../apps/server/src/services/knowledge/read-documents.js';

const root = path.resolve(import.meta.dirname, '..');
export const dataDir = process.env.INSQABENCH_DIR ?? path.resolve(root, '../shared/eval/insqabench-clause');

export interface Question {
  id: string;
  contract: string;
  question: string;
  evidence: string[];
  evidence_same_text: string[];
  answer: string;
  answer_core: string;
  split: 'dev' | 'test';
}

export function readQuestions(): Question[] {
  return fs
    .readFileSync(path.join(dataDir, 'questions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Question);
}

/** The stored rows and their passages; the contract is the passage's product, as a product's clauses are. */
export async function readCorpus(): Promise<{ rows: KbParagraph[]; docs: KnowledgeDoc[] }> {
  const [document] = await readDocuments([path.join(dataDir, 'paragraphs.jsonl')]);
  if (!document) throw new Error('paragraphs.jsonl gave no document');
  const rows = paragraphRows(document);
  return { rows, docs: rows.map((row) => ({ ...knowledgeDocOf(row), productCode: row.title })) };
}

/** A stored id is "<file>#<record id>[~piece]": long paragraphs are split on import. */
export const paragraphOf = (docId: string) => docId.slice(docId.indexOf('#') + 1).replace(/~\d+$/, '');
