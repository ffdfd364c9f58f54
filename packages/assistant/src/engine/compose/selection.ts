import {
  GENDER_LABELS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_TYPES,
  type Product,
  type ProductType,
} from '@broker/contract';
import { findProducts, needFromEntities, type FoundProduct } from '../tools/find-products.js';
import { constraintsNoneMeets, meetsConstraints } from '../tools/constraint-filters.js';
import { constraintText } from '../constraint-labels.js';
import { exampleQuote, personKnown } from '../tools/example-quote.js';
import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import type { QuotedFactors } from '../types.js';
import { paymentTermLabel } from '@broker/insurance';
import { formatAmount, formatMoney } from '../format.js';
import { AnswerBuilder, NO_SOCIAL_INSURANCE, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';
import { personText } from './person-text.js';
import { sameListNote } from './same-list.js';
import { afterReplaced, NAMED_IN_TEXT } from './regenerate.js';

function matchLine(m: FoundProduct, company: string): string {
  const premium =
    m.annualPremium === undefined
      ? ''
      : `：年交${formatMoney(m.annualPremium)}${m.sumInsured ? `，保额${formatAmount(m.sumInsured)}` : ''}`;
  const terms = m.assumed?.filter((a) => !a.startsWith('保额')) ?? [];
  const assumed = terms.length ? `（按${terms.map((a) => a.replace(': ', '')).join('、')}试算）` : '';
  const budget = m.fitsBudget === false ? '，超出预算' : '';
  return `- **${m.name}**（${company}）${premium}${premium ? assumed : ''}${budget}`;
}

/** What '寿险' covers, said before a list of both kinds (the agent did not say which). */
export const LIFE_COVER_KINDS =
  '寿险分两类：**定期寿险**保障到约定年龄或年限，保费低、杠杆高，适合有房贷、子女要养的家庭支柱；**终身寿险**保障终身、身故必赔，保费高得多，兼顾储蓄和传承。下面两类都列出，定期寿险在前。';

/** Whether someone can buy a kind of cover ('能买百万医疗吗', '可以投保吗'). */
const CAN_BUY = /(?:能|可以|能不能|可不可以)(?:买|投保|投|上)[^，。？?]{0,10}(?:吗|不|么)?[？?]?$/;

/** Types that meet the same need, tried when none of the asked type takes the person. */
const SAME_NEED: Partial<Record<ProductType, ProductType>> = {
  annuity: 'increasing_whole_life',
  increasing_whole_life: 'annuity',
};
const NEED_WORDS: Partial<Record<ProductType, string>> = {
  annuity: '长期储蓄',
  increasing_whole_life: '长期储蓄',
};

/** Product selection: a ranked list for the person and need, and a question for what is missing. */
export function composeSelection(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u } = input;
  const e = u.entities;
  const answer = new AnswerBuilder(input);
  const company = u.companyCode ? kb.companiesByCode.get(u.companyCode) : undefined;
  answer.query(company ? [company.shortName] : []);
  const need = needFromEntities(e, company?.code);
  const { matches, candidates } = findProducts(kb, need);
  const types = need.types ?? (need.type ? [need.type] : []);
  const typeText = types.length > 0 ? types.map((t) => PRODUCT_TYPE_LABELS[t]).join('、') : '保险产品';
  const who = personText(input.understanding.entities);

  // '增额寿交20年的': none of the type offers that payment term, though some take the person — the list
  // without the term, saying so, rather than another type or "none can insure them".
  if (matches.length === 0 && candidates > 0 && e.paymentTerm !== undefined && e.paymentTerm !== 'single') {
    const { paymentTerm, ...rest } = e;
    const without = findProducts(kb, needFromEntities(rest, company?.code));
    if (without.matches.length > 0)
      return composeSelection({ ...input, understanding: { ...u, entities: rest } }).lead(
        `在售的${typeText}都没有${paymentTermLabel(paymentTerm)}的交费期，下面按各产品可选的交费期列出：`,
      );
  }
  // No product of the type takes this person, but another type serves the same need ('给孩子存教育金':
  // the annuities are pensions from 18, 增额终身寿 takes a child): that list, labelled as the alternative.
  const alternative = types.length === 1 ? SAME_NEED[types[0] as ProductType] : undefined;
  if (matches.length === 0 && candidates > 0 && alternative && !u.sameNeedFallback) {
    const alt = findProducts(kb, { ...need, type: alternative, types: [alternative] });
    if (alt.matches.length > 0) {
      const asked = PRODUCT_TYPE_LABELS[types[0] as ProductType];
      return composeSelection({
        ...input,
        understanding: {
          ...u,
          sameNeedFallback: true,
          namedTypes: [alternative],
          entities: { ...e, productType: alternative },
        },
      }).lead(
        `在售的${candidates}款${asked}都不能投保${who ? `${who}的被保险人` : e.relation === 'child' ? '孩子' : '该被保险人'}。同样用于${NEED_WORDS[alternative] ?? '这个需求'}的${PRODUCT_TYPE_LABELS[alternative]}可以：`,
      );
    }
  }

  if (matches.length === 0) {
    const reasons: string[] = [];
    if (candidates === 0)
      reasons.push(
        company ? `${company.shortName}目前没有在售的${typeText}` : `产品库中没有在售的${typeText}`,
      );
    else {
      const ofType = kb.products.filter(
        (p) =>
          p.onSale &&
          (types.length === 0 || types.includes(p.type)) &&
          (!company || p.companyCode === company.code),
      );
      const unmet = constraintsNoneMeets(ofType, need.constraints);
      const meeting = ofType.filter((p) => meetsConstraints(p, need.constraints));
      const whom = who || '该被保险人';
      reasons.push(
        unmet.length > 0
          ? `在售的${candidates}款${typeText}中，没有产品的资料写明${constraintText(unmet)}`
          : meeting.length < ofType.length
            ? `在售的${typeText}中，符合${constraintText(need.constraints ?? [])}的${meeting.length}款（${meeting.map((p) => p.name).join('、')}）都不能投保${whom}`
            : `在售的${candidates}款${typeText}中，没有可以投保${whom}的产品`,
      );
    }
    answer.text(`${reasons.join('')}。`);
    // Which other types this person can have ('5岁的教育金' has no annuity: 增额终身寿 does), by age, or
    // for a child of no stated age by what a child can be insured with.
    const age = e.age;
    const takes = (p: Product) =>
      age !== undefined ? age >= p.minAge && age <= p.maxAge : need.forChild === true && p.minAge <= 17;
    const whom = age !== undefined ? `${age}岁` : '孩子';
    const otherTypes =
      (age === undefined && need.forChild !== true) || candidates === 0
        ? []
        : PRODUCT_TYPES.filter((t) => !types.includes(t))
            .map((t) => ({ t, n: kb.products.filter((p) => p.onSale && p.type === t && takes(p)).length }))
            .filter((x) => x.n > 0);
    if (otherTypes.length > 0)
      answer.text(
        '',
        `产品库中可以投保${whom}的在售产品：${otherTypes.map((x) => `${PRODUCT_TYPE_LABELS[x.t]}${x.n}款`).join('、')}。`,
      );
    answer.text(
      '',
      `可以放宽条件再试：${company ? '不限保险公司、' : ''}${e.age !== undefined ? '调整被保险人年龄、' : ''}换一个产品类型。`,
    );
    answer.endTips = '可以告诉我调整后的条件，我再帮您筛选';
    return answer;
  }

  const within = matches.filter((m) => m.fitsBudget === true).length;
  // A regenerate brings forward products the replaced answer did not name (they fit just as well).
  const { ordered, fresh, stepBack } = afterReplaced(matches, input.request.regenerate);
  const head = `为${who ? `${who}被保险人` : '您'}找到${matches.length}款在售${typeText}${company ? `（${company.shortName}）` : ''}`;
  const budget =
    e.budget !== undefined && matches.some((m) => m.annualPremium !== undefined)
      ? `，其中${within}款的示例保费在预算（每年${formatAmount(e.budget)}）以内`
      : '';
  const lead = fresh
    ? `换一批：除上次排在前面的${stepBack.map((m) => `「${m.name}」`).join('')}外，同样符合条件的还有：`
    : '排在前面的是：';
  if (u.lifeCover) answer.text(LIFE_COVER_KINDS, '');
  const unchanged = fresh
    ? undefined
    : sameListNote(
        input,
        ordered.map((m) => m.code),
      );
  if (unchanged) answer.text(unchanged, '');
  // '没有社保，能买百万医疗吗': yes or no first, then the list that says so.
  if (CAN_BUY.test(u.text)) answer.text('可以。');
  if (types.includes('medical') && e.constraints?.includes('social_insurance_no'))
    answer.text(NO_SOCIAL_INSURANCE, '');
  answer.text(`${head}${budget}。${lead}`, '');
  for (const m of ordered.slice(0, NAMED_IN_TEXT)) {
    const p = kb.productsByCode.get(m.code);
    answer.text(matchLine(m, (p && kb.companiesByCode.get(p.companyCode)?.shortName) ?? ''));
  }
  const missing: string[] = [];
  if (e.age === undefined) missing.push('被保险人的年龄');
  if (types.length === 0) missing.push('想买的产品类型（重疾险、医疗险、寿险、年金险、意外险等）');
  if (e.age !== undefined && e.gender === undefined) missing.push('性别');
  if (missing.length > 0)
    answer.text(
      '',
      `告诉我${missing.join('、')}，可以${e.age === undefined ? '按年龄筛选并试算保费' : '更准确地试算保费'}。`,
    );

  const codes = ordered.map((m) => m.code);
  const page = productPage(kb, codes, 1, PRODUCT_PAGE_SIZE, e);
  answer.products('product_list', page.items, page.pages, codes);
  // The first page is what the agent sees: '这款' / '第二款' / '对比前两款' then point into it, in rank order.
  answer.lock(page.items.map((c) => c.code));
  answer.quoted(
    exampleFactors(
      input,
      page.items.map((c) => c.code),
    ),
  );
  if (missing.length > 0) answer.asks(missingAsks(input, types.length === 0));
  answer.productEndTips = PRODUCT_END_TIPS;
  answer.endTips = '点击产品可查看详情，也可以说“对比前两款”或“第一款保费多少”';
  answer.sourceType = 'product';
  return answer;
}

