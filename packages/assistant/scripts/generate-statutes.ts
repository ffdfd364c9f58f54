// Parses the statutes in data/law/ (Markdown, one article a paragraph) into
// packages/assistant/src/knowledge/statutes.json, which the built-in engine's knowledge base imports.
// Run: npx tsx packages/assistant/scripts/generate-statutes.ts   (deterministic; a test checks the JSON
// is what the Markdown gives)
import fs from 'node:fs';
import { STATUTE_FILES, statutesFromFiles } from '../src/knowledge/statute-files.js';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(`data/law/${file}`, root), 'utf8');
const statutes = statutesFromFiles(read);
const out = new URL('packages/assistant/src/knowledge/statutes.json', root);
fs.writeFileSync(out, `${JSON.stringify(statutes, null, 2)}\n`);
const counts = statutes.map((s) => `${s.short} ${s.articles.length}`).join(', ');
console.log(`statutes.json: ${counts} articles (from ${STATUTE_FILES.length} files)`);
