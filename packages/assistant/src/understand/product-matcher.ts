import type { Company, Product, ProductType } from '@broker/contract';
import type { ProductMention } from '../conversation-types.js';
import { scanWords } from './dictionary-scan.js';
import { withinOneEdit } from './edit-distance.js';
import { buildNameIndex, normalizeName, type NameEntry, type NameIndex } from './product-names.js';
import { PRODUCT_TYPE_WORDS } from './product-type.js';

/**
 * Finds the catalogue products and companies a question names.
 *
 * Ambiguity rule (what an agent means):
 * - An exact full name or alias names one product: never ambiguous ('安佑' is the catalogue's alias of
 *   the 2025版, '老版安佑' of the 2021版).
 * - A form several products share (a name without its version '安佑终身重疾', a shared brand '宽保',
 *   company + type '泓源的重疾') is narrowed by a type word right after it ('星河的意外险'), then,
 *   when the question is about buying or the product in general, to the one product still on sale:
 *   agents sell what is on sale. When the question is about a policy already held ('之前买的',
 *   '老客户', '理赔', '哪个版本'), an off-sale version is as likely as the on-sale one: ambiguous.
 * - Whatever still fits several products is reported as `ambiguous` and its candidates are left out of
 *   `mentions`, so nobody mistakes the first candidate for the answer.
 */

export interface ProductMatch {
  /** Resolved products, best first, each once. */
  mentions: ProductMention[];
  ambiguous?: { text: string; candidates: string[] };
  /** First company named outside a product name. */
  companyCode?: string;
  /** A company + type reference ('启元的重疾险'), whatever it resolved to. */
  companyType?: { companyCode: string; type: ProductType; text: string };
}

const TYPO_FACTOR = 0.75;
const COMPANY_TYPE_SCORE = 0.8;
/** A form that is also an everyday word ('宝贝', '传承'): counted only weakly. */
const COMMON_WORDS = new Set([
  '宝贝',
  '银发',
  '通勤',
  '骑士',
  '银龄',
  '传承',
  '安居',
  '家和',
  '长青',
  '守望',
  '长乐',
  '丰年',
  '新市民',
]);
export const WEAK_SCORE = 0.6;
/** The question is about a policy already held, where an old version is as likely as the new one. */
const HELD_POLICY =
  /之前|以前|早年|早些年|已经买|已买|买过|买了|投保了|老客户|老保单|保单|旧版|老版|停售|版本|哪一版|理赔|退保/;
/** Between a company and a type word: '启元的重疾', '启元人寿有哪些重疾'. */
const COMPANY_TYPE_GAP =
  /^(?:人寿|健康|财险|保险|公司)?(?:的|家|旗下|那款|那个|这款|有什么|有哪些|有没有|哪款)?(?:的)?/;

interface Span {
  start: number;
  end: number;
  entries: NameEntry[];
  typo: boolean;
}

export type ProductMatcher = (text: string) => ProductMatch;

export function createProductMatcher(
  products: readonly Product[],
  companies: readonly Company[],
): ProductMatcher {
  const index = buildNameIndex(products, companies);
  const bigrams = typoBigrams(index);
  return (text) => matchProducts(index, bigrams, normalizeName(text));
}

function matchProducts(index: NameIndex, bigrams: Map<string, [string, number][]>, t: string): ProductMatch {
  const spans = chooseSpans(exactHits(t, index.forms, index.maxFormLength));
  const covered = (s: number, e: number): boolean => spans.some((sp) => s < sp.end && e > sp.start);
  for (const hit of chooseSpans(typoHits(t, index, bigrams, covered))) spans.push(hit);
  spans.sort((a, b) => a.start - b.start);

  const heldPolicy = HELD_POLICY.test(t);
  const result: ProductMatch = { mentions: [] };
  const mentions: ProductMention[] = [];
  const resolve = (candidates: Map<string, number>, mentionText: string): void => {
    const top = Math.max(...candidates.values());
    const best = [...candidates].filter(([, s]) => s >= top - 1e-9).map(([c]) => c);
    const onSale = best.filter((c) => index.productsByCode.get(c)?.onSale);
    if (best.length === 1 || top >= 1) {
      for (const code of best) mentions.push({ code, text: mentionText, score: top });
    } else if (onSale.length === 1 && !heldPolicy && onSale[0]) {
      mentions.push({ code: onSale[0], text: mentionText, score: top * 0.95 });
    } else if (!result.ambiguous) {
      const candidatesList = heldPolicy || onSale.length === 0 ? best : onSale;
      result.ambiguous = { text: mentionText, candidates: candidatesList };
    }
  };

  for (const span of spans) {
    const mentionText = t.slice(span.start, span.end);
    let candidates = new Map<string, number>();
    for (const entry of span.entries) {
      let score = span.typo ? entry.score * TYPO_FACTOR : entry.score;
      if (COMMON_WORDS.has(mentionText)) score = Math.min(score, WEAK_SCORE);
      candidates.set(entry.code, Math.max(score, candidates.get(entry.code) ?? 0));
    }
    const tailType = typeAt(t, span.end, 2);
    if (tailType) {
      const typed = new Map(
        [...candidates].filter(([code]) => index.productsByCode.get(code)?.type === tailType.type),
      );
      if (typed.size > 0) candidates = typed;
    }
    resolve(candidates, mentionText);
  }

  for (const hit of scanWords(t, index.companyForms)) {
    const end = hit.index + hit.word.length;
    if (covered(hit.index, end)) continue;
    result.companyCode ??= hit.value;
    const gap = COMPANY_TYPE_GAP.exec(t.slice(end))?.[0].length ?? 0;
    const typed = typeAt(t, end + gap, 0);
    if (!typed || covered(end, end + gap + 1)) continue;
    const mentionText = t.slice(hit.index, typed.end);
    result.companyType ??= { companyCode: hit.value, type: typed.type, text: mentionText };
    const codes = index.byCompanyType.get(hit.value)?.get(typed.type) ?? [];
    if (codes.length === 0) continue;
    resolve(new Map(codes.map((c) => [c, COMPANY_TYPE_SCORE])), mentionText);
  }

  const seen = new Map<string, ProductMention>();
  for (const m of mentions) {
    const old = seen.get(m.code);
    if (!old || m.score > old.score) seen.set(m.code, m);
  }
  result.mentions = [...seen.values()].sort((a, b) => b.score - a.score);
  return result;
}

