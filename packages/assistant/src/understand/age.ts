import { PERSON_WORDS } from './people.js';
import { CN_DIGIT_CHARS, parseAmount, parseChineseNumber } from './chinese-number.js';
import { AMOUNT, NUM, isDigitChar, type Scratch } from './scratch.js';
import type { Entities } from './types.js';

const MAX_AGE = 110;
const YEAR_DIGITS = `(?:\\d{4}|\\d{2}|[${CN_DIGIT_CHARS}]{4}|[${CN_DIGIT_CHARS}]{2})`;

/** Ages that describe a product, not the person: '投保年龄0-60岁', '最高投到65岁', '60岁开始领'. */
const NOT_THE_PERSON = new RegExp(
  `(?:投保年龄|承保年龄|年龄上限|年龄下限|(?:最高|最大|最多|最低|最小)(?:能|可以|可)?(?:投保|投|保|买)?(?:到|至)?|投保到|投到|买到)(?:是|为|[:：])?${AMOUNT}(?:周岁|岁)|${NUM}(?:周岁|岁)(?:开始|起)?(?:每年|每月|每个月)?(?:能|可以|可)?(?:领|领取|返还|拿)|(?:到|满)${NUM}(?:周岁|岁)(?:时|的时候|以后|后)?(?:能|可以|可|一共|总共)?(?:领|拿|返|取)`,
  'g',
);
const BIRTH_DATE =
  /(出生于|生于|出生日期|生日|出生)?[:：]?\s*(\d{4})[-./年](\d{1,2})(?:[-./月](\d{1,2})[日号]?|(月))(出生|生(?![效产活]))?/g;
const BIRTH_YEAR = new RegExp(
  `(${YEAR_DIGITS})年(?:出生|生人|生的|生(?![效产活日])|的(?=[男女宝孩人客老儿闺，,。!！?？\\s]|$))`,
  'g',
);
/** '保证续保20年的', '交20年的', '有没有20年的': a number of years of a term, not '20年的' born in 2020. */
const TERM_BEFORE = /(?:续保|保证|保障|交|缴|付|保|期|满|够|有|要|选|做了|干了|工作了?)\s*$/;
const GENERATION = new RegExp(`(\\d{2}|[${CN_DIGIT_CHARS}]{2})后`, 'g');
const AGE = new RegExp(`(${AMOUNT})(多|来)?(?:周岁|岁)`, 'g');
const MONTHS_OLD = new RegExp(`(${NUM})个多?月(?:大|的?(?:宝宝|婴儿|孩子|小孩))`, 'g');
const CHILD_MONTHS = new RegExp(
  `(?:宝宝|宝|孩子|小孩|婴儿|儿子|女儿|闺女)(?:才|刚|刚满|满|已经)?(${NUM})个多?月`,
  'g',
);
const NEWBORN =
  /刚出生|新生儿|出生\d+天|满月|刚生(?:了|完)?(?:个|一个)?(?:宝宝|孩子|小孩|娃|儿子|女儿|闺女)/g;
/**
 * School years, as parents describe a child ('女儿高三', '儿子上初一', '小学三年级'): the usual age.
 * '高一点' (a bit higher) is no school year.
 */
const SCHOOL =
  /(高|初)([一二三])(?![阳点些档])|(?<![乙肝小两俩一二三])大([一二三四])(?![阳小])|(?:小学)?([一二三四五六])年级|(上幼儿园|幼儿园)/g;
