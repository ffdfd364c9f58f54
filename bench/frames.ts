// Frame extraction accuracy of the built-in engine, per slot, on the hand-written frames of
// packages/assistant/data/acts/labelled.jsonl (the lines with a `frame`; shapes in
// packages/assistant/scripts/check-labelled.ts). Each question is read as the engine reads it:
// createQuestionReader over the demo catalogue (emoji stripped, normalizeQuestion, whitespace collapsed,
// then extractEntities with today = 2026-11-25 and the product/company matcher).
// Run: npm run bench:frames [-- --verbose]
// Exit code 0 always: this is a benchmark, not a test.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { catalogueSchema } from '@broker/insurance';
import { createQuestionReader } from '../packages/assistant/src/understand/question-reader.js';
import type { Entities } from '../packages/assistant/src/understand/types.js';

const TODAY = new Date('2026-11-25');
const verbose = process.argv.slice(2).includes('--verbose');

interface LabelledPerson {
  relation: string;
  age?: number;
  gender?: string;
  occupationClass?: number;
  pregnant?: boolean;
  conditions?: string[];
}
type Role = 'budget_year' | 'sum_insured' | 'bill' | 'claim' | 'income_month' | 'income_year' | 'debt';
interface Frame {
  persons?: LabelledPerson[];
  money?: { role: Role; amount: number }[];
  productType?: string;
  company?: string;
}
interface Row {
  line: number;
  text: string;
  frame: Frame;
}

const rows: Row[] = fs
  .readFileSync(new URL('../packages/assistant/data/acts/labelled.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .flatMap((line, index) => {
    if (line.trim() === '') return [];
    const row = JSON.parse(line) as { text: string; frame?: Frame };
    return row.frame ? [{ line: index + 1, text: row.text, frame: row.frame }] : [];
  });

const catalogue = catalogueSchema.parse(
  JSON.parse(fs.readFileSync(new URL('../data/catalogue/catalogue.json', import.meta.url), 'utf8')),
);
const read = createQuestionReader(catalogue);

// Frames name a company by its brand ('启元'); the matcher reports the catalogue code ('QYRS').
function companyCode(brand: string): string {
  const found = catalogue.companies.filter((c) => c.shortName.startsWith(brand) || c.name.startsWith(brand));
  const [only] = found;
  if (found.length !== 1 || !only)
    throw new Error(`frame company ${brand}: ${found.length} catalogue matches`);
  return only.code;
}

const SLOTS = [
  'age',
  'gender',
  'relation',
  'persons.count',
  'persons[i].age',
  'persons[i].relation',
  'persons[i].gender',
  'occupationClass',
  'pregnant',
  'conditions',
  'productType',
  'money.budget_year',
  'money.sum_insured',
  'money.bill',
  'money.claim',
  'money.income_month',
  'money.income_year',
  'money.debt',
  'company',
] as const;
type Slot = (typeof SLOTS)[number];

interface Tally {
  labelled: number;
  right: number;
  wrong: number;
  missed: number;
  spurious: number;
}
type Kind = 'wrong' | 'missed' | 'spurious';
interface Miss {
  slot: Slot;
  kind: Kind;
  line: number;
  text: string;
  expected?: unknown;
  got?: unknown;
}

const tallies = Object.fromEntries(
  SLOTS.map((slot) => [slot, { labelled: 0, right: 0, wrong: 0, missed: 0, spurious: 0 }]),
) as Record<Slot, Tally>;
const misses: Miss[] = [];

const sameSet = (a: unknown, b: unknown): boolean => {
  const x = new Set(a as string[]);
  const y = new Set(b as string[]);
  return x.size === y.size && [...x].every((v) => y.has(v));
};
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** One slot of one question: `expected` undefined = the frame does not state it. */
function score(
  slot: Slot,
  row: Row,
  expected: unknown,
  got: unknown,
  same: (a: unknown, b: unknown) => boolean = sameJson,
): void {
  const t = tallies[slot];
  const miss = (kind: Kind) => {
    t[kind] += 1;
    misses.push({ slot, kind, line: row.line, text: row.text, expected, got });
  };
  if (expected === undefined) {
    if (got !== undefined) miss('spurious');
    return;
  }
  t.labelled += 1;
  if (got === undefined) miss('missed');
  else if (same(expected, got)) t.right += 1;
  else miss('wrong');
}

/** The engine leaves 'self' implicit: no relation read counts as 'self' when the frame says self. */
const relationGot = (expected: string | undefined, got: string | undefined): string | undefined =>
  expected === 'self' && got === undefined ? 'self' : got;

