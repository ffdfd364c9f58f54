// The evaluation set of agent questions (bench/questions/dev.json and holdout.json) against the built-in
// answer engine, in-process. Only the last turn of a case is judged; earlier turns build the conversation
// (the context of each answer's `end` part is carried into the next question).
// Run: npm run bench:questions [-- --verbose] [--split dev|holdout] [--act recommend]
// Exit code 0 always: this is a benchmark, not a test.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { EMPTY_CONTEXT } from '@broker/assistant';
import type { Category } from '@broker/contract';
import { shippedBuiltinEngine } from './builtin-engine.js';
import { type AnswerSurface, checkAnswer, type QuestionCase } from './questions-check.js';

const TODAY = new Date('2026-11-25');
const SPLITS = ['dev', 'holdout'] as const;
type Split = (typeof SPLITS)[number];

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = args.includes('--verbose');
const onlySplit = option('--split');
const onlyAct = option('--act');
if (onlySplit && !SPLITS.includes(onlySplit as Split)) throw new Error(`--split must be dev or holdout`);

const engine = shippedBuiltinEngine();

type Context = Parameters<typeof engine.answer>[0]['context'];

async function ask(question: string, category: Category, context: Context) {
  const text: string[] = [];
  const codes: string[] = [];
  let next = context;
  for await (const part of engine.answer({ question, category, context, history: [], today: TODAY })) {
    switch (part.kind) {
      case 'query':
      case 'text':
        text.push(part.text);
        break;
      case 'products':
        for (const item of part.items) text.push(`\n${item.name}`);
        codes.push(...part.allCodes, ...part.items.map((item) => item.code));
        break;
      case 'choices':
      case 'asks':
        for (const item of part.items) text.push(`\n${item.question}`);
        break;
      case 'end':
        next = part.context;
        break;
      default:
        break;
    }
  }
  const surface: AnswerSurface = { text: text.join(''), codes: [...new Set(codes)] };
  return { surface, context: next };
}

interface Outcome {
  id: string;
  act: string;
  split: Split;
  passed: boolean;
  failures: string[];
  question: string;
  answer: string;
}

const outcomes: Outcome[] = [];
for (const split of SPLITS) {
  if (onlySplit && onlySplit !== split) continue;
  const cases = JSON.parse(
    fs.readFileSync(new URL(`./questions/${split}.json`, import.meta.url), 'utf8'),
  ) as QuestionCase[];
  for (const item of cases) {
    if (onlyAct && item.act !== onlyAct) continue;
    const category = (item.category ?? 'General') as Category;
    let context: Context = EMPTY_CONTEXT;
    let previous: AnswerSurface | undefined;
    let last: AnswerSurface = { text: '', codes: [] };
    let failures: string[];
    try {
      for (const [i, question] of item.turns.entries()) {
        const result = await ask(question, category, context);
        if (i > 0) previous = last;
        last = result.surface;
        context = result.context;
      }
      failures = checkAnswer(item.expect, last, previous);
    } catch (error) {
      failures = [`error: ${error instanceof Error ? error.message : String(error)}`];
    }
    outcomes.push({
      id: item.id,
      act: item.act,
      split,
      passed: failures.length === 0,
      failures,
      question: item.turns.join(' → '),
      answer: last.text,
    });
  }
}

const pct = (passed: number, total: number) => (total ? `${((100 * passed) / total).toFixed(1)}%` : '—');
interface Tally {
  passed: number;
  total: number;
}
const summary: Record<string, { overall: Tally; acts: Record<string, Tally> }> = {};
for (const split of SPLITS) {
  const mine = outcomes.filter((o) => o.split === split);
  if (!mine.length) continue;
  const acts: Record<string, Tally> = {};
  for (const o of mine) {
    const t = (acts[o.act] ??= { passed: 0, total: 0 });
    t.total += 1;
    if (o.passed) t.passed += 1;
  }
  const overall = { passed: mine.filter((o) => o.passed).length, total: mine.length };
  summary[split] = { overall, acts };
  console.log(
    `\n== ${split}: ${overall.passed}/${overall.total} passed (${pct(overall.passed, overall.total)})`,
  );
  for (const [act, t] of Object.entries(acts).sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${act.padEnd(18)} ${String(t.passed).padStart(3)}/${String(t.total).padEnd(3)} ${pct(t.passed, t.total)}`,
    );
}

if (verbose) {
  console.log('\n== failures');
  for (const o of outcomes.filter((x) => !x.passed)) {
    console.log(`\n[${o.split}] ${o.id} (${o.act}) ${o.question}`);
    for (const f of o.failures) console.log(`  ✗ ${f}`);
    console.log(`  answer: ${o.answer.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
}

let commit = '';
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
} catch {
  commit = 'unknown';
}
const date = new Date().toISOString().slice(0, 10);
const file = new URL(`./results/questions-${date}.json`, import.meta.url);
fs.mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const report = JSON.stringify({
  date,
  commit,
  filters: { split: onlySplit ?? 'all', act: onlyAct ?? 'all' },
  summary,
  failures: outcomes
    .filter((o) => !o.passed)
    .map(({ id, split, act, failures }) => ({ id, split, act, failures })),
});
// Formatted as the repository's prettier would, so `prettier --check bench` passes on the results.
const options = (await resolveConfig(file.pathname)) ?? {};
fs.writeFileSync(file, await format(report, { ...options, parser: 'json' }));
console.log(`\nwritten ${file.pathname}`);
process.exitCode = 0;
