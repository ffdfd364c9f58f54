import type { Product } from '@broker/contract';
import { formatAmount, formatPercent } from '../format.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { targetProducts } from './targets.js';

/**
 * A product with the terms a bill's payout is computed from: a medical product (annual deductible and
 * limit), or an accident product's accident medical cover (its deductible and limit).
 */
function payoutTerms(p: Product | undefined) {
  const b = p?.benefits;
  if (!p || b?.deductible === undefined) return undefined;
  if (p.type === 'medical')
    return {
      deductible: b.deductible,
      withSocial: b.reimbursementWithSocial,
      withoutSocial: b.reimbursementWithoutSocial,
      limit: b.annualLimit,
      deductibleLabel: '年免赔额',
      limitLabel: '年度保额上限',
    };
  if (p.type === 'accident' && b.accidentMedicalLimit !== undefined)
    return {
      deductible: b.deductible,
      withSocial: b.reimbursementWithSocial,
      withoutSocial: b.reimbursementWithoutSocial,
      limit: b.accidentMedicalLimit,
      deductibleLabel: '意外医疗免赔额',
      limitLabel: '意外医疗保额上限',
    };
  return undefined;
}

/** The product a bill question is about: the one named or locked, if its payout can be computed. */
export function claimProduct(input: ComposeInput): Product | undefined {
  if (input.understanding.entities.bill === undefined) return undefined;
  const [code] = targetProducts(input);
  const product = code ? input.kb.productsByCode.get(code) : undefined;
  return payoutTerms(product) ? product : undefined;
}

/** Products shown for a bill asked of a type ('意外骨折花了2万，意外险能报多少'). */
const TYPE_PAYOUTS_SHOWN = 5;

/**
 * A bill asked of a kind of cover with no product named: what each on-sale product of the type would
 * pay back on it (settled with social insurance), worked out from its terms as for one product, the most
 * first. An accident named wins over the medical words ('住院') that come with it.
 */
export function composeTypePayouts(input: ComposeInput): AnswerBuilder | undefined {
  const { kb, understanding: u } = input;
  const bill = u.entities.bill;
  const named = u.namedTypes ?? (u.entities.productType ? [u.entities.productType] : []);
  const type = named.includes('accident') ? 'accident' : named.includes('medical') ? 'medical' : undefined;
  if (bill === undefined || !type || targetProducts(input).length > 0) return undefined;
  const reimbursed = Math.min(u.entities.reimbursed ?? 0, bill);
  const rows = kb.products
    .filter((p) => p.onSale && p.type === type)
    .flatMap((p) => {
      const terms = payoutTerms(p);
      if (!terms || terms.withSocial === undefined) return [];
      const deductible = socialOffsetsDeductible(p)
        ? Math.max(0, terms.deductible - reimbursed)
        : terms.deductible;
      const base = Math.max(0, bill - reimbursed - deductible);
      return [{ p, terms, pay: Math.min(base * terms.withSocial, terms.limit ?? Infinity) }];
    })
    .sort((a, b) => b.pay - a.pay || a.p.code.localeCompare(b.p.code));
  if (rows.length === 0) return undefined;
  const what = type === 'accident' ? '意外险的意外医疗' : '医疗险';
  const spent =
    reimbursed > 0
      ? `花费${formatAmount(bill)}、社保已报${formatAmount(reimbursed)}`
      : `花费${formatAmount(bill)}`;
  const answer = new AnswerBuilder(input).query();
  answer.text(
    `按产品库中在售的${rows.length}款${what}的条款试算（${spent}，以社保身份结算）：`,
    '',
    ...rows
      .slice(0, TYPE_PAYOUTS_SHOWN)
      .map(
        ({ p, terms, pay }) =>
          `- **${p.name}**：约${formatAmount(Math.round(pay))}（${terms.deductibleLabel}${formatAmount(terms.deductible)}，报销${formatPercent(terms.withSocial ?? 0)}，${terms.limitLabel}${formatAmount(terms.limit ?? 0)}）`,
      ),
    '',
    type === 'accident'
      ? '意外医疗只报意外伤害导致的合理且必要的医疗费用；构成伤残的，另按伤残等级给付意外伤残保险金。实际赔付以保险公司审核为准。'
      : '这里把这笔费用当作属于保险责任的住院费用；实际赔付以保险公司审核的合理且必要的医疗费用为准。',
  );
  answer.productList(
    rows.map((r) => r.p.code),
    u.entities,
  );
  answer.endTips = '说出客户买的产品，可以按它的条款逐步计算';
  return answer;
}

/**
 * Whether what social insurance paid counts towards the deductible, as the product says it
 * ('社保报销部分不可抵扣'); a product that does not say is taken as not (the lower payout).
 */
