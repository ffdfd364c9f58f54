import { parseChineseNumber } from './chinese-number.js';

/** How a question points at products already on screen. */
export interface References {
  /** '这款', '它', '该产品', '上面那款' … */
  deictic: boolean;
  /** '这两款', '它们', '这几个' … */
  plural: boolean;
  /** 1-based position ('第二个'), -1 for '最后一个'; absent when none. */
  ordinal?: number;
  /** The text of the ordinal ('第二个'), so a reply made of it alone can be recognised. */
  ordinalText?: string;
  /** Several positions named ('第一款和第三款'): each, in the order said; absent for one or none. */
  ordinals?: number[];
  /** 'the first N' of a list ('前两款', '前3个'): how many, 2–5. */
  firstN?: number;
  /** The singular pointing word as written ('这款', '它'), for a choose card's question. */
  deicticText?: string;
}

const PLURAL =
  /这两款|这两个|这俩|这几款|这几个|这些产品|这些|它们|两款|两个产品|三款|以上产品|上面几款|上面两款|上述产品/;
/** '这个' is a product only when nothing else follows it that it could point at ('这个月', '这个病'). */
const DEICTIC =
  /这款|这个产品|该产品|此产品|本产品|这一款|这份保单|这个险|这个保险|上面那款|上面这款|上面的产品|刚才那款|刚才那个|刚才说的|那款|那个产品|它|这个(?!月|人|病|问题|情况|年|时候|客户|星期|礼拜|周|事|意思|词|阶段|年龄|价|钱)/;
const ORDINAL =
  /第\s*([一二两三四五六七八九十\d]{1,2})\s*(?:个|款|项|种|份|家|条)|第([一二两三四五六七八九十\d]{1,2})(?=$|[呢吧吗的。，,!！?？\s])/;
/** '前两款', '前三个', '前3款': the first N products of the list on screen. */
const FIRST_N = /前\s*([两二三四五2-5])\s*(?:款|个|种|项|名|家)(?!月|年|星期|小时|钟)/;
const LAST = /最后(?:一个|一款|那个|那款|这个|这款)|后者/;
const FIRST_OF_TWO = /前者/;

/** '二', '两', '3' → 2, 2, 3; undefined for anything below 1. */
function ordinalNumber(digits: string): number | undefined {
  const n = /^\d+$/.test(digits) ? Number(digits) : parseChineseNumber(digits.replace('两', '二'));
  return n !== undefined && n >= 1 ? n : undefined;
}

export function readReferences(text: string): References {
  // '其它' is 'other', not 'it'.
  const t = text.replaceAll('其它', '其他');
  const deictic = DEICTIC.exec(t);
  const refs: References = { deictic: deictic !== null, plural: PLURAL.test(t) };
  if (deictic) refs.deicticText = deictic[0];
  const firstN = FIRST_N.exec(t)?.[1];
  if (firstN) {
    refs.firstN = /\d/.test(firstN) ? Number(firstN) : (parseChineseNumber(firstN.replace('两', '二')) ?? 2);
    refs.plural = true;
  }
  const positions = [...t.matchAll(new RegExp(ORDINAL.source, 'g'))].flatMap((m) => {
    const n = ordinalNumber(m[1] ?? m[2] ?? '');
    return n === undefined ? [] : [n];
  });
  if (new Set(positions).size >= 2) refs.ordinals = [...new Set(positions)];
  const ordinal = ORDINAL.exec(t);
  const digits = ordinal?.[1] ?? ordinal?.[2];
  if (ordinal && digits) {
    const n = ordinalNumber(digits);
    if (n !== undefined) {
      refs.ordinal = n;
      refs.ordinalText = ordinal[0];
    }
  } else if (LAST.test(t)) {
    refs.ordinal = /后者/.test(t) ? 2 : -1;
    refs.ordinalText = LAST.exec(t)?.[0];
  } else if (FIRST_OF_TWO.test(t)) {
    refs.ordinal = 1;
    refs.ordinalText = '前者';
  }
  if (refs.ordinal !== undefined) refs.deictic = true;
  return refs;
}

/** The item an ordinal picks from a list, if the list has it. */
export function pickOrdinal<T>(list: readonly T[], ordinal: number | undefined): T | undefined {
  if (ordinal === undefined) return undefined;
  return ordinal === -1 ? list[list.length - 1] : list[ordinal - 1];
}
