import { PRODUCT_TYPE_LABELS, type Product } from '@broker/contract';
import { constraintsNoneMeets, meetsConstraints } from '../tools/constraint-filters.js';
import { constraintText } from '../constraint-labels.js';
import { COMPANY_MOST } from '../../understand/lexicon/question-shapes.js';
import { CHILD_MAX_AGE, coverReach, isChildrensProduct, needFromEntities } from '../tools/find-products.js';
import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import { AnswerBuilder, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';

/** '停售', '老款', '所有' ask for products no longer sold too. */
const INCLUDES_OFF_SALE = /停售|下架|老款|旧版|所有|全部|历史/;
/** '已经停售的产品有哪些' asks for those alone; '包括停售的' for both. */
const ONLY_OFF_SALE = /(?<!包括|包含|含)(?:已经|已)?(?:停售|下架|不卖)(?:了)?的/;
const SHOWN = 10;
/** '有几家保险公司', '合作的公司有哪些': the insurers, not their products. */
const COMPANIES_ASKED = /(?:几家|哪些|多少家|哪几家)(?:保险)?公司|公司有哪些|合作的?(?:保险)?公司/;

/** The insurers ranked by their on-sale products of the asked types (all types when none is named). */
function composeCompanyCounts(input: ComposeInput, types: readonly string[]): AnswerBuilder {
  const { kb } = input;
  const answer = new AnswerBuilder(input).query();
  const counted = kb.companies
    .map((c) => ({
      company: c,
      count: kb.products.filter(
        (p) => p.companyCode === c.code && p.onSale && (types.length === 0 || types.includes(p.type)),
      ).length,
    }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count);
  const what = types.length ? types.map((t) => PRODUCT_TYPE_LABELS[t as Product['type']]).join('、') : '产品';
  const top = counted.filter((x) => x.count === counted[0]?.count);
  if (top.length === 0) {
    answer.text(`产品库中没有在售的${what}。`);
    return answer;
  }
  answer.text(
    `产品库中在售${what}最多的是${top.map((x) => `**${x.company.name}**`).join('、')}（${top[0]?.count}款）。`,
    '',
    `各公司在售${what}数量：`,
    ...counted.map((x) => `- ${x.company.name}：${x.count}款`),
  );
  answer.endTips = '以上仅统计本产品库收录的产品，不代表各公司全部产品';
  answer.sourceType = 'product';
  return answer;
}

/**
 * The insurers in the catalogue, each with how many of its products are on sale — of the types asked
 * when some are named ('哪些公司有百万医疗': only those selling one).
 */
function composeCompanies(input: ComposeInput, types: readonly string[]): AnswerBuilder {
  const { kb } = input;
  const answer = new AnswerBuilder(input).query();
  const what = types.length ? types.map((t) => PRODUCT_TYPE_LABELS[t as Product['type']]).join('、') : '产品';
  const selling = kb.companies
    .map((c) => ({
      c,
      count: kb.products.filter(
        (p) => p.companyCode === c.code && p.onSale && (types.length === 0 || types.includes(p.type)),
      ).length,
    }))
    .filter((x) => types.length === 0 || x.count > 0);
  answer.text(
    types.length === 0
      ? `产品库中共有${kb.companies.length}家保险公司：`
      : selling.length === 0
        ? `产品库中没有在售的${what}。`
        : `产品库中有在售${what}的保险公司共${selling.length}家：`,
    '',
  );
  for (const { c, count } of selling)
    answer.text(`- **${c.name}**：在售${what}${count}款${c.hotline ? `，客服热线${c.hotline}` : ''}`);
  answer.endTips = '可以说“某某公司有哪些产品”查看该公司的产品';
  return answer;
}

const ageText = (p: Product) => `${p.minAgeText ?? `${p.minAge}周岁`}至${p.maxAge}周岁`;

/**
 * Listing the catalogue ('启元有哪些产品', '在售的年金险有几款', '有没有保到80岁的定寿'): the count
 * of exactly what was asked (company, type, sale state, cover reaching an age), then the products.
 */
export function composeCatalogueList(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u } = input;
  if (COMPANY_MOST.test(u.text) && !u.companyCode) return composeCompanyCounts(input, u.namedTypes ?? []);
  if (COMPANIES_ASKED.test(u.text) && !u.companyCode) return composeCompanies(input, u.namedTypes ?? []);
  const e = u.entities;
  const company = u.companyCode ? kb.companiesByCode.get(u.companyCode) : undefined;
  const types = u.namedTypes ?? [];
  const offSaleOnly = ONLY_OFF_SALE.test(u.text);
  const offSaleToo = offSaleOnly || INCLUDES_OFF_SALE.test(u.text);
  // The need as a selection reads it: a stated term is a constraint too ('保到终身' → whole-life cover).
  const need = needFromEntities(e);
  const coverToAge = need.coverToAge;
  const found = kb.products.filter(
    (p) =>
      (!company || p.companyCode === company.code) &&
      (types.length === 0 || types.includes(p.type)) &&
      (offSaleToo || p.onSale) &&
      (!offSaleOnly || !p.onSale) &&
      meetsConstraints(
        p,
        need.constraints?.filter((t) => t !== 'on_sale_only'),
      ) &&
      (coverToAge === undefined || coverReach(p, e.age ?? p.minAge) >= coverToAge) &&
      (e.age === undefined || (e.age >= p.minAge && e.age <= p.maxAge)) &&
      // '有没有少儿医疗': what a child can be insured with.
      (e.age !== undefined || !need.forChild || p.minAge <= CHILD_MAX_AGE),
  );
  // Children's own products first for a child ('少儿医疗'), in the catalogue's order otherwise.
  if (need.forChild) found.sort((a, b) => Number(isChildrensProduct(b)) - Number(isChildrensProduct(a)));
  const answer = new AnswerBuilder(input).query(company ? [company.shortName] : []);
  const sale = offSaleOnly ? '已停售的' : offSaleToo ? '' : '在售的';
  const what = `${company ? company.shortName : '产品库中'}${sale}${types.length ? types.map((t) => PRODUCT_TYPE_LABELS[t]).join('、') : '产品'}`;
  const reach =
    coverToAge !== undefined
      ? `（保障可到${coverToAge}岁）`
      : e.coverageTerm === 'life'
        ? '（可保终身）'
        : '';
  if (found.length === 0) {
    const unmet = constraintsNoneMeets(
      kb.products.filter(
        (p) =>
          (!company || p.companyCode === company.code) &&
          (types.length === 0 || types.includes(p.type)) &&
          (offSaleToo || p.onSale),
      ),
      need.constraints,
    );
    answer.text(
      unmet.length > 0
        ? `${what}里，没有产品的资料写明${constraintText(unmet)}。可以放宽这个条件再查。`
        : `${what}${reach}目前没有。可以放宽条件，或换一家公司、一个险种再查。`,
    );
    return answer;
  }
  answer.text(`${what}${reach}共${found.length}款：`, '');
  for (const p of found.slice(0, SHOWN)) {
    const sale = p.onSale ? '' : '（已停售）';
    answer.text(`- **${p.name}**${sale}：${PRODUCT_TYPE_LABELS[p.type]}，投保年龄${ageText(p)}`);
  }
  if (found.length > SHOWN) answer.text(`- ……另有${found.length - SHOWN}款，见下方列表`);
  const codes = found.map((p) => p.code);
  const page = productPage(kb, codes, 1, PRODUCT_PAGE_SIZE, e);
  answer.products('product_list', page.items, page.pages, codes);
  answer.lock(page.items.map((c) => c.code));
  answer.productEndTips = PRODUCT_END_TIPS;
  answer.endTips = '点击产品可查看详情，也可以说“对比前两款”';
  answer.sourceType = 'product';
  return answer;
}
