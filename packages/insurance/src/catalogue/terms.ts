// Term codes (contract: `single`, `<n>y`, `toAge<n>`, `life`) as policy years for an issue age, and as the
// Chinese words agents read.

/** The last age of the Chinese life tables (q = 1): whole-life cover runs to the end of the year of age 105. */
export const LAST_AGE = 105;

const YEARS = /^([1-9]\d?)y$/;
const TO_AGE = /^toAge([1-9]\d{1,2})$/;

type Term =
  { kind: 'single' } | { kind: 'life' } | { kind: 'years'; n: number } | { kind: 'toAge'; n: number };

function parse(term: string): Term {
  if (term === 'single') return { kind: 'single' };
  if (term === 'life') return { kind: 'life' };
  const years = YEARS.exec(term)?.[1];
  if (years !== undefined) return { kind: 'years', n: Number(years) };
  const age = TO_AGE.exec(term)?.[1];
  if (age !== undefined) return { kind: 'toAge', n: Number(age) };
  throw new RangeError(`unknown term code ${term}`);
}

/** Premium-paying years from `issueAge` (0 when a `toAge` term has already passed). */
export function paymentYears(term: string, issueAge: number): number {
  const t = parse(term);
  if (t.kind === 'single') return 1;
  if (t.kind === 'life') return LAST_AGE + 1 - issueAge;
  return Math.max(0, t.kind === 'years' ? t.n : t.n - issueAge);
}

/** Years of cover from `issueAge`: `life` is to the end of the table (ω − x + 1), `toAge70` ends at 70. */
export function coverageYears(term: string, issueAge: number): number {
  const t = parse(term);
  if (t.kind === 'single') throw new RangeError('single is a payment term, not a coverage term');
  if (t.kind === 'life') return LAST_AGE + 1 - issueAge;
  return Math.max(0, t.kind === 'years' ? t.n : t.n - issueAge);
}

/** 趸交, 10年交, 交至60周岁. */
export function paymentTermLabel(term: string): string {
  const t = parse(term);
  if (t.kind === 'single') return '趸交';
  if (t.kind === 'life') return '终身交费';
  return t.kind === 'years' ? `${t.n}年交` : `交至${t.n}周岁`;
}

/** 终身, 20年, 至70周岁. */
export function coverageTermLabel(term: string): string {
  const t = parse(term);
  if (t.kind === 'single') throw new RangeError('single is a payment term, not a coverage term');
  if (t.kind === 'life') return '终身';
  return t.kind === 'years' ? `${t.n}年` : `至${t.n}周岁`;
}

/** 1万元, 150万元, 5000元, 0.5万 stays 5000元: how amounts are written in limits and messages. */
export function formatYuan(amount: number): string {
  if (amount >= 10_000 && amount % 1000 === 0) return `${amount / 10_000}万元`;
  return `${amount}元`;
}
