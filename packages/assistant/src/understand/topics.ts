import type { ProductTopic } from '../conversation-types.js';

/**
 * Wording → the product fact asked for. Checked in order and the first rule wins, so the more
 * specific wording comes first: '保单贷款' before anything with '贷款', '免赔额' before '赔',
 * '保到多少岁' (coverage) before '多少岁' (age range), '交多少年' (payment term) before '交'.
 */
const TOPIC_RULES: readonly (readonly [ProductTopic, RegExp])[] = [
  ['policy_loan', /保单贷款|保单借款|能贷款|可以贷款|贷多少|借款/],
  ['deductible', /免赔/],
  ['reimbursement', /报销比例|赔付比例|报销多少|能报多少|报销范围|社保外|医保外|报多少/],
  ['waiver', /豁免/],
  ['hesitation_period', /犹豫期|冷静期|撤单/],
  ['grace_period', /宽限期|交费宽限|忘了交|晚交|逾期交/],
  ['waiting_period', /等待期|观察期/],
  ['cash_value', /现金价值|现价|退保|解约|能退多少|收益|回本|irr/i],
  ['renewal', /续保|保证续保|停售后还能续/],
  ['on_sale', /停售|下架|还能买吗|还在卖|还有得卖|还能投保吗|在售/],
  [
    'coverage_term',
    /保到(?:多少岁|几岁|多大|什么时候|哪年)|保多久|保障期限|保障期间|保险期间|保多少年|保终身|保几年|能保到/,
  ],
  ['payment_term', /交多少年|缴多少年|交几年|缴几年|缴费期|交费期|缴费年限|交费年限|几年交|交费年期/],
  // When an annuity starts paying is a benefit of it, not the age one can buy it at ('几岁开始领').
  ['benefits', /(?:几岁|多大|什么时候|何时|多少岁)(?:开始)?(?:领|返)|起领|领取年龄/],
  ['payment_frequency', /月交|月缴|年交还是月交|缴费方式|交费方式|季交|半年交|趸交|可以分期/],
  [
    'age_range',
    /多大能买|多大可以买|多少岁能买|几岁能买|投保年龄|承保年龄|年龄限制|年龄范围|几岁可以|多大年纪|最大年龄|最小年龄|几岁|多少岁可以投|买到(?:多少岁|几岁|多大)|多少岁(?:还|都)?(?:能|可以)(?:买|投)/,
  ],
  ['sum_insured', /最高保额|保额上限|最低保额|能买多少保额|保额多少|保额最高|买多少保额|能买多少/],
  ['death_benefit', /身故|去世|死亡/],
  [
    'exclusions',
    /不保什么|免责|责任免除|除外责任|(?:哪些|什么)(?:情况|情形)?(?:下)?(?:不赔|不保)|不赔什么|不保哪些|不赔的(?:情况|情形)/,
  ],
  // How a named benefit pays ('轻症怎么赔') is about the benefit, not the claims process.
  ['benefits', /轻症|中症|赔几次|多次赔/],
  ['claims', /理赔|怎么赔|如何赔|报案|索赔|赔付流程|理赔材料/],
  ['company', /哪家公司|哪个公司|什么公司|保险公司是|公司怎么样|公司靠谱/],
  [
    'benefits',
    /保什么|保障责任|保险责任|保障内容|保哪些|赔几次|赔多少|轻症|中症|重症|多次赔|保障范围|包含哪些|有什么保障|保不保|能赔吗|赔不赔|有没有|包不包括|包括不包括|含不含|带不带|能不能报/,
  ],
];

/** The fact a product question asks for, or undefined when its wording names none. */
export function detectTopic(text: string): ProductTopic | undefined {
  for (const [topic, pattern] of TOPIC_RULES) if (pattern.test(text)) return topic;
  return undefined;
}

/**
 * Every fact a question asks for, in the order asked ('等待期多久？犹豫期呢' → waiting, hesitation).
 * Each part of the question (split at punctuation) gets its first rule's topic.
 */
export function detectTopics(text: string): ProductTopic[] {
  const topics: ProductTopic[] = [];
  // Commas too: '能不能附加投保人豁免，等待期多久' asks two facts; a part naming none adds nothing.
  for (const part of text.split(/[?？。!！;；，,]/)) {
    const topic = detectTopic(part);
    if (topic && !topics.includes(topic)) topics.push(topic);
  }
  return topics;
}