function socialOffsetsDeductible(p: Product): boolean {
  const said = [...p.highlights, ...Object.values(p.benefits).filter((v) => typeof v === 'string')].join(
    '；',
  );
  return /(?:社保|医保)[^；，。]{0,8}(?<!不)可(?:以)?抵扣/.test(said);
}

/**
 * What a medical product pays back on a bill ('e享百万住院花了5万能报多少'), worked out from its terms:
 * the out-of-pocket part (bill − what social insurance already paid: medical insurance never pays
 * back more than was spent), less the deductible (reduced by what social insurance paid only where the
 * product says so), × the reimbursement ratio, within the annual limit, for settling with and without
 * social insurance. Without a reimbursed amount the bill is taken as the out-of-pocket part. The
 * insurer's assessment of what is reasonable and covered decides the real amount.
 */
export function composeClaimPayout(input: ComposeInput, product: Product): AnswerBuilder {
  const terms = payoutTerms(product);
  const e = input.understanding.entities;
  const bill = e.bill ?? 0;
  const reimbursed = Math.min(e.reimbursed ?? 0, bill);
  const answer = new AnswerBuilder(input).query([product.name]);
  if (!terms) return answer;
  const offsets = socialOffsetsDeductible(product);
  const outOfPocket = bill - reimbursed;
  const deductible = offsets ? Math.max(0, terms.deductible - reimbursed) : terms.deductible;
  const base = Math.max(0, outOfPocket - deductible);
  const pay = (ratio: number | undefined) =>
    ratio === undefined ? undefined : Math.min(base * ratio, terms.limit ?? Infinity);
  const social = pay(terms.withSocial);
  // Social insurance paid its part: the bill was settled with it, so the ratio without it does not apply.
  const noSocial = reimbursed > 0 && social !== undefined ? undefined : pay(terms.withoutSocial);
  const spent =
    reimbursed > 0
      ? `自付${formatAmount(outOfPocket)}（花费${formatAmount(bill)}，社保已报${formatAmount(reimbursed)}）`
      : `花费${formatAmount(bill)}`;
  const first =
    base === 0
      ? `按**${product.name}**的条款，${spent}没有超过${formatAmount(deductible)}的免赔额，这笔费用本身报不了（同一年内的其他住院费用可以累计抵扣免赔额）。`
      : `按**${product.name}**的条款，${spent}大约能报${social !== undefined ? formatAmount(social) : formatAmount(noSocial ?? 0)}${social !== undefined && noSocial !== undefined ? `（以社保身份结算）；未以社保身份结算约${formatAmount(noSocial)}` : ''}。`;
  answer.text(first);
  if (base > 0) {
    answer.text('', '计算过程：');
    if (reimbursed > 0)
      answer.text(
        `- 医疗险只报自付部分：${formatAmount(bill)} − 社保已报${formatAmount(reimbursed)} = ${formatAmount(outOfPocket)}`,
      );
    const offsetNote =
      reimbursed > 0
        ? offsets
          ? `，社保已报部分可抵扣，剩${formatAmount(deductible)}`
          : '，社保已报部分不可抵扣'
        : '';
    answer.text(
      `- ${terms.deductibleLabel}${formatAmount(terms.deductible)}${offsetNote}：${formatAmount(outOfPocket)} − ${formatAmount(deductible)} = ${formatAmount(base)}`,
    );
    ratioLines(answer, base, terms, social, noSocial);
  }
  answer.text(
    '',
    reimbursed > 0
      ? '实际赔付以保险公司审核的合理且必要的医疗费用为准。'
      : '这里把这笔费用当作社保报销后、属于保险责任的自付部分；社保已报销的部分不能抵扣免赔额。实际赔付以保险公司审核的合理且必要的医疗费用为准。',
  );
  answer.lock([product.code]);
  answer.endTips = '理赔金额以保险公司审核结果为准';
  answer.sourceType = 'product';
  return answer;
}

function ratioLines(
  answer: AnswerBuilder,
  base: number,
  terms: NonNullable<ReturnType<typeof payoutTerms>>,
  social: number | undefined,
  noSocial: number | undefined,
): void {
  if (terms.withSocial !== undefined && social !== undefined)
    answer.text(
      `- 以社保身份结算报销${formatPercent(terms.withSocial)}：${formatAmount(base)} × ${formatPercent(terms.withSocial)} = ${formatAmount(social)}`,
    );
  if (terms.withoutSocial !== undefined && noSocial !== undefined)
    answer.text(
      `- 未以社保身份结算报销${formatPercent(terms.withoutSocial)}：${formatAmount(base)} × ${formatPercent(terms.withoutSocial)} = ${formatAmount(noSocial)}`,
    );
  if (terms.limit !== undefined) answer.text(`- ${terms.limitLabel}${formatAmount(terms.limit)}`);
}
