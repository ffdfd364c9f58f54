import { parseChineseNumber } from './chinese-number.js';
import { CN_DIGIT_CHARS } from './chinese-number.js';
import { NUM, type Scratch } from './scratch.js';

export interface Terms {
  paymentTerm?: string;
  coverageTerm?: string;
}

// The payment patterns leave '交' in place so a premium right after it ('20年交5000') stays readable.
// Years of payment are one or two digits: '50万20年交' is 50万 and 20年交, not one number '50万20'.
const YEARS = `(?<![\\d.])(?:\\d{1,2}|[${CN_DIGIT_CHARS}十]{1,3})`;
const PAYMENT_YEARS_BEFORE = new RegExp(`(${YEARS})年期?(?=[交缴])`, 'g');
const PAYMENT_YEARS_AFTER = new RegExp(`[交缴]费?(?:期|期限)?(?:是|为)?(${NUM})年(?:期)?`, 'g');
const PAYMENT_TO_AGE = new RegExp(`[交缴]费?(?:到|至)(${NUM})(?:周岁|岁)?`, 'g');
const PAYMENT_SINGLE = /(?:趸|一次性)(?=[交缴付])/g;
const COVERAGE_LIFE = /保(?:障)?(?:到|至)?(?:终身|一辈子)|终身保障/g;
/** '保到退休': to the statutory retirement age, read as 60 (the cover-to age products offer for it). */
const COVERAGE_TO_RETIREMENT = /保(?:障)?(?:期|期限)?(?:到|至)退休/g;
const COVERAGE_TO_AGE = new RegExp(`保(?:障)?(?:期|期限)?(?:到|至)(${NUM})(?:周岁|岁)?`, 'g');
/** '10年期定寿': a term in years with no payment word after it is how long the cover lasts. */
const COVERAGE_PERIOD = new RegExp(`(${NUM})年期(?![交缴])`, 'g');
/** '续保20年', '投保到65岁' use 保 for renewal or eligibility, not for the cover. */
const NOT_COVER_BEFORE = new Set(['续', '投', '承', '确', '担']);
const COVERAGE_YEARS = new RegExp(
  `保(?:障)?(?:期|期限)?(?:是|为)?(${NUM})年(?:期)?|(${NUM})年(?:期)?保障`,
  'g',
);

interface Found {
  code: string;
  index: number;
}

function first(found: Found[]): string | undefined {
  return found.sort((a, b) => a.index - b.index)[0]?.code;
}

function years(text: string | undefined): string | undefined {
  const n = text === undefined ? undefined : parseChineseNumber(text);
  // A one-year 'payment term' is how '一年交…' (per year) reads, not a term.
  return n !== undefined && Number.isInteger(n) && n >= 2 && n <= 99 ? `${n}y` : undefined;
}

function toAge(text: string | undefined): string | undefined {
  const n = text === undefined ? undefined : parseChineseNumber(text);
  return n !== undefined && Number.isInteger(n) && n >= 10 && n <= 120 ? `toAge${n}` : undefined;
}

/** Payment and coverage terms ('20年交', '趸交', '保终身', '保到70岁', '保30年'); blanks what it reads. */
export function extractTerms(scratch: Scratch): Terms {
  // When a question names several ('保到70岁和保终身哪个好'), the first one in the text is kept.
  const found: { payment: Found[]; coverage: Found[] } = { payment: [], coverage: [] };
  const add = (kind: keyof typeof found, code: string | undefined, index: number): boolean => {
    if (code === undefined) return false;
    found[kind].push({ code, index });
    return true;
  };
  scratch.take(PAYMENT_SINGLE, (m) => add('payment', 'single', m.index));
  scratch.take(PAYMENT_TO_AGE, (m) => add('payment', toAge(m[1]), m.index));
  scratch.take(PAYMENT_YEARS_AFTER, (m) => add('payment', years(m[1]), m.index));
  scratch.take(PAYMENT_YEARS_BEFORE, (m) => add('payment', years(m[1]), m.index));
  scratch.take(COVERAGE_LIFE, (m) => add('coverage', 'life', m.index));
  const coverageAt = (m: RegExpExecArray, code: string | undefined): boolean =>
    !(m[0].startsWith('保') && NOT_COVER_BEFORE.has(scratch.before(m.index))) &&
    add('coverage', code, m.index);
  scratch.take(COVERAGE_TO_AGE, (m) => coverageAt(m, toAge(m[1])));
  scratch.take(COVERAGE_TO_RETIREMENT, (m) => coverageAt(m, 'toAge60'));
  scratch.take(COVERAGE_YEARS, (m) => coverageAt(m, years(m[1] ?? m[2])));
  scratch.take(COVERAGE_PERIOD, (m) => coverageAt(m, years(m[1])));
  const terms: Terms = {};
  const payment = first(found.payment);
  const coverage = first(found.coverage);
  if (payment) terms.paymentTerm = payment;
  if (coverage) terms.coverageTerm = coverage;
  return terms;
}
