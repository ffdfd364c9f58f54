/**
 * Numbers as agents type them: Arabic ('5000', '1.5'), Chinese ('三十五', '两千五', '十二万'), mixed
 * ('3万5', '1.5万') and the shorthand units 'k' (thousand) and 'w' (ten thousand).
 */

const DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const SMALL_UNITS: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000, k: 1000, K: 1000 };
const BIG_UNITS: Readonly<Record<string, number>> = { 万: 1e4, w: 1e4, W: 1e4, 亿: 1e8 };

/** Characters a Chinese number may be written with (digits and units, not Arabic). */
export const CN_DIGIT_CHARS = '零〇一二两三四五六七八九';
export const CN_NUMBER_CHARS = `${CN_DIGIT_CHARS}十百千万亿`;

type Token = { kind: 'num'; value: number; single: boolean; zero: boolean } | { kind: 'unit'; value: number };

function tokenize(input: string): Token[] | undefined {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input.charAt(i);
    if ((ch >= '0' && ch <= '9') || ch === '.') {
      let j = i;
      while (j < input.length && /[0-9.]/.test(input.charAt(j))) j++;
      const run = input.slice(i, j);
      if (!/^\d+(\.\d+)?$/.test(run)) return undefined;
      tokens.push({ kind: 'num', value: Number(run), single: run.length === 1, zero: false });
      i = j;
      continue;
    }
    const digit = DIGITS[ch];
    const unit = SMALL_UNITS[ch] ?? BIG_UNITS[ch];
    if (digit !== undefined) tokens.push({ kind: 'num', value: digit, single: true, zero: digit === 0 });
    else if (unit !== undefined) tokens.push({ kind: 'unit', value: unit });
    else return undefined;
    i++;
  }
  return tokens;
}

/**
 * Parses a number written in digits, Chinese or a mix. A trailing digit after a unit is read the
 * colloquial way: '两千五' is 2500 and '3万5' is 35000 (but '一百零五' is 105). A run of digits
 * without units ('二零二五') is read digit by digit. Returns undefined for anything else.
 */
export function parseChineseNumber(input: string): number | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return undefined;

  // Digit by digit ('二零二五', '九零'); '两' never appears that way, so '两三' is left to parseAmount.
  if (tokens.length > 1 && !text.includes('两') && tokens.every((t) => t.kind === 'num' && t.single)) {
    return Number(tokens.map((t) => t.value).join(''));
  }

  let total = 0;
  let section = 0;
  let current: { value: number; single: boolean } | undefined;
  let lastUnit = 0;
  let afterZero = false;
  for (const token of tokens) {
    if (token.kind === 'num') {
      if (current) return undefined; // two numbers side by side, e.g. the range '两三'
      if (token.zero) {
        afterZero = true;
        continue;
      }
      current = { value: token.value, single: token.single };
      continue;
    }
    if (token.value < 1e4) {
      section += (current?.value ?? 1) * token.value;
    } else {
      section += current?.value ?? 0;
      if (section === 0 && total === 0) return undefined;
      total = token.value === 1e8 ? (total + section) * token.value : total + section * token.value;
      section = 0;
    }
    current = undefined;
    lastUnit = token.value;
    afterZero = false;
  }
  if (current) {
    const elided = !afterZero && lastUnit >= 10 && current.single;
    section += elided ? (current.value * lastUnit) / 10 : current.value;
  }
  return Math.round((total + section) * 1e6) / 1e6;
}

export interface ParsedAmount {
  value: number;
  /** Set when the text gave a range ('两三千', '3-5千', '30到40'); value is then its middle. */
  range?: { min: number; max: number };
}

const RANGE_SEPARATOR = /\s*(?:-|~|－|—|–|到|至)\s*/;
const UNIT_TAIL = /[十百千万亿kKwW]+$/;
const ADJACENT_RANGE = /^([一二两三四五六七八九])([二两三四五六七八九])([十百千万]+)$/;

/**
 * Parses an amount that may be a range: '两三千' (2000–3000), '一两万', '3-5千' (the unit of the
 * upper bound applies to a bare lower bound), '2000~3000'. Currency words ('元', '块') are ignored.
 */
export function parseAmount(input: string): ParsedAmount | undefined {
  const text = input.trim().replace(/(?:元|块钱|块)$/, '');
  const adjacent = ADJACENT_RANGE.exec(text);
  if (adjacent) {
    const low = DIGITS[adjacent[1] ?? ''];
    const high = DIGITS[adjacent[2] ?? ''];
    const unit = parseChineseNumber(`一${adjacent[3] ?? ''}`);
    if (low === undefined || high === undefined || unit === undefined || high !== low + 1) return undefined;
    return range(low * unit, high * unit);
  }
  const parts = text.split(RANGE_SEPARATOR);
  if (parts.length === 2) {
    const [left = '', right = ''] = parts;
    const tail = UNIT_TAIL.exec(right)?.[0];
    const leftHasUnit = /[十百千万亿kKwW]/.test(left);
    const high = parseChineseNumber(right);
    const low = parseChineseNumber(!leftHasUnit && tail ? left + tail : left);
    if (low === undefined || high === undefined || low > high) return undefined;
    return range(low, high);
  }
  if (parts.length > 2) return undefined;
  const value = parseChineseNumber(text);
  return value === undefined ? undefined : { value };
}

function range(min: number, max: number): ParsedAmount {
  return { value: (min + max) / 2, range: { min, max } };
}
