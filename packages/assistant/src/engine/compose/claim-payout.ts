import type { Product } from '@broker/contract';
import { formatAmount, formatPercent } from '../format.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { targetProducts } from './targets.js';

/** A medical product with the terms a payout is computed from. */
function payoutTerms(p: Product | undefined) {
  const b = p?.benefits;
  if (!p || p.type !== 'medical' || b?.deductible === undefined) return undefined;
  return {
    deductible: b.deductible,
    withSocial: b.reimbursementWithSocial,
    withoutSocial: b.reimbursementWithoutSocial,
    limit: b.annualLimit,
  };
}

/** The medical product a bill question is about: the one named or locked, if it is medical. */
export function claimProduct(input: ComposeInput): Product | undefined {
  if (input.understanding.entities.bill === undefined) return undefined;
  const [code] = targetProducts(input);
  const product = code ? input.kb.productsByCode.get(code) : undefined;
  return payoutTerms(product) ? product : undefined;
}

/**
 * What a medical product pays back on a bill ('e享百万住院花了5万能报多少'), worked out from its terms:
 * (bill − deductible) × reimbursement ratio, within the annual limit, for settling with and without
 * social insurance. The bill is taken as the covered expenses left after social insurance paid its
 * part (what social insurance paid cannot count towards the deductible); the insurer's assessment of
 * what is reasonable and covered decides the real amount.
 */
export function composeClaimPayout(input: ComposeInput, product: Product): AnswerBuilder {
  const terms = payoutTerms(product);
  const bill = input.understanding.entities.bill ?? 0;
  const answer = new AnswerBuilder(input).query([product.name]);
  if (!terms) return answer;
  const base = Math.max(0, bill - terms.deductible);
  const pay = (ratio: number | undefined) =>
    ratio === undefined ? undefined : Math.min(base * ratio, terms.limit ?? Infinity);
  const social = pay(terms.withSocial);
  const noSocial = pay(terms.withoutSocial);
  const first =
    base === 0
      ? `按**${product.name}**的条款，${formatAmount(bill)}没有超过${formatAmount(terms.deductible)}的年免赔额，这笔费用本身报不了（同一年内的其他住院费用可以累计抵扣免赔额）。`
      : `按**${product.name}**的条款，花费${formatAmount(bill)}大约能报${social !== undefined ? formatAmount(social) : formatAmount(noSocial ?? 0)}${social !== undefined && noSocial !== undefined ? `（以社保身份结算）；未以社保身份结算约${formatAmount(noSocial)}` : ''}。`;
  answer.text(first);
  if (base > 0) workings(answer, bill, base, terms, social, noSocial);
  answer.text(
    '',
    '这里把这笔费用当作社保报销后、属于保险责任的自付部分；社保已报销的部分不能抵扣免赔额。实际赔付以保险公司审核的合理且必要的医疗费用为准。',
  );
  answer.lock([product.code]);
  answer.endTips = '理赔金额以保险公司审核结果为准';
  answer.sourceType = 'product';
  return answer;
}

function workings(
  answer: AnswerBuilder,
  bill: number,
  base: number,
  terms: NonNullable<ReturnType<typeof payoutTerms>>,
  social: number | undefined,
  noSocial: number | undefined,
): void {
  answer.text('', '计算过程：');
  answer.text(
    `- 年免赔额：${formatAmount(terms.deductible)}，先从费用中扣除：${formatAmount(bill)} − ${formatAmount(terms.deductible)} = ${formatAmount(base)}`,
  );
  if (terms.withSocial !== undefined && social !== undefined)
    answer.text(
      `- 以社保身份结算报销${formatPercent(terms.withSocial)}：${formatAmount(base)} × ${formatPercent(terms.withSocial)} = ${formatAmount(social)}`,
    );
  if (terms.withoutSocial !== undefined && noSocial !== undefined)
    answer.text(
      `- 未以社保身份结算报销${formatPercent(terms.withoutSocial)}：${formatAmount(base)} × ${formatPercent(terms.withoutSocial)} = ${formatAmount(noSocial)}`,
    );
  if (terms.limit !== undefined) answer.text(`- 年度保额上限${formatAmount(terms.limit)}`);
}