function scoreRow(row: Row, e: Entities, predictedCompany: string | undefined): void {
  const persons = row.frame.persons ?? [];
  const money = row.frame.money ?? [];
  const [main] = persons;

  // The main person: the first labelled person vs the top-level entities.
  score('age', row, main?.age, e.age);
  score('gender', row, main?.gender, e.gender);
  score('relation', row, main?.relation, relationGot(main?.relation, e.relation));

  // Several people: count, then each person aligned by order with entities.persons.
  const several = persons.length >= 2;
  score('persons.count', row, several ? persons.length : undefined, e.persons?.length);
  if (several) {
    const got = e.persons ?? [];
    for (let i = 0; i < Math.max(persons.length, got.length); i++) {
      const want = persons[i];
      const have = got[i];
      score('persons[i].age', row, want?.age, have?.age);
      score('persons[i].relation', row, want?.relation, relationGot(want?.relation, have?.relation));
      score('persons[i].gender', row, want?.gender, have?.gender);
    }
  }

  // Held once per question by the engine: taken from whichever labelled person states them.
  score(
    'occupationClass',
    row,
    persons.find((p) => p.occupationClass !== undefined)?.occupationClass,
    e.occupationClass,
  );
  const pregnantLabelled = persons.some((p) => p.pregnant !== undefined);
  const pregnant = pregnantLabelled ? persons.some((p) => p.pregnant === true) : undefined;
  score('pregnant', row, pregnant, pregnant === false ? (e.pregnant ?? false) : e.pregnant);
  const conditions = [...new Set(persons.flatMap((p) => p.conditions ?? []))];
  score('conditions', row, conditions.length ? conditions : undefined, e.conditions, sameSet);
  score('productType', row, row.frame.productType, e.productType);

  const first = (role: Role) => money.find((m) => m.role === role)?.amount;
  score('money.budget_year', row, first('budget_year'), e.budget);
  score('money.sum_insured', row, first('sum_insured'), e.sumInsured);
  score('money.bill', row, first('bill'), e.bill);
  score('money.claim', row, first('claim'), undefined); // Entities have no claim amount.
  const debts = money.filter((m) => m.role === 'debt');
  score('money.debt', row, debts.length ? debts.reduce((sum, m) => sum + m.amount, 0) : undefined, e.debt);
  // One income per question in the engine: the frame's first income, month or year, is the one scored.
  const income = money.find((m) => m.role === 'income_month' || m.role === 'income_year');
  const incomeGot = e.income && { amount: e.income.amount, period: e.income.period };
  if (income) {
    const period = income.role === 'income_month' ? 'month' : 'year';
    score(`money.${income.role}`, row, { amount: income.amount, period }, incomeGot);
  } else if (incomeGot) {
    score(
      incomeGot.period === 'month' ? 'money.income_month' : 'money.income_year',
      row,
      undefined,
      incomeGot,
    );
  }

  score('company', row, row.frame.company && companyCode(row.frame.company), predictedCompany);
}

for (const row of rows) {
  const reading = read(row.text, TODAY);
  scoreRow(row, reading.entities, reading.match.companyCode);
}

const pct = (right: number, total: number) => (total ? `${((100 * right) / total).toFixed(1)}%` : '—');
const total = Object.values(tallies).reduce(
  (sum, t) => ({
    labelled: sum.labelled + t.labelled,
    right: sum.right + t.right,
    spurious: sum.spurious + t.spurious,
  }),
  { labelled: 0, right: 0, spurious: 0 },
);

const line = (cells: (string | number)[], note = '') =>
  console.log(
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(20) : String(cell).padStart(i === 5 ? 7 : 6)))
      .join(' ') + note,
  );
console.log(`${rows.length} framed questions in labelled.jsonl, today ${TODAY.toISOString().slice(0, 10)}\n`);
line(['slot', 'n', 'right', 'wrong', 'missed', 'acc', 'spurious']);
for (const slot of SLOTS) {
  const t = tallies[slot];
  const note = slot === 'money.claim' ? '  (not extracted: Entities have no claim amount)' : '';
  line([slot, t.labelled, t.right, t.wrong, t.missed, pct(t.right, t.labelled), t.spurious], note);
}
line(['all (micro)', total.labelled, total.right, '', '', pct(total.right, total.labelled), total.spurious]);

let commit = '';
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
} catch {
  commit = 'unknown';
}
const date = new Date().toISOString().slice(0, 10);
const file = new URL(`./results/frames-${date}.json`, import.meta.url);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const report = JSON.stringify({
  date,
  commit,
  today: TODAY.toISOString().slice(0, 10),
  framed: rows.length,
  overall: {
    labelled: total.labelled,
    right: total.right,
    accuracy: total.labelled ? total.right / total.labelled : 0,
  },
  slots: tallies,
  misses,
});
// Formatted as the repository's prettier would, so `prettier --check bench` passes on the results.
const options = (await resolveConfig(file.pathname)) ?? {};
fs.writeFileSync(file, await format(report, { ...options, parser: 'json' }));
console.log(`\nwritten ${file.pathname}`);

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
if (verbose) {
  for (const slot of SLOTS) {
    const mine = misses.filter((m) => m.slot === slot);
    if (!mine.length) continue;
    console.log(`\n== ${slot}`);
    for (const m of mine)
      console.log(
        `  ✗ ${m.kind.padEnd(8)} line ${m.line}: ${m.text}\n      expected ${show(m.expected)}, got ${show(m.got)}`,
      );
  }
}
process.exitCode = 0;
