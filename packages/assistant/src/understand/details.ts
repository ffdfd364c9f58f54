import { parseChineseNumber } from './chinese-number.js';
import { scanWords } from './dictionary-scan.js';
import { CONSTRAINT_WORDS } from './lexicon/constraints.js';
import { OCCUPATION_CLASSES } from './lexicon/occupations.js';
import type { Entities } from './types.js';

const OCCUPATIONS = new Map(OCCUPATION_CLASSES.map((o) => [o.word, o.occupationClass]));
/** '4类职业', '职业类别5类', '职业是3类'. */
const STATED_CLASS =
  /([1-6一二三四五六])类(?:职业|工种)|职业(?:类别|等级)?(?:是|为|属于)?([1-6一二三四五六])类/;
/** Pregnant now; '备孕' (trying) and '怀孕能买吗' asked in general still say it of the insured. */
const PREGNANT = /怀孕|孕妇|孕期|怀着|怀了|孕(?:[0-9一二三四五六七八九十]+)(?:周|个月)|孕[早中晚]期/;
/**
 * Tags the ordinary entities already hold more exactly (terms, payment frequency, the person): kept
 * out so a constraint list says only what nothing else does.
 */
const READ_ELSEWHERE = new Set([
  'cover_to_age',
  'cover_years',
  'cover_whole_life',
  'payment_years',
  'pension_start_age',
  'single_premium',
  'annual_payment',
  'for_child',
  'for_elderly',
  'has_debt',
]);
const CONSTRAINTS = CONSTRAINT_WORDS.map(({ pattern, tag }) => ({ pattern: new RegExp(pattern), tag }));

/** The occupation word or class a question states, and the class it means. */
export function readOccupation(text: string): { occupationClass: number; occupation?: string } | undefined {
  const stated = STATED_CLASS.exec(text);
  if (stated) {
    const n = parseChineseNumber(stated[1] ?? stated[2] ?? '');
    if (n !== undefined) return { occupationClass: n };
  }
  // The riskiest occupation named decides ('老师，周末跑外卖' is a rider's risk).
  const hits = scanWords(text, OCCUPATIONS);
  const worst = hits.sort((a, b) => b.value - a.value)[0];
  return worst ? { occupationClass: worst.value, occupation: worst.word } : undefined;
}

/**
 * What a question says beyond the person and the money, read from the insurance lexicon: occupation
 * (class), pregnancy, and constraints on the cover wanted ('只要保住院的', '保到80岁', '预算再低一点').
 * Adds only what the text states.
 */
export function extractDetails(text: string, entities: Entities): void {
  const occupation = readOccupation(text);
  if (occupation) {
    entities.occupationClass = occupation.occupationClass;
    if (occupation.occupation) entities.occupation = occupation.occupation;
  }
  if (PREGNANT.test(text) && !/备孕/.test(text)) entities.pregnant = true;
  const tags: string[] = [];
  for (const { pattern, tag } of CONSTRAINTS) {
    const m = pattern.exec(text);
    if (!m || tags.includes(tag)) continue;
    // '保到80岁' the term reader did not take as a contract term is still how long cover must last.
    if (tag === 'pension_start_age') {
      const age = parseChineseNumber(m[1] ?? '');
      if (age !== undefined && age >= 40 && age <= 80) entities.payoutStartAge = age;
    }
    if (tag === 'cover_to_age' && entities.coverageTerm === undefined) {
      const age = parseChineseNumber(m[1] ?? '');
      if (age !== undefined && age > 0 && age <= 110) entities.coverToAge = age;
    }
    if (!READ_ELSEWHERE.has(tag)) tags.push(tag);
  }
  if (tags.length > 0) entities.constraints = tags;
}
