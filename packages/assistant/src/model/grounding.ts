import { parseChineseNumber } from '../understand/chinese-number.js';

/**
 * Numbers in a model's answer must come from tool results (DESIGN: answers are grounded). This finds
 * the amounts, ages and percentages in the final text and checks each against the numbers the tools
 * returned (and the passages and question the model was given), allowing the ways one number is
 * written differently: 500000 = 50万, 3260.5 = 3,260.50元 ≈ 约3,260元.
 */

export type NumberKind = 'premium' | 'age' | 'sum' | 'percent';

export interface FoundNumber {
  /** As written in the answer ('3,260.5元', '50万', '30周岁'). */
  text: string;
  /** Normalised: yuan for money, years for ages, the percent figure for percentages (25 for 25%). */
  value: number;
  kind: NumberKind;
  /** Digits after the decimal point as written, in the written unit (for rounding equivalence). */
  decimals: number;
  /** Yuan per written unit: 1 for 元, 10000 for 万. */
  unit: number;
  /** A little of the surrounding text, to show where it was. */
  context: string;
  index: number;
}

export interface NumberMismatch {
  value: number;
  kind: NumberKind;
  text: string;
  context: string;
  /** The tool's number this one should have been, when exactly one candidate of its kind exists. */
  expected?: number;
}

export interface GroundingResult {
  mismatches: NumberMismatch[];
}

export interface GroundingOptions {
  /** Other text the model was given (question, history, retrieved passages): numbers stated there count. */
  sources?: readonly string[];
}

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const DASH = String.raw`\s*(?:-|—|–|~|～|至|到)\s*`;
const MONEY_UNIT = '(万元|万|元)';
const AGE_UNIT = '(周岁|岁)';
const CN = '[零〇一二两三四五六七八九十百千]+';

const PATTERNS: { kind: 'money' | 'age' | 'percent'; re: RegExp; range: boolean; chinese?: boolean }[] = [
  { kind: 'money', re: new RegExp(`(${NUM})${DASH}(${NUM})\\s*${MONEY_UNIT}`, 'g'), range: true },
  { kind: 'age', re: new RegExp(`(${NUM})\\s*(?:周岁|岁)?${DASH}(${NUM})\\s*${AGE_UNIT}`, 'g'), range: true },
  { kind: 'percent', re: new RegExp(`(${NUM})\\s*%?${DASH}(${NUM})\\s*(%)`, 'g'), range: true },
  { kind: 'money', re: new RegExp(`(${NUM})\\s*${MONEY_UNIT}`, 'g'), range: false },
  { kind: 'money', re: new RegExp(`(${CN})(万元|万)`, 'g'), range: false, chinese: true },
  { kind: 'age', re: new RegExp(`(${NUM})\\s*${AGE_UNIT}`, 'g'), range: false },
  { kind: 'percent', re: new RegExp(`(${NUM})\\s*(%|％)`, 'g'), range: false },
];

const SUM_WORDS = /保额|保险金额|保障额度|额度|赔付|给付|赔偿|保障/;
const PREMIUM_WORDS = /保费|年交|年缴|月交|月缴|每年|每月|交费|缴费|佣金|首年|预算|价格/;

const plain = (s: string) => Number(s.replace(/,/g, ''));
const decimalsOf = (s: string) => (s.includes('.') ? (s.split('.')[1] ?? '').length : 0);

function moneyKind(text: string, index: number, value: number, unit: number): NumberKind {
  const before = text.slice(Math.max(0, index - 8), index);
  if (SUM_WORDS.test(before)) return 'sum';
  if (PREMIUM_WORDS.test(before)) return 'premium';
  return unit >= 10_000 && value >= 10_000 ? 'sum' : 'premium';
}

