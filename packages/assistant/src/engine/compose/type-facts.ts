import { PRODUCT_TYPE_LABELS } from '@broker/contract';
import type { ProductType } from '@broker/contract';
import { typeExclusions, typeFacts, type FactSpread } from '../tools/type-facts.js';
import type { ComposeInput } from './answer.js';

/** A value that is a negation reads on its own: '无等待期的有9款', not '等待期为无等待期的有9款'. */
const NEGATION = /^[无不]/;

function valueText(label: string, value: string): string {
  return NEGATION.test(value) ? value : `${label}为${value}`;
}

function spreadText(spread: FactSpread): string {
  const [first, ...rest] = spread.values;
  if (!first) return '';
  const counted = [
    `${valueText(spread.label, first.value)}的有${first.count}款`,
    ...rest.map((v) => `${v.value}的有${v.count}款`),
  ];
  const unstated = spread.unstated > 0 ? `，另有${spread.unstated}款产品资料未载明` : '';
  return `${counted.join('、')}${unstated}`;
}

/**
 * The catalogue's side of a general question on a fact of named types: one line per type,
 * '在售的14款重疾险中，等待期为90天的有13款、180天的有1款。' All numbers are counted from the products'
 * own fields (tools/type-facts.ts).
 */
export function typeFactLines({ kb, understanding: u }: ComposeInput): string[] {
  const topic = u.topic;
  if (!topic) return [];
  if (topic === 'exclusions') return exclusionLines(kb, u.namedTypes ?? []);
  const lines: string[] = [];
  for (const type of u.namedTypes ?? []) {
    const found = typeFacts(kb, type, topic);
    if (!found) continue;
    const label = PRODUCT_TYPE_LABELS[type];
    const [only] = found.facts;
    const uniform = found.facts.length === 1 && only?.values.length === 1 && only.unstated === 0;
    const value = only?.values[0]?.value ?? '';
    lines.push(
      uniform && only
        ? `在售的${found.total}款${label}${NEGATION.test(value) ? `均${value}` : `${only.label}均为${value}`}。`
        : `在售的${found.total}款${label}中，${found.facts.map(spreadText).join('；')}。`,
    );
  }
  return lines.length > 0 ? ['**产品库数据**', ...lines.map((l) => `- ${l}`)] : [];
}

/** '意外险哪些情况不赔': the exclusions the type's on-sale products state, each with how many state it. */
function exclusionLines(kb: ComposeInput['kb'], types: readonly ProductType[]): string[] {
  const lines: string[] = [];
  for (const type of types) {
    const found = typeExclusions(kb, type);
    if (!found) continue;
    const label = PRODUCT_TYPE_LABELS[type];
    lines.push(
      `**产品库中在售的${found.total}款${label}的责任免除**（以下情形不赔，各产品以其条款为准）：`,
      ...found.items.map((i) => `- ${i.text}${i.count === found.total ? '' : `（${i.count}款载明）`}`),
    );
  }
  return lines;
}
