import { PRODUCT_TYPE_LABELS } from '@broker/contract';
import { occupationClassesOf } from '../tools/occupation-classes.js';
import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import { AnswerBuilder, PRODUCT_END_TIPS, type ComposeInput } from './answer.js';

/** A question about an occupation's class or whether it is insurable ('快递员是几类', '外卖员能买意外险吗'). */
export const OCCUPATION_ASKED = /几类|哪类|什么类|类别|算几|第几类|能买|能保|可以买|能投|可以投|保不保/;

/** The class itself asked ('快递员是几类'), not only whether one can buy. */
const CLASS_ASKED = /几类|哪类|什么类|类别|算几|第几类/;

/**
 * Whether the occupation answers the question: its class is asked, or a product of the type named
 * prices or limits by occupation ('个体户能买百万医疗吗' is about medical cover, which none limits).
 */
export function occupationMatters(input: ComposeInput): boolean {
  const { kb, understanding: u } = input;
  if (CLASS_ASKED.test(u.text)) return true;
  const types = u.namedTypes?.length ? u.namedTypes : u.entities.productType ? [u.entities.productType] : [];
  return kb.products.some(
    (p) => p.onSale && (types.length === 0 || types.includes(p.type)) && occupationClassesOf(p).length > 0,
  );
}

/**
 * An occupation's class, as the occupation lexicon reads it (indicative: each insurer's table decides),
 * and the on-sale products that take that class — the products that ask about occupation at all, of
 * the type asked when one is named.
 */
export function composeOccupation(input: ComposeInput, occupationClass: number): AnswerBuilder {
  const { kb, understanding: u } = input;
  const who = u.entities.occupation ?? '这个职业';
  const types = u.namedTypes?.length ? u.namedTypes : u.entities.productType ? [u.entities.productType] : [];
  const answer = new AnswerBuilder(input).query();
  answer.text(
    `${who}在常见的职业分类表中一般为**第${occupationClass}类**（1类风险最低，6类最高）。各保险公司的职业分类表不完全相同，以投保产品所附的职业类别表为准。`,
  );
  const asking = kb.products.filter(
    (p) => p.onSale && (types.length === 0 || types.includes(p.type)) && occupationClassesOf(p).length > 0,
  );
  const taking = asking.filter((p) => occupationClassesOf(p).includes(occupationClass));
  const what = types.length > 0 ? types.map((t) => PRODUCT_TYPE_LABELS[t]).join('、') : '产品';
  if (asking.length === 0) return answer;
  if (taking.length === 0) {
    answer.text(
      '',
      `产品库中在售的${what}都不承保第${occupationClass}类职业（共${asking.length}款按职业类别承保）。高风险职业可以咨询保险公司的专门产品，或通过团体意外险投保。`,
    );
    return answer;
  }
  answer.text('', `产品库中承保第${occupationClass}类职业的在售${what}（共${taking.length}款）：`);
  for (const p of taking.slice(0, 5)) {
    const classes = occupationClassesOf(p);
    answer.text(`- **${p.name}**：承保${Math.min(...classes)}-${Math.max(...classes)}类职业`);
  }
  const codes = taking.map((p) => p.code);
  const page = productPage(kb, codes, 1, PRODUCT_PAGE_SIZE, u.entities);
  answer.products('product_list', page.items, page.pages, codes);
  answer.lock(page.items.map((c) => c.code));
  answer.productEndTips = PRODUCT_END_TIPS;
  answer.sourceType = 'product';
  answer.endTips = '职业类别以保险公司职业分类表为准，投保时请如实告知职业';
  return answer;
}
