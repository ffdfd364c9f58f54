import { compareProducts, type CompareResult } from '../tools/compare.js';
import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import type { Product } from '@broker/contract';
import { formatAmount, formatMoney } from '../format.js';
import { AnswerBuilder, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';
import { PRICE_COMPARED, priceComparison } from './compare-price.js';
import { lockedProducts, productName, shortName } from './targets.js';

const cell = (text: string) => text.replace(/\|/g, '／').replace(/\n/g, ' ');

/** Attributes as rows, products as columns: stays readable on a phone with 2–5 products. */
function table(input: ComposeInput, result: CompareResult): string[] {
  const codes = result.products.map((p) => p.code);
  const header = `| 项目 | ${codes.map((c) => cell(shortName(input, c))).join(' | ')} |`;
  const rule = `| --- | ${codes.map(() => '---').join(' | ')} |`;
  const rows = result.rows.map((r) => `| ${r.attribute} | ${r.values.map(cell).join(' | ')} |`);
  return [header, rule, ...rows];
}

/** Plain observations from the table's own numbers, no judgement beyond them. */
function summary(input: ComposeInput, result: CompareResult, pricedAbove: boolean): string[] {
  const items = result.products.flatMap((card) => {
    const p = input.kb.productsByCode.get(card.code);
    return p ? [{ card, p, name: shortName(input, p.code) }] : [];
  });
  const best = <T>(value: (x: (typeof items)[number]) => T | undefined, better: (a: T, b: T) => boolean) => {
    let found: { item: (typeof items)[number]; value: T } | undefined;
    for (const item of items) {
      const v = value(item);
      if (v !== undefined && (!found || better(v, found.value))) found = { item, value: v };
    }
    const distinct = new Set(items.map((x) => value(x)));
    return distinct.size > 1 ? found : undefined;
  };
  const out: string[] = [];
  const wait = best(
    (x) => x.p.waitingPeriodDays,
    (a, b) => a < b,
  );
  if (wait) out.push(`等待期最短的是${wait.item.name}（${wait.value}天）`);
  const ages = best(
    (x) => x.p.maxAge - x.p.minAge,
    (a, b) => a > b,
  );
  if (ages)
    out.push(`投保年龄范围最宽的是${ages.item.name}（${ages.item.p.minAge}至${ages.item.p.maxAge}周岁）`);
  // The benefit fields the products state, where they differ: the one that gives most, with its figure.
  const more = (a: number, b: number) => a > b;
  const less = (a: number, b: number) => a < b;
  const facts: [
    string,
    (p: Product) => number | undefined,
    (a: number, b: number) => boolean,
    (n: number) => string,
  ][] = [
    ['重疾病种最多', (p) => p.benefits.severeCount, more, (n) => `${n}种`],
    ['轻症病种最多', (p) => p.benefits.mildCount, more, (n) => `${n}种`],
    ['保证续保最长', (p) => p.benefits.guaranteedRenewalYears, more, (n) => `${n}年`],
    ['免赔额最低', (p) => p.benefits.deductible, less, (n) => (n === 0 ? '0免赔' : formatAmount(n))],
    ['年度保额最高', (p) => p.benefits.annualLimit, more, formatAmount],
  ];
  for (const [label, value, better, show] of facts) {
    const found = best((x) => value(x.p), better);
    if (found && found.value !== undefined && (label !== '保证续保最长' || found.value > 0))
      out.push(`${label}的是${found.item.name}（${show(found.value)}）`);
  }
  const priced = items.filter((x) => x.card.annualPremium !== undefined).length;
  const cheap =
    priced > 1 && !pricedAbove
      ? best(
          (x) => x.card.annualPremium,
          (a, b) => a < b,
        )
      : undefined;
  if (cheap)
    out.push(
      `按所列示例条件，${cheap.item.name}年交保费最低（${formatMoney(cheap.value)}），但各产品示例保额与期限可能不同`,
    );
  return out.length > 0 ? [`小结：${out.join('；')}。`] : [];
}

/** Compare 2–5 products: named ones, else named plus locked, else the locked ones. */
export function composeCompare(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u } = input;
  const named = [...new Set(u.products.map((m) => m.code))].filter((c) => kb.productsByCode.has(c));
  const locked = lockedProducts(input);
  const codes = named.length >= 2 ? named : [...new Set([...named, ...locked])];
  const answer = new AnswerBuilder(input);
  answer.query(codes.map((c) => shortName(input, c)));
  if (codes.length < 2) {
    const known = codes[0] ? kb.productsByCode.get(codes[0]) : undefined;
    answer.text(
      known
        ? `请再告诉我一款要和${known.name}对比的产品（最多5款）。`
        : '请告诉我要对比的产品（2到5款），例如“对比A产品和B产品”。',
    );
    const peers = kb.products.filter(
      (p) => p.onSale && (!known || (p.type === known.type && p.code !== known.code)),
    );
    answer.asks(
      peers.slice(0, 3).map((p) => ({
        question: known ? `对比${known.name}和${p.name}` : `${p.name}和哪款产品适合对比？`,
        productCode: p.code,
      })),
    );
    if (input.screens.compare) answer.endTips = '也可以在产品对比页面挑选产品';
    return answer;
  }
  // '哪个便宜': every product priced on one basis first, and the cards carry those premiums.
  const price =
    PRICE_COMPARED.test(u.text) || u.entities.ranking?.field === 'premium'
      ? priceComparison(
          codes.slice(0, 5).flatMap((c) => {
            const p = kb.productsByCode.get(c);
            return p ? [{ p, name: shortName(input, c) }] : [];
          }),
          u.entities,
        )
      : undefined;
  const entities = price?.basis ?? u.entities;
  const result = compareProducts(kb, codes, { ...entities });
  // Cards carry the example premium for the summary's cheapest-premium line.
  const page = productPage(
    kb,
    result.products.map((p) => p.code),
    1,
    PRODUCT_PAGE_SIZE,
    entities,
  );
  result.products = page.items;
  if (price) answer.text(...price.lines, '');
  answer.text(
    `对比${result.products.map((p) => productName(input, p.code)).join('、')}${codes.length > 5 ? '（最多对比5款，已取前5款）' : ''}：`,
    '',
    ...table(input, result),
    '',
    ...summary(input, result, price !== undefined),
  );
  answer.products(
    'query_product_list',
    page.items,
    page.pages,
    page.items.map((p) => p.code),
  );
  answer.lock(page.items.map((p) => p.code));
  answer.sourceType = 'product';
  answer.productEndTips = PRODUCT_END_TIPS;
  answer.endTips =
    entities.age === undefined
      ? '告诉我被保险人的年龄和性别，可以加上示例保费对比'
      : '可以说“第一款保费多少”继续试算';
  return answer;
}