const GRADE = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 } as const;
function schoolAge(m: RegExpExecArray): number | undefined {
  const n = (c: string | undefined) => (c ? GRADE[c as keyof typeof GRADE] : undefined);
  if (m[1] === '初') return 11 + (n(m[2]) ?? 1);
  if (m[1] === '高') return 14 + (n(m[2]) ?? 1);
  if (m[3]) return 17 + (n(m[3]) ?? 1);
  if (m[4]) return 5 + (n(m[4]) ?? 1);
  return m[5] ? 4 : undefined;
}
/** A bare number that can only be an age: not followed by a unit, an amount or more digits. */
const BARE_END = '(?![0-9.万千百亿kKwW年月天周次种个份款%％倍元块岁类级])';
/** '都60多了', '五十多了': an age in its tens with no 岁 (an amount would have its unit: '60多万了'). */
const TENS_AND_MORE = new RegExp(`(${NUM})多了`, 'g');
/** '60出头' (61), '六十岁出头'. */
const JUST_OVER = new RegExp(`(${NUM})(?:周岁|岁)?出头`, 'g');
/** '快60了', '将近50岁': a year short of it. */
const NEARLY = new RegExp(`(?:快|将近|接近|马上|眼看)(?:要)?(?:到)?(${NUM})(?:周岁|岁|了)`, 'g');
/** '33女', '男30', '女的,45', '本人33', '我35，老婆33': a bare number next to a gender or a person. */
const NUMBER_THEN_GENDER = new RegExp(
  `(\\d{1,2})${BARE_END}(?=\\s*[,，、]?\\s*(?:男|女)(?![儿婿方孩]))`,
  'g',
);
/** Every word for a person the reader knows (people.ts), and the pronouns and words of address here. */
const PERSON_NUMBER_WORDS = [
  ...new Set([
    ...[...PERSON_WORDS]
      .filter(([, w]) => w.relation !== undefined || w.gender !== undefined)
      .map(([k]) => k),
    ...'本人 我 自己 宝宝 我爸 我妈 他爸 他妈 她爸 她妈 父母 爸妈 二老 老两口 公婆 两人 俩人 两个人 客户 他 她 老人 老爷子 老太太'.split(
      ' ',
    ),
  ]),
].sort((a, b) => b.length - a.length);
const PERSON_THEN_NUMBER = new RegExp(
  `(?:${PERSON_NUMBER_WORDS.join('|')})(?:的|性|士|方)?(?:呢)?(?:都)?(?:今年|是|已经|现在)?\\s*[,，]?\\s*(\\d{1,2})${BARE_END}`,
  'g',
);
/** Words before a date that make it something other than a birthday. */
const OTHER_DATE = /(?:生效|投保|起保|到期|截止|上线|停售|发布|购买|买的|签单)\s*$/;
const OTHER_DATE_AFTER =
  /^\s*(?:起|开始)?(?:生效|到期|上线|停售|截止|起保|投保|购买|之前|以前|之后|以后|前|后)/;

function twoDigitYear(yy: number, today: Date): number {
  return 2000 + yy > today.getFullYear() ? 1900 + yy : 2000 + yy;
}

function yearOf(text: string, today: Date): number | undefined {
  const n = parseChineseNumber(text);
  if (n === undefined) return undefined;
  return text.length === 2 ? twoDigitYear(n, today) : n;
}

function ageAt(birth: { year: number; month?: number; day?: number }, today: Date): number | undefined {
  let age = today.getFullYear() - birth.year;
  if (birth.month !== undefined) {
    const month = today.getMonth() + 1;
    const day = birth.day ?? 1;
    if (month < birth.month || (month === birth.month && today.getDate() < day)) age--;
  }
  return age >= 0 && age <= MAX_AGE ? age : undefined;
}

function setAge(entities: Entities, age: number | undefined, range?: { min: number; max: number }): boolean {
  if (age === undefined || !Number.isFinite(age) || age < 0 || age > MAX_AGE) return false;
  if (entities.age !== undefined) return true;
  entities.age = age;
  if (range) entities.ageRange = range;
  return true;
}

