// Validity check for packages/assistant/data/acts/labelled.jsonl (the act classifier's training data).
// Run: npx tsx packages/assistant/scripts/check-labelled.ts
// Checks that every line parses, the act is one of the known labels, frames use the known slots,
// and that no two texts are exact or near duplicates (character-bigram Jaccard >= 0.8 after
// dropping punctuation and spaces). Prints the count per act and the number of frames.
import { readFileSync } from 'node:fs';
import { ACTS } from '../src/understand/acts.js';

const RELATIONS = new Set(['self', 'spouse', 'child', 'parent', 'grandparent', 'sibling', 'other']);
const ROLES = new Set(['budget_year', 'sum_insured', 'bill', 'claim', 'income_month', 'income_year', 'debt']);
const TYPES = new Set([
  'critical_illness',
  'medical',
  'term_life',
  'whole_life',
  'increasing_whole_life',
  'annuity',
  'accident',
]);
const PERSON_KEYS = new Set(['relation', 'age', 'gender', 'occupationClass', 'pregnant', 'conditions']);
const FRAME_KEYS = new Set(['persons', 'money', 'productType', 'company']);

interface Person {
  relation: string;
  age?: number;
  gender?: string;
  occupationClass?: number;
  pregnant?: boolean;
  conditions?: string[];
}
interface Frame {
  persons?: Person[];
  money?: { role: string; amount: number }[];
  productType?: string;
  company?: string;
}
interface Row {
  text: string;
  act: string;
  frame?: Frame;
}

const file = new URL('../data/acts/labelled.jsonl', import.meta.url);
const lines = readFileSync(file, 'utf8').split('\n');
const problems: string[] = [];
const rows: Row[] = [];
lines.forEach((line, index) => {
  if (line.trim() === '') return;
  const where = `line ${index + 1}`;
  let row: Row;
  try {
    row = JSON.parse(line) as Row;
  } catch {
    problems.push(`${where}: not JSON`);
    return;
  }
  if (typeof row.text !== 'string' || row.text.trim() === '') problems.push(`${where}: empty text`);
  if (!(ACTS as readonly string[]).includes(row.act)) problems.push(`${where}: unknown act ${row.act}`);
  const frame = row.frame;
  if (frame) {
    for (const key of Object.keys(frame))
      if (!FRAME_KEYS.has(key)) problems.push(`${where}: frame key ${key}`);
    for (const person of frame.persons ?? []) {
      if (!RELATIONS.has(person.relation)) problems.push(`${where}: relation ${person.relation}`);
      for (const key of Object.keys(person))
        if (!PERSON_KEYS.has(key)) problems.push(`${where}: person key ${key}`);
      if (person.gender !== undefined && person.gender !== 'M' && person.gender !== 'F')
        problems.push(`${where}: gender ${person.gender}`);
      const occupationClass = person.occupationClass;
      if (
        occupationClass !== undefined &&
        !(Number.isInteger(occupationClass) && occupationClass >= 1 && occupationClass <= 6)
      )
        problems.push(`${where}: occupationClass ${occupationClass}`);
    }
    for (const money of frame.money ?? []) {
      if (!ROLES.has(money.role)) problems.push(`${where}: money role ${money.role}`);
      if (typeof money.amount !== 'number' || money.amount <= 0) problems.push(`${where}: money amount`);
    }
    if (frame.productType !== undefined && !TYPES.has(frame.productType))
      problems.push(`${where}: productType ${frame.productType}`);
  }
  rows.push(row);
});

// Texts made only of punctuation or emoji ('?', '👍') are compared as they are.
const normalise = (text: string): string => text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '') || text;
const bigrams = (text: string): Set<string> => {
  const grams = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) grams.add(text.slice(i, i + 2));
  if (grams.size === 0) grams.add(text);
  return grams;
};
const seen: { text: string; grams: Set<string> }[] = [];
for (const row of rows) {
  const grams = bigrams(normalise(row.text));
  for (const other of seen) {
    let shared = 0;
    for (const gram of grams) if (other.grams.has(gram)) shared++;
    const union = grams.size + other.grams.size - shared;
    if (shared / union >= 0.8) problems.push(`near duplicate: ${row.text} ~ ${other.text}`);
  }
  seen.push({ text: row.text, grams });
}

const counts = new Map<string, number>(ACTS.map((act) => [act, 0]));
for (const row of rows) counts.set(row.act, (counts.get(row.act) ?? 0) + 1);
for (const [act, count] of counts) console.log(`${act.padEnd(18)} ${count}`);
console.log(`total ${rows.length}, with frame ${rows.filter((row) => row.frame).length}`);
if (problems.length > 0) {
  console.log(problems.join('\n'));
  process.exitCode = 1;
}
