import type { Product } from '@broker/contract';
import { formatAmount, formatPercent } from '../format.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { targetProducts } from './targets.js';

/** An amount asked of a claim ('得了轻症能赔多少', '身故赔多少钱', '确诊重疾给多少'). */
export const PAYOUT_ASKED =
  /(?:赔|赔付|给付|理赔|拿|给|领)(?:多少|几多|多少钱)|能赔(?:几|多少)|赔(?:几万|多少万)/;

/** How to claim is a process question, whatever amount it mentions. */
const HOW_TO_CLAIM = /怎么|如何|流程|材料|手续|需要什么|多久/;

type Event = 'mild' | 'moderate' | 'severe' | 'death' | 'accident_death';
/**
 * The level of claim a question names, most specific first ('轻度' before '重'). An illness named
 * instead ('甲状腺癌赔多少') is left to the knowledge answers: its level depends on its staging.
 */
const EVENTS: readonly (readonly [RegExp, Event])[] = [
  [/轻症|轻度|原位癌/, 'mild'],
  [/中症|中度/, 'moderate'],
  [/意外(?:身故|死亡|走了|没了)|意外伤残/, 'accident_death'],
  [/重疾|重症|重大疾病/, 'severe'],
  [/身故|死亡|去世|走了|全残|过世/, 'death'],
];

export function payoutEvent(text: string): Event | undefined {
  return EVENTS.find(([pattern]) => pattern.test(text))?.[1];
}

/** The line of what the product pays for the event, from its benefits; undefined when it states none. */
function payoutLine(p: Product, event: Event, sumInsured: number | undefined): string | undefined {
  const b = p.benefits;
  const si = sumInsured !== undefined ? `保额${formatAmount(sumInsured)}` : '';
  const of = (ratio: number) =>
    sumInsured !== undefined
      ? `按基本保额的${formatPercent(ratio)}赔付，${si}即赔**${formatAmount(sumInsured * ratio)}**`
      : `按基本保额的${formatPercent(ratio)}赔付`;
  const times = (n: number | undefined) => (n ? `，最多赔${n}次` : '');
  switch (event) {
    case 'mild':
      return b.mildPayout !== undefined
        ? `轻症（${b.mildCount ?? ''}种）：${of(b.mildPayout)}${times(b.mildTimes)}${b.waiver ? '；确诊后豁免剩余保费' : ''}`
        : undefined;
    case 'moderate':
      return b.moderatePayout !== undefined
        ? `中症（${b.moderateCount ?? ''}种）：${of(b.moderatePayout)}${times(b.moderateTimes)}${b.waiver ? '；确诊后豁免剩余保费' : ''}`
        : undefined;
    case 'severe':
      return b.severePayout !== undefined
        ? `重疾（${b.severeCount ?? ''}种）：${of(b.severePayout)}`
        : undefined;
    case 'accident_death':
      if (b.accidentalDeath !== undefined)
        return `意外身故/伤残：最高${formatAmount(b.accidentalDeath)}（按保障计划）`;
      return b.deathBenefit ? `身故责任：${b.deathBenefit}` : undefined;
    case 'death':
      if (!b.deathBenefit) return undefined;
      return /基本保额/.test(b.deathBenefit) && sumInsured !== undefined
        ? `身故责任：${b.deathBenefit}，${si}即赔**${formatAmount(sumInsured)}**`
        : `身故责任：${b.deathBenefit}`;
  }
}

/**
 * What a named product pays for a claim event ('客户买了恒佑50万，得了轻症，能赔多少钱'): the benefit's
 * share of the sum insured from the catalogue, worked out for the stated sum, with how many times it
 * pays. The insurer's assessment of the claim decides; the answer says so. Undefined when no product or
 * no stated benefit fits, so the usual answer is given.
 */
export function composeBenefitPayout(input: ComposeInput): AnswerBuilder | undefined {
  const { kb, understanding: u } = input;
  const event = payoutEvent(u.text);
  if (!event || !PAYOUT_ASKED.test(u.text) || HOW_TO_CLAIM.test(u.text)) return undefined;
  if (u.products.length === 0 && !u.refersToLocked) return undefined;
  if ((u.entities.conditions?.length ?? 0) > 0) return undefined;
  const products = targetProducts(input)
    .map((code) => kb.productsByCode.get(code))
    .filter((p): p is Product => p !== undefined && p.type !== 'medical')
    .slice(0, 3);
  const lines = products.flatMap((p) => {
    const line = payoutLine(p, event, u.entities.sumInsured);
    return line ? [{ p, line }] : [];
  });
  if (lines.length === 0) return undefined;
  const answer = new AnswerBuilder(input).query(lines.map(({ p }) => p.name));
  for (const { p, line } of lines) answer.text(`**${p.name}**`, `- ${line}`, '');
  if (u.entities.sumInsured === undefined) answer.text('告诉我保额，可以算出具体赔多少。');
  answer.text(
    event === 'death' || event === 'accident_death'
      ? '是否属于保险责任（责任免除、等待期等），以条款和保险公司的理赔审核为准。'
      : '是否属于保险责任、属于哪一级疾病，以条款的疾病定义和保险公司的理赔审核为准。',
  );
  answer.lock(lines.map(({ p }) => p.code));
  answer.endTips = '具体赔付以保险合同条款和理赔结论为准';
  answer.sourceType = 'product';
  return answer;
}
