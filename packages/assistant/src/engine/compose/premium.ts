import { PAYMENT_FREQUENCY_LABELS, type QuoteResponse } from '@broker/contract';
import { formatAmount, formatMoney, formatPercent } from '../format.js';
import type { Entities } from '../../understand/types.js';
import type { FactorLine } from '../tools/factors.js';
import type { QuotedFactors } from '../types.js';
import { commissionFor, quotePremium } from '../tools/premium.js';
import { PAYOUT_ASKED, payoutSummary } from '../tools/payouts.js';
import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import { AnswerBuilder, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';
import { SUM_FOR_BUDGET } from '../../understand/lexicon/question-shapes.js';
import { largestSumWithin } from '../tools/example-quote.js';
import { NO_PRODUCT_TEXT, exampleAsks, targetProducts } from './targets.js';

const conditions = (lines: FactorLine[]) => lines.map((l) => `${l.label}${l.value}`).join('，');

function assumedText(assumed: FactorLine[]): string[] {
  if (assumed.length === 0) return [];
  return [`- 未说明的条件按产品默认：${conditions(assumed)}`];
}

function violationsText(name: string, messages: string[]): string[] {
  return [`**${name}** 按您给的条件无法试算：`, ...messages.map((m) => `- ${m}`), '请调整条件后再试。'];
}

/**
 * The question's entities plus the factors the previous product list's example premium used for this
 * product (context.quotedFactors), for those the agent has not stated: the follow-up quotes the number
 * the list showed. Returns which factors were carried over.
 */
function withQuotedFactors(
  input: ComposeInput,
  code: string,
): { entities: Entities; carried: (keyof QuotedFactors)[] } {
  const entities: Entities = { ...input.understanding.entities };
  const quoted = input.request.context.quotedFactors?.[code];
  const carried: (keyof QuotedFactors)[] = [];
  if (!quoted) return { entities, carried };
  if (quoted.sumInsured !== undefined && entities.sumInsured === undefined) {
    entities.sumInsured = quoted.sumInsured;
    carried.push('sumInsured');
  }
  if (quoted.paymentTerm !== undefined && entities.paymentTerm === undefined) {
    entities.paymentTerm = quoted.paymentTerm;
    carried.push('paymentTerm');
  }
  if (quoted.coverageTerm !== undefined && entities.coverageTerm === undefined) {
    entities.coverageTerm = quoted.coverageTerm;
    carried.push('coverageTerm');
  }
  return { entities, carried };
}

/** What the policy pays out, when the question asks ('每年能领多少'): from the illustration, never estimated. */
function payoutLines(input: ComposeInput, code: string, quote: QuoteResponse): string[] {
  const product = input.kb.productsByCode.get(code);
  if (!product || !PAYOUT_ASKED.test(input.understanding.text)) return [];
  const payouts = payoutSummary(input.kb, product, quote);
  if (!payouts) return [];
  const { first, level, cumulative } = payouts;
  return [
    level
      ? `- ${first.age}岁起（第${first.year}保单年度）每年领取：**${formatMoney(first.amount)}**`
      : `- ${first.age}岁（第${first.year}保单年度）首次领取：**${formatMoney(first.amount)}**，以后各年金额不同`,
    ...cumulative.map((c) => `- 领到${c.age}岁累计领取：${formatMoney(c.amount)}`),
    '- 领取金额按产品利益演示计算（保证部分），以合同为准',
  ];
}

/** Premium (and, for `commission`, the agent's commission) for the named or locked product(s). */
export function composePremium(input: ComposeInput, withCommission: boolean): AnswerBuilder {
  const { kb } = input;
  const codes = targetProducts(input).slice(0, 3);
  const answer = new AnswerBuilder(input);
  answer.query(codes.map((c) => kb.productsByCode.get(c)?.name ?? c));
  if (withCommission) answer.flags({ commissionFlag: true });
  if (codes.length === 0) {
    answer.text(NO_PRODUCT_TEXT);
    answer.asks(exampleAsks(input, (name) => `${name}${withCommission ? '佣金' : '保费'}多少？`));
    if (input.screens.calculator)
      answer.endTips = withCommission
        ? '也可以在佣金计算页面选择产品试算'
        : '也可以在保费计算页面选择产品试算';
    return answer;
  }
  let computed = false;
  // A product whose rules the person or the stated values break: say which rules, quote nothing.
  const refused = (r: { productCode: string; productName?: string; violations: { message: string }[] }) =>
    answer.text(
      ...violationsText(
        r.productName ?? r.productCode,
        r.violations.map((v) => v.message),
      ),
      '',
    );
  // '预算3000，保额能到多少': each product at the largest sum insured the budget buys.
  const budget = input.understanding.entities.budget;
  const sumForBudget =
    budget !== undefined &&
    input.understanding.entities.sumInsured === undefined &&
    SUM_FOR_BUDGET.test(input.understanding.text);
  for (const code of codes) {
    const { entities, carried } = withQuotedFactors(input, code);
    const product = kb.productsByCode.get(code);
    const largest = sumForBudget && product ? largestSumWithin(product, entities, budget) : undefined;
    if (largest !== undefined) {
      entities.sumInsured = largest;
      const i = carried.indexOf('sumInsured');
      if (i >= 0) carried.splice(i, 1);
    }
    const carriedText = (lines: FactorLine[]) => {
      const used = lines.filter((l) => carried.includes(l.factor as keyof QuotedFactors));
      // The list the factors were shown with: the quoted one, when the agent quoted it.
      const list = input.request.quote?.factors?.[code] ? '所引用的产品列表' : '上一轮产品列表';
      return used.length > 0 ? [`- 沿用${list}中示例保费的条件：${conditions(used)}`] : [];
    };
    if (withCommission) {
      const r = commissionFor(kb, code, entities);
      if (!r.ok) {
        refused(r);
        continue;
      }
      computed = true;
      const c = r.commission;
      const statedLines = r.factors.filter((l) => !r.assumed.includes(l));
      answer.text(
        `**${r.productName}**${statedLines.length ? `（${conditions(statedLines)}）` : ''}`,
        `- 年交保费：${formatMoney(r.quote.annualPremium)}`,
        `- 首年佣金：${formatMoney(c.firstYear)}${c.rows[0] ? `（${formatPercent(c.rows[0].rate)}）` : ''}`,
        ...c.rows
          .slice(1)
          .map((row) => `- 第${row.policyYear}年：${formatMoney(row.amount)}（${formatPercent(row.rate)}）`),
        `- 前${c.rows.length}个保单年度合计：${formatMoney(c.total)}`,
        ...carriedText(r.factors),
        ...assumedText(r.assumed),
        '',
        c.note,
        '',
      );
    } else {
      const r = quotePremium(kb, code, entities);
      if (!r.ok) {
        refused(r);
        continue;
      }
      computed = true;
      const q = r.quote;
      const stated = r.factors.filter((l) => !r.assumed.includes(l));
      const perPayment =
        q.paymentFrequency === 'annual'
          ? ''
          : `，${PAYMENT_FREQUENCY_LABELS[q.paymentFrequency]}每期${formatMoney(q.premium)}`;
      // Over a payment term of whole years, what the customer pays in all ('总共交多少').
      const years = /^(\d+)y$/.exec(String(q.factors.paymentTerm ?? ''))?.[1];
      const total =
        years && Number(years) > 1
          ? [`- 交费期内合计：${formatMoney(q.annualPremium * Number(years))}（${years}年 × 年交保费）`]
          : [];
      answer.text(
        `**${r.productName}**${stated.length ? `（${conditions(stated)}）` : ''}`,
        ...(largest !== undefined
          ? [`- 预算每年${formatAmount(budget ?? 0)}，保额最高约**${formatAmount(largest)}**`]
          : sumForBudget
            ? [`- 按产品的保额规则，预算每年${formatAmount(budget ?? 0)}无法再调整保额，以下为试算结果`]
            : []),
        `- 年交保费：**${formatMoney(q.annualPremium)}**${perPayment}`,
        ...total,
        `- 基本保额：${formatAmount(q.sumInsured)}`,
        ...payoutLines(input, code, q),
        ...carriedText(r.factors),
        ...assumedText(r.assumed),
        '',
      );
    }
  }
  const page = productPage(kb, codes, 1, PRODUCT_PAGE_SIZE);
  answer.products('query_product_list', page.items, page.pages, codes);
  answer.lock(codes);
  answer.sourceType = 'product';
  answer.productEndTips = PRODUCT_END_TIPS;
  answer.endTips = computed
    ? '告诉我年龄、性别、保额或交费期间，可以重新试算'
    : input.screens.calculator
      ? '可以换一个投保条件，或在计算页面逐项选择'
      : '可以换一个投保条件再试算';
  return answer;
}
