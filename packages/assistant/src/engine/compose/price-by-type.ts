import { PRODUCT_TYPE_LABELS } from '@broker/contract';
import type { Entities } from '../../understand/types.js';
import { formatAmount, formatMoney } from '../format.js';
import { findProducts, needFromEntities, type FoundProduct } from '../tools/find-products.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { ENOUGH_ASKED } from '../../understand/lexicon/question-shapes.js';
import { personText } from './person-text.js';
import { composeSelection } from './selection.js';

const SHOWN = 5;
/**
 * '意外险一般多少钱一年' states no age: the answer prices an example adult, says so first, and asks for
 * the real age — a labelled example is an honest number; a range with no person behind it is not.
 */
const EXAMPLE_AGE = 30;
/** The yearly premium a type bought by the premium is priced at when none is said. */
const EXAMPLE_PREMIUM = 10_000;
/** A price asked in words ('多少钱', '保费', '贵不贵'), not a count ('一共多少款'). */
const PRICE_ASKED = /钱|保费|价格|价位|费率|贵|便宜|交多少|花多少|够/;

/** The sums insured a budget buys across products ('，保额10万元到30万元'), when stated by the quotes. */
function sumsBought(found: readonly FoundProduct[]): string {
  const sums = found.flatMap((m) => (m.sumInsured === undefined ? [] : [m.sumInsured]));
  if (sums.length === 0) return '';
  const low = Math.min(...sums);
  const high = Math.max(...sums);
  return `，这个预算能买的保额${low === high ? formatAmount(low) : `${formatAmount(low)}到${formatAmount(high)}`}`;
}

function line(m: FoundProduct, company: string): string {
  const terms = (m.assumed ?? []).map((a) => a.replace(': ', ''));
  const si = m.sumInsured !== undefined ? `，保额${formatAmount(m.sumInsured)}` : '';
  const budget = m.fitsBudget === false ? '，超出预算' : '';
  return `- **${m.name}**（${company}）：年交${formatMoney(m.annualPremium ?? 0)}${si}${terms.length ? `（${terms.join('、')}）` : ''}${budget}`;
}

/**
 * What a product type costs this person, with no product named ('35岁女50万定寿一年多少钱'): the
 * range over the type's on-sale products that can insure them, cheapest first, each premium computed by
 * the insurance core with the conditions it assumed. Without an age the example adult (EXAMPLE_AGE) is
 * priced and the answer says it is an example.
 */
