import { PRODUCT_TYPE_LABELS } from '@broker/contract';
import type { Entities } from '../../understand/types.js';
import { formatAmount, formatMoney } from '../format.js';
import { findProducts, needFromEntities, type FoundProduct } from '../tools/find-products.js';
import { EXAMPLE_AGE, exampleQuote, largestSumWithin } from '../tools/example-quote.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { ENOUGH_ASKED } from '../../understand/lexicon/question-shapes.js';
import { personText } from './person-text.js';
import { sameListNote } from './same-list.js';
import { composeSelection } from './selection.js';

const SHOWN = 5;
/**
 * '意外险一般多少钱一年' states no age: the answer prices an example adult, says so first, and asks for
 * the real age — a labelled example is an honest number; a range with no person behind it is not.
 */
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
  // '有社保和没社保差多少', '抽烟的贵多少': each product priced both ways.
  const pair = BOTH_WAYS.find(
    (w) =>
      [w.base, w.other].every((t) => e.constraints?.includes(t)) ||
      (e.constraints?.includes(w.other) && DIFFERENCE_ASKED.test(u.text)),
  );
  if (pair) return composeWithAndWithout(input, e, example, pair, company?.code);
  const need = needFromEntities(e, company?.code);
  const listed = findProducts(kb, need).matches.filter((m) => m.annualPremium !== undefined);
  if (listed.length === 0) return composeSelection(input);
  // A budget and no sum insured ('预算3000一年'): what the budget buys with each, the most cover first.
  const sizing =
    e.budget !== undefined && e.sumInsured === undefined && !byPremium && !ENOUGH_ASKED.test(u.text);
  // Products sold by plan (medical, accident) have no sum to size: they are priced as listed.
  const sized = sizing ? sizedToBudget(kb, listed, e, e.budget ?? 0) : [];
  if (sized.length > 0) return budgetAnswer(input, sized, e, example, company?.shortName);
  const found = listed;
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
  const unchanged = sameListNote(
    input,
    priced.map((m) => m.code),
  );
  if (unchanged) answer.text(unchanged, '');
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

/** A condition priced both ways: the usual case (base) and the one that costs more (other). */
interface BothWays {
  base: string;
  other: string;
  baseLabel: string;
  otherLabel: string;
  why: string;
}
const BOTH_WAYS: readonly BothWays[] = [
  {
    base: 'social_insurance_yes',
    other: 'social_insurance_no',
    baseLabel: '有社保',
    otherLabel: '无社保',
    why: '没社保的保费更高，未以社保身份结算的报销比例也更低',
  },
  {
    base: 'non_smoker',
    other: 'smoker',
    baseLabel: '不吸烟',
    otherLabel: '吸烟',
    why: '吸烟者保费更高，投保时须如实告知吸烟情况；不区分吸烟的产品未列出',
  },
];
/** The difference asked for ('贵多少', '差多少', '影响大吗'). */
const DIFFERENCE_ASKED = /贵多少|差多少|多多少|多交多少|便宜多少|差别|区别|差价|影响/;

/**
 * '有社保和没社保买百万医疗价格差多少', '45岁男抽烟买定期寿险贵多少': each product priced both ways by the
 * insurance core, side by side, with the difference; products that price both the same are left out.
 */
