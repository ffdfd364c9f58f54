import {
  GENDER_LABELS,
  PAYMENT_FREQUENCY_LABELS,
  type FactorConstraint,
  type Product,
} from '@broker/contract';
import {
  constraintApplies,
  constraintSatisfied,
  coverageTermLabel,
  paymentTermLabel,
} from '@broker/insurance';
import type { Entities } from '../../understand/types.js';
import { CONSTRAINT_LABELS } from '../constraint-labels.js';
import { meetsConstraint } from './constraint-filters.js';

/**
 * The direct answer to a yes/no question about one product, from its catalogue fields alone: '60岁能买吗'
 * (the age range, and which payment terms the product's rules still allow at that age), '能保到70岁吗',
 * '有20年交吗', '可以月交吗', '含轻症吗'. The facts follow it in the answer; this is the sentence that
 * says yes or no first. Nothing is said where the catalogue cannot tell.
 */

type Values = { age?: number; paymentTerm?: string; coverageTerm?: string };

/** The constraints the product's rules break for these values (each with its own message). */
function broken(p: Product, values: Values): FactorConstraint[] {
  return p.constraints.filter((c) => {
    if (!constraintApplies(c, values)) return false;
    const value = values[c.require.factor as keyof Values];
    return value !== undefined && !constraintSatisfied(c, value);
  });
}

/** Whether a payment term can be taken at an age with at least one of the product's coverage terms. */
function payable(p: Product, age: number, paymentTerm: string): FactorConstraint[] | undefined {
  let first: FactorConstraint[] | undefined;
  for (const coverageTerm of p.coverageTerms) {
    const found = broken(p, { age, paymentTerm, coverageTerm });
    if (found.length === 0) return undefined;
    first ??= found;
  }
  return first;
}

function ageVerdict(p: Product, age: number): string {
  const range = `投保年龄${p.minAgeText ?? `${p.minAge}周岁`}至${p.maxAge}周岁`;
  if (age < p.minAge || age > p.maxAge) return `${age}周岁不能投保（${range}）。`;
  const refused = p.paymentTerms
    .map((term) => ({ term, rules: payable(p, age, term) }))
    .filter((t) => t.rules !== undefined);
  if (refused.length === 0 || refused.length === p.paymentTerms.length)
    return `${age}周岁可以投保（${range}）。`;
  const open = p.paymentTerms.filter((t) => !refused.some((r) => r.term === t)).map(paymentTermLabel);
  const why = [...new Set(refused.flatMap((r) => r.rules?.map((c) => c.message) ?? []))];
  return `${age}周岁可以投保（${range}），可选${open.join('、')}；${refused.map((r) => paymentTermLabel(r.term)).join('、')}不可选（${why.join('；')}）。`;
}

function termVerdict(kind: '保障期间' | '交费期间', wanted: string, options: readonly string[]): string {
  const label = kind === '保障期间' ? coverageTermLabel : paymentTermLabel;
  const list = options.map(label).join('、');
  return options.includes(wanted)
    ? `可以选${label(wanted)}（${kind}可选：${list}）。`
    : `没有${label(wanted)}的选项，${kind}可选：${list}。`;
}

/** Cover to an age ('保到80岁'): met by whole life or a term to that age or later. */
function coverToVerdict(p: Product, age: number): string {
  const reach = (t: string) => t === 'life' || Number(/^toAge(\d+)$/.exec(t)?.[1] ?? 0) >= age;
  const list = p.coverageTerms.map(coverageTermLabel).join('、');
  return p.coverageTerms.some(reach)
    ? `可以保到${age}岁（保障期间可选：${list}）。`
    : `保不到${age}岁，保障期间可选：${list}。`;
}

function tagVerdicts(p: Product, tags: readonly string[]): string[] {
  return tags.flatMap((tag) => {
    const label = CONSTRAINT_LABELS[tag];
    const met = meetsConstraint(p, tag);
    if (!label || met === undefined) return [];
    // Not marked lenient is not the same as strict: the catalogue only says which products are lenient.
    if (tag === 'lenient_underwriting')
      return [
        met
          ? `${label}：是，产品库标注为带病可投保的产品（能否承保以核保结论为准）。`
          : `${label}：产品库没有将其标注为健康告知宽松的产品，按常规健康告知和核保规则。`,
      ];
    if (tag !== 'monthly_payment') return [`${label}：${met ? '是' : '否'}。`];
    const ways = p.paymentFrequencies.map((f) => PAYMENT_FREQUENCY_LABELS[f]).join('、');
    return [`${label}：${met ? '可以' : '不可以'}（交费方式：${ways}）。`];
  });
}

/** The yes/no sentences for what the question states about one product (none when it states nothing). */
export function productVerdicts(p: Product, e: Entities): string[] {
  const out: string[] = [];
  if (e.age !== undefined) out.push(ageVerdict(p, e.age));
  if (e.gender && !p.genders.includes(e.gender))
    out.push(`仅限${p.genders.map((g) => GENDER_LABELS[g]).join('、')}性投保。`);
  if (e.coverageTerm) out.push(termVerdict('保障期间', e.coverageTerm, p.coverageTerms));
  else if (e.coverToAge !== undefined) out.push(coverToVerdict(p, e.coverToAge));
  if (e.paymentTerm) out.push(termVerdict('交费期间', e.paymentTerm, p.paymentTerms));
  out.push(...tagVerdicts(p, e.constraints ?? []));
  return out;
}
