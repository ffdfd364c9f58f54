// The built-in engine over the shipped catalogue, reference tables, rule table and web pages, in-process,
// as the server builds it (shared by the question eval and `bench/ask.ts`).
import fs from 'node:fs';
import { buildKnowledgeBase, createBuiltinEngine } from '@broker/assistant';
import { catalogueSchema, parseReferenceTables, parseUnderwritingRules } from '@broker/insurance';

const read = (path: string) => fs.readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

export function shippedBuiltinEngine() {
  const catalogue = catalogueSchema.parse(JSON.parse(read('data/catalogue/catalogue.json')));
  const referenceTables = parseReferenceTables((name) => read(`data/reference/${name}`));
  const underwritingRules = parseUnderwritingRules(read('data/underwriting/rules.csv'));
  // The shipped web resources, as the server feeds its published entries to the engine.
  const webPages = (
    JSON.parse(read('data/web-resources/web-resources.json')) as {
      resources: { title: string; source: string; summary: string; url: string; category: string }[];
    }
  ).resources.map((page, i) => ({ id: `web-${i}`, ...page }));
  return createBuiltinEngine(
    buildKnowledgeBase({ ...catalogue, referenceTables, underwritingRules, webPages }),
  );
}
