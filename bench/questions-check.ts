// Pure checks of one answer against an evaluation case's expectations (bench/questions/*.json).
// No engine, no I/O: bench/questions.ts collects the answer and calls checkAnswer.

export interface Expect {
  /** Each must appear in the answer surface; '/…/' is a JS regex. */
  all?: string[];
  /** Each group: at least one must appear. */
  any?: string[][];
  /** None may appear. */
  none?: string[];
  /** Codes in the answer's product cards (all pages). */
  products?: { include?: string[]; exclude?: string[]; min?: number; max?: number };
  /** The last answer must differ from the previous turn's answer. */
  notRepeat?: boolean;
}

export interface QuestionCase {
  id: string;
  act: string;
  turns: string[];
  category?: string;
  expect: Expect;
  note?: string;
}

/** What one answer shows the agent, flattened for checking. */
export interface AnswerSurface {
  /** query line + text + card names + choices/asks questions. */
  text: string;
  /** Every product code of the answer's product lists (all pages). */
  codes: string[];
}

const REGEX = /^\/(.+)\/([a-z]*)$/s;

/** A pattern as written in a case: '/…/flags' is a regex, anything else a plain substring. */
export function matches(surface: string, pattern: string): boolean {
  const regex = REGEX.exec(pattern);
  if (regex) return new RegExp(regex[1] ?? '', regex[2]).test(surface);
  return surface.includes(pattern);
}

/** Markdown emphasis and code marks removed, so '**90天**' matches '90天'. */
export function normaliseSurface(text: string): string {
  return text.replace(/\*\*|__|`/g, '');
}

/**
 * The failed checks of one answer (empty = pass). `previous` is the previous turn's answer surface, for
 * notRepeat.
 */
export function checkAnswer(expect: Expect, answer: AnswerSurface, previous?: AnswerSurface): string[] {
  const failures: string[] = [];
  const text = normaliseSurface(answer.text);
  for (const pattern of expect.all ?? [])
    if (!matches(text, pattern)) failures.push(`all: missing ${pattern}`);
  for (const group of expect.any ?? [])
    if (!group.some((pattern) => matches(text, pattern)))
      failures.push(`any: none of ${JSON.stringify(group)}`);
  for (const pattern of expect.none ?? [])
    if (matches(text, pattern)) failures.push(`none: found ${pattern}`);
  const products = expect.products;
  if (products) {
    const codes = new Set(answer.codes);
    for (const code of products.include ?? [])
      if (!codes.has(code)) failures.push(`products: missing ${code}`);
    for (const code of products.exclude ?? [])
      if (codes.has(code)) failures.push(`products: has excluded ${code}`);
    if (products.min !== undefined && codes.size < products.min)
      failures.push(`products: ${codes.size} < min ${products.min}`);
    if (products.max !== undefined && codes.size > products.max)
      failures.push(`products: ${codes.size} > max ${products.max}`);
  }
  if (expect.notRepeat && previous && previous.text.trim() === answer.text.trim())
    failures.push('notRepeat: same answer as the previous turn');
  return failures;
}
