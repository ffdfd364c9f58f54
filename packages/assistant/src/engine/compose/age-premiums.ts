import { PRODUCT_TYPE_LABELS } from '@broker/contract';
import { formatAmount, formatMoney } from '../format.js';
import { EXAMPLE_SUM_INSURED, exampleQuote } from '../tools/example-quote.js';
import type { ComposeInput } from './answer.js';

/** Why buying younger costs less ('为什么重疾险越早买越便宜', '晚几年买贵多少'). */
const AGE_PRICE_ASKED = /越早买|早买.{0,4}便宜|晚(?:几年)?买.{0,6}(?:贵|多)|年龄越大.{0,6}(?:贵|高)|越晚买/;
const AGES = [25, 35, 45] as const;

/**
 * The same cover priced at a few ages by the insurance core, for a question on why age raises the
 * premium: one on-sale product of the type named that takes all three ages, at 50万 and its default
 * terms, male. Empty when no type is named or none can be priced so.
 */
export function agePremiumLines({ kb, understanding: u }: ComposeInput): string[] {
  const [type] = u.namedTypes ?? [];
  if (!type || !AGE_PRICE_ASKED.test(u.text)) return [];
  for (const p of kb.products) {
    if (!p.onSale || p.type !== type || !p.genders.includes('M')) continue;
    if (!p.factors.some((f) => f.code === 'sumInsured')) continue;
    const quotes = AGES.map((age) => exampleQuote(p, { age, gender: 'M', sumInsured: EXAMPLE_SUM_INSURED }));
    if (quotes.some((q) => q === undefined || q.quote.sumInsured !== EXAMPLE_SUM_INSURED)) continue;
    const terms = quotes[0]?.factors.filter((l) => ['paymentTerm', 'coverageTerm'].includes(l.factor)) ?? [];
    return [
      `**产品库试算**：以${p.name}为例（男性、保额${formatAmount(EXAMPLE_SUM_INSURED)}、${terms.map((l) => l.value).join('、')}）：`,
      ...AGES.map((age, i) => `- ${age}岁投保：年交${formatMoney(quotes[i]?.quote.annualPremium ?? 0)}`),
      `同样的${PRODUCT_TYPE_LABELS[type]}，投保年龄越大年交保费越高，交费总额也随之变化；健康状况变化还可能影响能否承保。`,
    ];
  }
  return [];
}