/** Tap-to-complete questions for the missing age or type, phrased around what was already said. */
function missingAsks(input: ComposeInput, typeMissing: boolean) {
  const e = input.understanding.entities;
  const typeLabel = e.productType ? PRODUCT_TYPE_LABELS[e.productType] : undefined;
  if (typeMissing) {
    const who = personText(input.understanding.entities) || '30岁';
    const inCatalogue = PRODUCT_TYPES.filter((t) => input.kb.products.some((p) => p.onSale && p.type === t));
    return inCatalogue.slice(0, 4).map((t) => ({ question: `${who}适合买什么${PRODUCT_TYPE_LABELS[t]}？` }));
  }
  return [30, 40, 50].map((age) => ({
    question: `${age}岁${e.gender ? GENDER_LABELS[e.gender] + '性' : ''}买什么${typeLabel ?? '保险'}好？`,
  }));
}

/** The factors each listed product's example premium was computed with (what the card shows). */
function exampleFactors(input: ComposeInput, codes: readonly string[]): Record<string, QuotedFactors> {
  const e = input.understanding.entities;
  const out: Record<string, QuotedFactors> = {};
  if (!personKnown(e)) return out;
  for (const code of codes) {
    const p = input.kb.productsByCode.get(code);
    const example = p && exampleQuote(p, e);
    if (!example) continue;
    const f = example.quote.factors;
    // Only what differs from the product's defaults: the rest a follow-up quote finds by itself.
    const differs = (code: string, value: unknown) =>
      value !== undefined && String(p.factors.find((x) => x.code === code)?.default) !== String(value);
    const kept: QuotedFactors = {};
    if (typeof f.sumInsured === 'number' && !('premium' in f) && differs('sumInsured', f.sumInsured))
      kept.sumInsured = f.sumInsured;
    if (typeof f.paymentTerm === 'string' && differs('paymentTerm', f.paymentTerm))
      kept.paymentTerm = f.paymentTerm;
    if (typeof f.coverageTerm === 'string' && differs('coverageTerm', f.coverageTerm))
      kept.coverageTerm = f.coverageTerm;
    if (Object.keys(kept).length > 0) out[code] = kept;
  }
  return out;
}
