import type { Product, ProductCard } from '@broker/contract';
import { coverageTermLabel, paymentTermLabel } from '@broker/insurance';
import type { Entities } from '../../understand/types.js';
import { formatAmount, formatMoney } from '../format.js';
import type { KnowledgeBase, ProductTopic } from '../types.js';
import { exampleQuote, personKnown } from './example-quote.js';
import { productCard } from './product-card.js';
import { productFacts } from './product-facts.js';

export interface CompareRow {
  attribute: string;
  /** One cell per product, in the order of `products`; '—' where the product has no such attribute. */
  values: string[];
}

export interface CompareResult {
  products: ProductCard[];
  rows: CompareRow[];
  /** Codes that were asked for but are not in the catalogue. */
  unknown: string[];
}

import { occupationClassesOf } from './occupation-classes.js';

const DASH = '—';

function occupationText(p: Product): string | undefined {
  const classes = occupationClassesOf(p);
  if (classes.length === 0) return undefined;
  return `${Math.min(...classes)}-${Math.max(...classes)}类`;
}

/**
 * Side-by-side attributes of 2–5 products, all from catalogue fields; with a known person, the example
 * premium each product gives that person (same stated factors, each product's defaults for the rest).
 */
export function compareProducts(
  kb: KnowledgeBase,
  codes: readonly string[],
  entities?: Entities,
): CompareResult {
  const unique = [...new Set(codes)];
  const unknown = unique.filter((c) => !kb.productsByCode.has(c));
  const ps: Product[] = unique
    .map((c) => kb.productsByCode.get(c))
    .filter((p): p is Product => p !== undefined)
    .slice(0, 5);
  const cards = ps.map((p) => productCard(kb, p.code)).filter((c): c is ProductCard => c !== undefined);
  const row = (attribute: string, cell: (p: Product, i: number) => string | undefined): CompareRow => ({
    attribute,
    values: ps.map((p, i) => cell(p, i) || DASH),
  });
  const factValue = (p: Product, topic: ProductTopic, label: string) =>
    productFacts(kb, p.code, topic)?.facts.find((f) => f.label === label)?.value;
  const rows: CompareRow[] = [
    row('公司', (p) => kb.companiesByCode.get(p.companyCode)?.shortName),
    row('类型', (_, i) => cards[i]?.type),
    row('投保年龄', (p) => factValue(p, 'age_range', '投保年龄')),
    row('保障期间', (p) => p.coverageTerms.map(coverageTermLabel).join('、')),
    row('交费期间', (p) => p.paymentTerms.map(paymentTermLabel).join('、')),
    row('等待期', (p) => factValue(p, 'waiting_period', '等待期')),
    row('重疾', (p) => factValue(p, 'benefits', '重疾')),
    row('中症', (p) => factValue(p, 'benefits', '中症')),
    row('轻症', (p) => factValue(p, 'benefits', '轻症')),
    row('年度限额', (p) => factValue(p, 'benefits', '年度限额')),
    row('免赔额', (p) => factValue(p, 'deductible', '免赔额')),
    row('续保', (p) => factValue(p, 'renewal', '保证续保')),
    row('意外身故/伤残', (p) => factValue(p, 'benefits', '意外身故/伤残')),
    row('年金领取', (p) => factValue(p, 'benefits', '年金领取')),
    row('有效保额年增长', (p) => factValue(p, 'cash_value', '有效保额年增长')),
    row('保费豁免', (p) => factValue(p, 'waiver', '保费豁免')),
    row('身故责任', (p) => factValue(p, 'death_benefit', '身故责任')),
    row('承保职业', occupationText),
    row('销售状态', (p) => (p.onSale ? '在售' : '已停售')),
  ].filter((r) => r.values.some((v) => v !== DASH));
  // A stated occupation: whether each product takes it, the reason one is chosen over another.
  const occupationClass = entities?.occupationClass;
  if (occupationClass !== undefined && ps.some((p) => occupationClassesOf(p).length > 0))
    rows.push(
      row(`${entities?.occupation ?? ''}（${occupationClass}类）可否投保`, (p) => {
        const classes = occupationClassesOf(p);
        return classes.length === 0 || classes.includes(occupationClass) ? '可以' : '不可以';
      }),
    );
  if (personKnown(entities)) {
    const age = entities.age;
    const quotes = ps.map((p) => exampleQuote(p, entities));
    rows.push(
      row('示例年交保费', (p, i) => {
        const q = quotes[i];
        if (q) return formatMoney(q.quote.annualPremium);
        return age !== undefined && (p.minAge > age || p.maxAge < age) ? '年龄不符' : '无法试算';
      }),
      row('示例保额', (_, i) => {
        const q = quotes[i];
        return q ? formatAmount(q.quote.sumInsured) : undefined;
      }),
      row('示例条件', (_, i) =>
        quotes[i]?.factors
          .filter((l) => l.factor === 'paymentTerm' || l.factor === 'coverageTerm' || l.factor === 'plan')
          .map((l) => l.value)
          .join('/'),
      ),
    );
  }
  return { products: cards, rows, unknown };
}