/** Every amount, age and percentage written in `text`, in order of appearance. */
export function extractNumbers(text: string): FoundNumber[] {
  const found: FoundNumber[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      taken.push([start, end]);
      const context = text.slice(Math.max(0, start - 10), Math.min(text.length, end + 6)).trim();
      const unitText = pattern.range ? (m[3] ?? '') : (m[2] ?? '');
      const unit = pattern.kind === 'money' && unitText.startsWith('万') ? 10_000 : 1;
      const raws = pattern.range ? [m[1] ?? '', m[2] ?? ''] : [m[1] ?? ''];
      for (const raw of raws) {
        const written = pattern.chinese ? parseChineseNumber(raw) : plain(raw);
        if (written === undefined || !Number.isFinite(written)) continue;
        const value = pattern.kind === 'money' ? written * unit : written;
        const kind: NumberKind =
          pattern.kind === 'money' ? moneyKind(text, start, value, unit) : pattern.kind;
        const shown = pattern.range ? raw : m[0];
        found.push({ text: shown, value, kind, decimals: decimalsOf(raw), unit, context, index: start });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Every number in a tool result: numeric values, and numbers written inside its strings. */
function collectNumbers(value: unknown, into: number[]): void {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) into.push(value);
  } else if (typeof value === 'string') {
    numbersInText(value, into);
  } else if (Array.isArray(value)) {
    for (const item of value) collectNumbers(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectNumbers(item, into);
  }
}

function numbersInText(text: string, into: number[]): void {
  for (const n of extractNumbers(text)) into.push(n.value);
  for (const m of text.matchAll(new RegExp(NUM, 'g'))) into.push(plain(m[0]));
}

const KIND_KEYS: Record<NumberKind, RegExp> = {
  premium: /premium$/i,
  sum: /^suminsured$/i,
  age: /^age$/i,
  percent: /rate$/i,
};

/** Numbers of one kind in the tool results, by their field names: the candidates for a correction. */
function typedNumbers(value: unknown, kind: NumberKind, into: Set<number>, key = ''): void {
  if (typeof value === 'number' && KIND_KEYS[kind].test(key)) {
    into.add(kind === 'percent' && value <= 1 ? round(value * 100, 4) : value);
  } else if (Array.isArray(value)) {
    for (const item of value) typedNumbers(item, kind, into, key);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) typedNumbers(item, kind, into, k);
  }
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** Whether a known number, written the way the answer wrote this one, gives the same figure. */
function matches(found: FoundNumber, known: number): boolean {
  const candidates = found.kind === 'percent' && Math.abs(known) <= 1 ? [known, known * 100] : [known];
  for (const n of candidates) {
    if (Math.abs(n - found.value) < 0.005) return true;
    if (found.kind === 'age') continue;
    const scaled = n / found.unit;
    const shown = found.value / found.unit;
    const f = 10 ** found.decimals;
    // Rounded or truncated to the precision the answer shows ('约3,260元' for 3,260.50).
    if (Math.abs(Math.round(scaled * f) / f - shown) < 1e-9) return true;
    if (Math.abs(Math.floor(scaled * f + 1e-9) / f - shown) < 1e-9) return true;
  }
  return false;
}

/**
 * Checks the answer's numbers against the tool results (and the optional sources). A number is a
 * mismatch when nothing known equals it in any of its written forms.
 */
export function checkNumbers(
  text: string,
  toolResults: readonly unknown[],
  options: GroundingOptions = {},
): GroundingResult {
  const known: number[] = [];
  collectNumbers(toolResults, known);
  for (const source of options.sources ?? []) numbersInText(source, known);
  const mismatches: NumberMismatch[] = [];
  const seen = new Set<string>();
  for (const found of extractNumbers(text)) {
    if (known.some((n) => matches(found, n))) continue;
    const key = `${found.kind}:${found.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const typed = new Set<number>();
    typedNumbers(toolResults, found.kind, typed);
    const mismatch: NumberMismatch = {
      value: found.value,
      kind: found.kind,
      text: found.text,
      context: found.context,
    };
    if (typed.size === 1) mismatch.expected = [...typed][0] as number;
    mismatches.push(mismatch);
  }
  return { mismatches };
}

function formatExpected(kind: NumberKind, n: number): string {
  switch (kind) {
    case 'premium':
      return `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}元`;
    case 'sum':
      return n >= 10_000 && n % 1000 === 0 ? `${n / 10_000}万元` : `${n.toLocaleString('en-US')}元`;
    case 'age':
      return `${n}岁`;
    case 'percent':
      return `${round(n, 2)}%`;
  }
}

/**
 * The note shown after an answer whose numbers did not check out ('' when all did). Plain text, so it
 * reads the same in the answer bubble, the stored message and a shared copy.
 */
export function groundingNote(result: GroundingResult): string {
  if (result.mismatches.length === 0) return '';
  const corrected = result.mismatches.filter((m) => m.expected !== undefined);
  const unverified = result.mismatches.filter((m) => m.expected === undefined);
  const sentences = corrected.map(
    (m) =>
      `回答中的 ${m.text} 与计算结果不符，以计算结果 ${formatExpected(m.kind, m.expected as number)} 为准`,
  );
  if (unverified.length > 0) {
    sentences.push(`以下数字未能在产品资料或计算结果中核实：${unverified.map((m) => m.text).join('、')}`);
  }
  return `核对提示：${sentences.join('；')}。`;
}