export function composePriceByType(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u } = input;
  const example = u.entities.age === undefined;
  const productType = u.entities.productType;
  if (!productType || (example && !PRICE_ASKED.test(u.text))) return composeSelection(input);
  // Types bought by the premium (增额终身寿, 年金) are priced at one example premium when none is said,
  // so what each buys can be set side by side (their own default premiums differ).
  const byPremium = kb.products.some(
    (p) => p.type === productType && p.factors.some((f) => f.code === 'premium'),
  );
  const examplePremium = byPremium && u.entities.budget === undefined && u.entities.sumInsured === undefined;
  const e = {
    ...u.entities,
    ...(example ? { age: EXAMPLE_AGE } : {}),
    ...(examplePremium ? { budget: EXAMPLE_PREMIUM } : {}),
  };
  const company = u.companyCode ? kb.companiesByCode.get(u.companyCode) : undefined;
  const both = ['social_insurance_yes', 'social_insurance_no'];
  if (both.every((t) => e.constraints?.includes(t)))
    return composeWithAndWithout(input, e, example, company?.code);
  const need = needFromEntities(e, company?.code);
  const found = findProducts(kb, need).matches.filter((m) => m.annualPremium !== undefined);
  if (found.length === 0) return composeSelection(input);
  // Bought by the premium ('每年10万交5年' of 增额终身寿 or 年金): every product costs the same, so what
  // differs is what that premium buys — ranked by the sum insured, highest first.
  const samePremium = found.every((m) => m.annualPremium === found[0]?.annualPremium);
  const perPremium = (m: (typeof found)[number]) => (m.sumInsured ?? 0) / (m.annualPremium || 1);
  const priced = found.sort(
    (a, b) =>
      Number(a.fitsBudget === false) - Number(b.fitsBudget === false) ||
      (samePremium
        ? (b.sumInsured ?? 0) - (a.sumInsured ?? 0)
        : byPremium
          ? perPremium(b) - perPremium(a)
          : (a.annualPremium ?? 0) - (b.annualPremium ?? 0)),
  );
  const answer = new AnswerBuilder(input).query(company ? [company.shortName] : []);
  const type = (need.types ?? [productType]).map((t) => PRODUCT_TYPE_LABELS[t]).join('、');
  const premiums = priced.map((m) => m.annualPremium ?? 0);
  const low = Math.min(...premiums);
  const high = Math.max(...premiums);
  const who = personText(e) || '该被保险人';
  const range = low === high ? formatMoney(low) : `${formatMoney(low)}到${formatMoney(high)}`;
  const si = e.sumInsured !== undefined ? `、保额${formatAmount(e.sumInsured)}` : '';
  const basis = `${example ? `以${who}为例` : `按${who}`}${si}`;
  const which = `${priced.length}款在售${type}${company ? `（${company.shortName}）` : ''}`;
  if (ENOUGH_ASKED.test(u.text) && e.budget !== undefined && !byPremium) {
    const within = priced.filter((m) => (m.annualPremium ?? Infinity) <= (e.budget ?? 0));
    answer.text(
      within.length > 0
        ? `够。${basis}试算，${which}中有${within.length}款年交在${formatAmount(e.budget)}以内，最低${formatMoney(low)}${sumsBought(within)}。`
        : `不够。${basis}试算，${which}中最便宜的${priced[0]?.name}也要年交${formatMoney(low)}。`,
      '',
    );
  }
  if (byPremium && !samePremium && priced.length > 1)
    answer.text(
      `${basis}试算（起投更高的产品按其起投保费），${which}中同样保费买到的基本保额最高的是${priced[0]?.name}。`,
      '',
      '按每份保费对应的基本保额从高到低：',
    );
  else if (samePremium && priced.length > 1)
    answer.text(
      `${basis}、年交${formatMoney(low)}试算，${which}中基本保额最高的是${priced[0]?.name}。`,
      '',
      '按基本保额从高到低：',
    );
  else
    answer.text(
      `${basis}试算，${which}的年交保费在${range}之间，最便宜的是${priced[0]?.name}。`,
      '',
      '按保费从低到高：',
    );
  for (const m of priced.slice(0, SHOWN)) {
    const p = kb.productsByCode.get(m.code);
    answer.text(line(m, (p && kb.companiesByCode.get(p.companyCode)?.shortName) ?? ''));
  }
  const notes: string[] = [];
  if (examplePremium) notes.push(`未说年交保费，以每年${formatAmount(EXAMPLE_PREMIUM)}为例`);
  if (e.sumInsured === undefined && !samePremium && !byPremium)
    notes.push('未说保额，各产品按其默认保额或计划试算，保额不同价格不能直接比');
  if (example)
    notes.push(`未说年龄，以${EXAMPLE_AGE}岁为例，年龄不同保费不同，告诉我被保险人年龄可以准确试算`);
  if (e.gender === undefined) notes.push('未说性别，按男性试算');
  if (e.occupationClass === undefined && e.productType === 'accident') notes.push('职业类别按1类试算');
  if (notes.length > 0) answer.text('', `说明：${notes.join('；')}。`);
  answer.productList(
    priced.map((m) => m.code),
    e,
  );
  answer.endTips = '可以说“第一款保费多少”看详细试算，或告诉我保额、缴费期再算';
  answer.sourceType = 'product';
  return answer;
}

/**
 * '有社保和没社保买百万医疗价格差多少': each product priced both ways by the insurance core, side by side,
 * with the difference.
 */
function composeWithAndWithout(
  input: ComposeInput,
  e: Entities,
  example: boolean,
  companyCode?: string,
): AnswerBuilder {
  const { kb } = input;
  const others = (e.constraints ?? []).filter((t) => !t.startsWith('social_insurance'));
  const priceWith = (tag: string) =>
    new Map(
      findProducts(kb, needFromEntities({ ...e, constraints: [...others, tag] }, companyCode))
        .matches.filter((m) => m.annualPremium !== undefined)
        .map((m) => [m.code, m] as const),
    );
  const withSocial = priceWith('social_insurance_yes');
  const without = priceWith('social_insurance_no');
  const rows = [...withSocial.values()]
    .flatMap((m) => {
      const other = without.get(m.code);
      return other?.annualPremium === undefined ? [] : [{ m, other: other.annualPremium }];
    })
    .filter((r) => r.other !== r.m.annualPremium)
    .sort((a, b) => (a.m.annualPremium ?? 0) - (b.m.annualPremium ?? 0));
  const answer = new AnswerBuilder(input).query();
  if (rows.length === 0) return composeSelection(input);
  const who = personText(e) || '该被保险人';
  answer.text(
    `${example ? `以${who}为例` : `按${who}`}${e.gender === undefined ? '（男性）' : ''}试算，有社保和没社保的年交保费（没社保的保费更高，未以社保身份结算的报销比例也更低）：`,
    '',
  );
  for (const { m, other } of rows.slice(0, SHOWN)) {
    const own = m.annualPremium ?? 0;
    answer.text(
      `- **${m.name}**：有社保${formatMoney(own)}，无社保${formatMoney(other)}，差${formatMoney(other - own)}（约${Math.round((other / own) * 10) / 10}倍）`,
    );
  }
  answer.productList(
    rows.map((r) => r.m.code),
    e,
  );
  return answer;
}
