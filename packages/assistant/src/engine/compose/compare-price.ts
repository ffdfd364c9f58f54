import type { Product } from '@broker/contract';
import type { Entities } from '../../understand/types.js';
import { formatMoney } from '../format.js';
import { EXAMPLE_AGE, EXAMPLE_SUM_INSURED, exampleQuote, type ExampleQuote } from '../tools/example-quote.js';
import type { FactorLine } from '../tools/factors.js';
import { personText } from './person-text.js';

/** A comparison that asks about price ('恒佑和安佑哪个便宜', '这两款保费差多少'). */
export const PRICE_COMPARED = /便宜|贵|保费|价格|价钱|多少钱|性价比|划算/;

/** Terms agents usually quote, in the order tried: the first every product offers is the basis. */
const PAYMENT_TERMS = ['20y', '10y', '30y', '15y', '5y', 'single'];
const COVERAGE_TERMS = ['life', 'toAge70', 'toAge80', 'toAge60', '30y', '20y', '10y', '1y'];

const offeredByAll = (products: readonly Product[], terms: readonly string[], of: (p: Product) => string[]) =>
  terms.find((t) => products.every((p) => of(p).includes(t)));

/**
 * One basis every product can be priced on, so the premiums can be set side by side: what the agent
 * said, and for the rest an example adult of 30, a gender all take, 50万 where every product is sold
 * by the sum insured and takes it, and the first usual term all offer. What is not common stays each
 * product's default, and the answer says so.
 */
export function commonPriceBasis(products: readonly Product[], e: Entities): Entities {
  const gender: Product['genders'][number] | undefined =
    e.gender ?? (['M', 'F'] as const).find((g) => products.every((p) => p.genders.includes(g)));
  const takesSum = products.every((p) => {
    const f = p.factors.find((x) => x.code === 'sumInsured');
    return f && (f.min ?? 0) <= EXAMPLE_SUM_INSURED && EXAMPLE_SUM_INSURED <= (f.max ?? Infinity);
  });
  const basis: Entities = { ...e, age: e.age ?? EXAMPLE_AGE };
  if (gender) basis.gender = gender;
  if (basis.sumInsured === undefined && basis.budget === undefined && takesSum)
    basis.sumInsured = EXAMPLE_SUM_INSURED;
  const payment = e.paymentTerm ?? offeredByAll(products, PAYMENT_TERMS, (p) => p.paymentTerms);
  if (payment) basis.paymentTerm = payment;
  const coverage = e.coverageTerm ?? offeredByAll(products, COVERAGE_TERMS, (p) => p.coverageTerms);
  if (coverage) basis.coverageTerm = coverage;
  return basis;
}

/**
 * '按30岁男性、保额50万元、20年交、保障终身试算：安佑年交15,100.00元，恒佑年交15,445.00元；安佑每年
 * 便宜345.00元。' — the premiums on the common basis, or nothing when fewer than two can be priced.
 */
export function priceComparison(
  products: readonly { p: Product; name: string }[],
  e: Entities,
): { lines: string[]; basis: Entities } | undefined {
  const basis = commonPriceBasis(
    products.map((x) => x.p),
    e,
  );
  const priced = products.flatMap((x) => {
    const q = exampleQuote(x.p, basis);
    return q ? [{ ...x, q }] : [];
  });
  if (priced.length < 2) return undefined;
  const shared = (q: ExampleQuote) =>
    q.factors.filter((l) => ['sumInsured', 'paymentTerm', 'coverageTerm'].includes(l.factor));
  const [first] = priced;
  const sameTerms = priced.every(
    (x) => JSON.stringify(shared(x.q)) === JSON.stringify(shared(first?.q ?? x.q)),
  );
  const who = personText(basis);
  const said = (l: FactorLine) =>
    l.factor === 'sumInsured' ? `保额${l.value}` : l.factor === 'coverageTerm' ? `保障${l.value}` : l.value;
  const terms = sameTerms && first ? shared(first.q).map(said) : [];
  const unsaid = [
    e.age === undefined ? `未说年龄，以${EXAMPLE_AGE}岁为例` : '',
    e.gender === undefined && basis.gender ? `未说性别，按${basis.gender === 'M' ? '男' : '女'}性` : '',
  ].filter(Boolean);
  const assumedAge = unsaid.length > 0 ? `（${unsaid.join('；')}）` : '';
  const sorted = [...priced].sort((a, b) => a.q.quote.annualPremium - b.q.quote.annualPremium);
  const each = priced.map((x) => {
    const own = sameTerms ? '' : `（${shared(x.q).map(said).join('、')}）`;
    return `${x.name}年交${formatMoney(x.q.quote.annualPremium)}${own}`;
  });
  const [cheapest, next] = sorted;
  const lines = [`按${[who, ...terms].filter(Boolean).join('、')}试算${assumedAge}：${each.join('，')}。`];
  if (cheapest && next) {
    const gap = next.q.quote.annualPremium - cheapest.q.quote.annualPremium;
    lines.push(
      gap === 0
        ? '保费相同。'
        : sameTerms
          ? `${cheapest.name}${priced.length === 2 ? '' : '最'}便宜，每年比${next.name}少${formatMoney(gap)}（约${Math.round((gap / next.q.quote.annualPremium) * 100)}%）。`
          : `${cheapest.name}年交最低，但各产品可选的期限不同，按上面各自的条件试算，不能只看价格。`,
    );
  }
  lines.push('保费只是一方面，保障责任见下表。');
  return { lines, basis };
}
