import { GENDER_LABELS, PRODUCT_TYPE_LABELS } from '@broker/contract';
import { coverageTermLabel, formatYuan, paymentTermLabel } from '@broker/insurance';
import type { Entities } from '../understand/types.js';
import { CONSTRAINT_LABELS } from './constraint-labels.js';

/** Premiums and commissions, the way agents read them: '3,260.50元'. */
export function formatMoney(amount: number): string {
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}元`;
}

/** Sums insured and budgets: '50万元', '5000元', '12,345元'. */
export function formatAmount(amount: number): string {
  if (amount >= 10_000 && amount % 1000 === 0) return formatYuan(amount);
  // Five digits and more are grouped ('19,900元', '454,380元'), as premiums are; '5000元' reads as is.
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded >= 10_000 ? rounded.toLocaleString('en-US', { maximumFractionDigits: 2 }) : rounded}元`;
}

/** Passages cited are trimmed to their start: the source list carries the whole paragraph. */
export const clip = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`;
}

const RELATION_LABELS = {
  self: '本人',
  spouse: '配偶',
  child: '子女',
  parent: '父母',
  grandparent: '祖父母',
} as const;

/** The person and need in the query-content line: '30岁 · 男 · 重疾险 · 预算每年5000元'. */
export function entityLabels(entities: Entities): string[] {
  const out: string[] = [];
  if (entities.relation && entities.relation !== 'self')
    out.push(`为${RELATION_LABELS[entities.relation]}投保`);
  if (entities.age !== undefined) out.push(`${entities.age}岁`);
  if (entities.gender) out.push(GENDER_LABELS[entities.gender]);
  const types = entities.productTypes ?? (entities.productType ? [entities.productType] : []);
  for (const type of types) out.push(PRODUCT_TYPE_LABELS[type]);
  if (entities.budget !== undefined) {
    out.push(
      entities.budgetPeriod === 'month'
        ? `预算每月${formatAmount(entities.budget / 12)}`
        : `预算每年${formatAmount(entities.budget)}`,
    );
  }
  if (entities.sumInsured !== undefined) out.push(`保额${formatAmount(entities.sumInsured)}`);
  if (entities.paymentTerm) out.push(paymentTermLabel(entities.paymentTerm));
  if (entities.coverageTerm && entities.coverageTerm !== 'single')
    out.push(`保障${coverageTermLabel(entities.coverageTerm)}`);
  if (entities.conditions?.length) out.push(entities.conditions.join('、'));
  if (entities.occupationClass !== undefined)
    out.push(
      `${entities.occupation ? `${entities.occupation}（` : ''}职业${entities.occupationClass}类${entities.occupation ? '）' : ''}`,
    );
  if (entities.pregnant) out.push('孕期');
  if (entities.coverToAge !== undefined) out.push(`保障到${entities.coverToAge}岁`);
  for (const tag of entities.constraints ?? []) {
    const label = CONSTRAINT_LABELS[tag];
    if (label && !out.includes(label)) out.push(label);
  }
  return out;
}