/** Age from '30岁', '三十五周岁', '90后', '85年的', birth dates, '刚出生的宝宝'; blanks what it reads. */
export function extractAge(scratch: Scratch, entities: Entities, today: Date): void {
  scratch.take(NOT_THE_PERSON, () => true);
  scratch.take(BIRTH_DATE, (m) => {
    const [, prefix, y, mo, d, monthOnly, suffix] = m;
    if (!prefix && !suffix) {
      if (monthOnly || OTHER_DATE.test(scratch.text.slice(0, m.index))) return false;
      if (OTHER_DATE_AFTER.test(scratch.text.slice(m.index + m[0].length))) return false;
    }
    const month = Number(mo);
    const day = d === undefined ? undefined : Number(d);
    if (month < 1 || month > 12 || (day !== undefined && (day < 1 || day > 31))) return false;
    return setAge(entities, ageAt({ year: Number(y), month, ...(day === undefined ? {} : { day }) }, today));
  });
  scratch.take(BIRTH_YEAR, (m) => {
    if (isDigitChar(scratch.before(m.index))) return false;
    if (TERM_BEFORE.test(scratch.text.slice(0, m.index))) return false;
    const year = yearOf(m[1] ?? '', today);
    return year !== undefined && setAge(entities, ageAt({ year }, today));
  });
  scratch.take(GENERATION, (m) => {
    if (isDigitChar(scratch.before(m.index))) return false;
    const yy = parseChineseNumber(m[1] ?? '');
    if (yy === undefined) return false;
    const first = twoDigitYear(yy, today);
    const last = first - (first % 10) + 9;
    const max = today.getFullYear() - first;
    const min = Math.max(0, today.getFullYear() - last);
    return setAge(entities, Math.round((min + max) / 2), { min, max });
  });
  scratch.take(AGE, (m) => {
    if (isDigitChar(scratch.before(m.index))) return false;
    const amount = parseAmount(m[1] ?? '');
    if (amount === undefined || !Number.isInteger(amount.value * 2)) return false;
    if (m[2] === '多' && !amount.range) {
      const min = Math.floor(amount.value);
      const max = min + (min >= 10 && min % 10 === 0 ? 9 : 0);
      return setAge(entities, Math.round((min + max) / 2), { min, max });
    }
    if (amount.range) {
      const { min, max } = amount.range;
      return setAge(entities, Math.round(amount.value), { min, max });
    }
    return setAge(entities, Math.floor(amount.value));
  });
  scratch.take(TENS_AND_MORE, (m) => {
    if (isDigitChar(scratch.before(m.index))) return false;
    if (/保费|预算|花|交|钱|价|额/.test(scratch.text.slice(Math.max(0, m.index - 4), m.index))) return false;
    const min = parseChineseNumber(m[1] ?? '');
    if (min === undefined || min < 20 || min % 10 !== 0) return false;
    return setAge(entities, min + 5, { min, max: min + 9 });
  });
  scratch.take(JUST_OVER, (m) => {
    const n = parseChineseNumber(m[1] ?? '');
    return n !== undefined && n >= 20 && setAge(entities, n + 1, { min: n + 1, max: n + 3 });
  });
  scratch.take(NEARLY, (m) => {
    const n = parseChineseNumber(m[1] ?? '');
    return n !== undefined && n >= 2 && setAge(entities, n - 1);
  });
  const bareAge = (m: RegExpExecArray): boolean => {
    if (isDigitChar(scratch.before(m.index))) return false;
    const n = Number(m[1]);
    return n >= 1 && n <= 99 && setAge(entities, n);
  };
  scratch.take(NUMBER_THEN_GENDER, bareAge);
  scratch.take(PERSON_THEN_NUMBER, (m) => {
    const n = Number(m[1]);
    return n >= 1 && n <= 99 && setAge(entities, n);
  });
  const monthsOld = (m: RegExpExecArray): boolean => {
    const months = parseChineseNumber(m[1] ?? '');
    return months !== undefined && months < 36 && setAge(entities, Math.floor(months / 12));
  };
  scratch.take(MONTHS_OLD, monthsOld);
  scratch.take(CHILD_MONTHS, monthsOld);
  scratch.take(NEWBORN, () => setAge(entities, 0));
  scratch.take(SCHOOL, (m) => setAge(entities, schoolAge(m)));
}