function composeWithAndWithout(
  input: ComposeInput,
  e: Entities,
  example: boolean,
  pair: BothWays,
  companyCode?: string,
): AnswerBuilder {
  const { kb } = input;
  const others = (e.constraints ?? []).filter((t) => t !== pair.base && t !== pair.other);
  const priceWith = (tag: string) =>
    new Map(
      findProducts(kb, needFromEntities({ ...e, constraints: [...others, tag] }, companyCode))
        .matches.filter((m) => m.annualPremium !== undefined)
        .map((m) => [m.code, m] as const),
    );
  const base = priceWith(pair.base);
  const other = priceWith(pair.other);
  const rows = [...base.values()]
    .flatMap((m) => {
      const more = other.get(m.code);
      return more?.annualPremium === undefined ? [] : [{ m, other: more.annualPremium }];
    })
    .filter((r) => r.other !== r.m.annualPremium)
    .sort((a, b) => (a.m.annualPremium ?? 0) - (b.m.annualPremium ?? 0));
  const answer = new AnswerBuilder(input).query();
  if (rows.length === 0) return composeSelection(input);
  const who = personText(e) || '该被保险人';
  answer.text(
    `${example ? `以${who}为例` : `按${who}`}${e.gender === undefined ? '（男性）' : ''}试算，${pair.baseLabel}和${pair.otherLabel}的年交保费（${pair.why}）：`,
    '',
  );
  for (const { m, other: more } of rows.slice(0, SHOWN)) {
    const own = m.annualPremium ?? 0;
    answer.text(
      `- **${m.name}**：${pair.baseLabel}${formatMoney(own)}，${pair.otherLabel}${formatMoney(more)}，差${formatMoney(more - own)}（约${Math.round((more / own) * 10) / 10}倍）`,
    );
  }
  answer.productList(
    rows.map((r) => r.m.code),
    e,
  );
  return answer;
}

/** Each product at the largest sum insured the budget buys (those that cannot fit it left out). */
function sizedToBudget(
  kb: ComposeInput['kb'],
  found: readonly FoundProduct[],
  e: Entities,
  budget: number,
): FoundProduct[] {
  return found
    .flatMap((m) => {
      const p = kb.productsByCode.get(m.code);
      const largest = p && largestSumWithin(p, e, budget);
      const q =
        p && largest !== undefined
          ? exampleQuote(p, { ...e, budget: undefined, sumInsured: largest })
          : undefined;
      if (!q) return [];
      const assumed = q.assumed.filter((l) => l.factor !== 'sumInsured').map((l) => `${l.label}: ${l.value}`);
      return [
        {
          ...m,
          annualPremium: q.quote.annualPremium,
          sumInsured: q.quote.sumInsured,
          assumed,
          fitsBudget: true,
        },
      ];
    })
    .sort((a, b) => (b.sumInsured ?? 0) - (a.sumInsured ?? 0));
}

/** '给老公买定寿，38岁，预算3000一年': the cover the budget buys with each product, the most first. */
function budgetAnswer(
  input: ComposeInput,
  found: readonly FoundProduct[],
  e: Entities,
  example: boolean,
  companyName: string | undefined,
): AnswerBuilder {
  const { kb } = input;
  const types = (e.productTypes ?? (e.productType ? [e.productType] : [])).map((t) => PRODUCT_TYPE_LABELS[t]);
  const who = personText(e) || '该被保险人';
  const answer = new AnswerBuilder(input).query(companyName ? [companyName] : []);
  const [best] = found;
  answer.text(
    `${example ? `以${who}为例` : `按${who}`}、预算每年${formatAmount(e.budget ?? 0)}试算，${found.length}款在售${types.join('、')}${companyName ? `（${companyName}）` : ''}在预算内能买到的保额，最高的是${best?.name}（${formatAmount(best?.sumInsured ?? 0)}）。`,
    '',
    '按保额从高到低（保障期限不同，保额不能只看高低）：',
  );
  for (const m of found.slice(0, SHOWN)) {
    const p = kb.productsByCode.get(m.code);
    answer.text(line(m, (p && kb.companiesByCode.get(p.companyCode)?.shortName) ?? ''));
  }
  if (example) answer.text('', `说明：未说年龄，以${EXAMPLE_AGE}岁为例。`);
  answer.productList(
    found.map((m) => m.code),
    e,
    new Map(
      found.map((m) => [
        m.code,
        {
          annualPremium: m.annualPremium ?? 0,
          sumInsured: m.sumInsured,
          reason: `保额${formatAmount(m.sumInsured ?? 0)} · 年交${formatMoney(m.annualPremium ?? 0)}（预算内）`,
        },
      ]),
    ),
  );
  answer.quoted(Object.fromEntries(found.map((m) => [m.code, { sumInsured: m.sumInsured }])));
  answer.endTips = '可以说“第一款保费多少”看详细试算，或告诉我想要的保额再算';
  answer.sourceType = 'product';
  return answer;
}