/** A product type word starting at most `slack` characters after `from` ('星河的意外险'). */
function typeAt(t: string, from: number, slack: number): { type: ProductType; end: number } | undefined {
  const window = t.slice(from, from + slack + 6);
  const hit = scanWords(window, PRODUCT_TYPE_WORDS).find((h) => h.index <= slack);
  if (!hit || hit.value === null) return undefined;
  return { type: hit.value, end: from + hit.index + hit.word.length };
}

function exactHits(t: string, forms: Map<string, NameEntry[]>, maxLength: number): Span[] {
  const hits: Span[] = [];
  for (let i = 0; i < t.length; i++) {
    for (let len = Math.min(maxLength, t.length - i); len >= 2; len--) {
      const entries = forms.get(t.slice(i, i + len));
      if (entries) hits.push({ start: i, end: i + len, entries, typo: false });
    }
  }
  return hits;
}

/** Longest spans first, then the best-scored, without overlaps. */
function chooseSpans(hits: Span[]): Span[] {
  const best = (s: Span): number => Math.max(...s.entries.map((e) => e.score));
  const sorted = [...hits].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || best(b) - best(a) || a.start - b.start,
  );
  const chosen: Span[] = [];
  for (const hit of sorted) {
    if (!chosen.some((c) => hit.start < c.end && hit.end > c.start)) chosen.push(hit);
  }
  return chosen;
}

/**
 * Bigram → (typo form, offset). A bigram many products share ('保险', '重大') says nothing about which
 * product was meant and is left out, so a typo window needs a distinctive bigram to be tried at all.
 */
function typoBigrams(index: NameIndex): Map<string, [string, number][]> {
  const productsOf = new Map<string, Set<string>>();
  const byBigram = new Map<string, [string, number][]>();
  for (const [form, entries] of index.typoForms) {
    for (let i = 0; i + 2 <= form.length; i++) {
      const bigram = form.slice(i, i + 2);
      const codes = productsOf.get(bigram) ?? new Set<string>();
      for (const e of entries) codes.add(e.code);
      productsOf.set(bigram, codes);
      byBigram.set(bigram, [...(byBigram.get(bigram) ?? []), [form, i]]);
    }
  }
  for (const [bigram, codes] of productsOf) if (codes.size > 6) byBigram.delete(bigram);
  return byBigram;
}

/**
 * Windows one edit away from a form of at least 4 characters: substitutions always, insertions and
 * deletions only for forms of 5 or more (a 4-character form less one character is a 3-character
 * fragment too many other words contain).
 */
function typoHits(
  t: string,
  index: NameIndex,
  bigrams: Map<string, [string, number][]>,
  covered: (s: number, e: number) => boolean,
): Span[] {
  const hits: Span[] = [];
  const tried = new Set<string>();
  for (let i = 0; i + 2 <= t.length; i++) {
    for (const [form, offset] of bigrams.get(t.slice(i, i + 2)) ?? []) {
      const lengths = form.length >= 5 ? [form.length, form.length - 1, form.length + 1] : [form.length];
      for (const len of lengths) {
        for (const shift of [0, -1, 1]) {
          const start = i - offset + shift;
          const end = start + len;
          const key = `${start}:${len}:${form}`;
          if (start < 0 || end > t.length || tried.has(key)) continue;
          tried.add(key);
          const window = t.slice(start, end);
          if (window === form || covered(start, end) || !withinOneEdit(window, form)) continue;
          if (edgeInsideWord(t, start, end, form)) continue;
          const entries = index.typoForms.get(form);
          if (entries) hits.push({ start, end, entries, typo: true });
        }
      }
    }
  }
  return hits;
}

/** Two-character words a name's edge may sit in the middle of: '保险', and the type words' pairs. */
const WORD_PAIRS: ReadonlySet<string> = new Set(
  ['保险', ...[...PRODUCT_TYPE_WORDS.keys()].flatMap((w) => [w, `${w}险`])].flatMap((w) =>
    Array.from(w)
      .slice(1)
      .map((c, i) => `${w[i]}${c}`),
  ),
);

/**
 * A window that differs from the name at its first or last character where that is the name's
 * neighbour rather than a slip: the edge character ends or starts a word of the question ('大病保险和百万
 * 医疗' is not '泰和百万医疗' misspelt: 险 ends 保险), or the window simply lacks the name's first or last
 * character ('和百万医疗').
 */
function edgeInsideWord(t: string, start: number, end: number, form: string): boolean {
  const window = t.slice(start, end);
  const shorter = window.length < form.length;
  const firstDiffers = window[0] !== form[0];
  const lastDiffers = window[window.length - 1] !== form[form.length - 1];
  const first = firstDiffers && (shorter || WORD_PAIRS.has(t.slice(start - 1, start + 1)));
  const last = lastDiffers && (shorter || WORD_PAIRS.has(t.slice(end - 1, end + 1)));
  return first || last;
}
