import type { ConversationContext, Intent } from '../conversation-types.js';
import type { ActPrediction } from './act-model.js';
import { TYPE_WORDS } from './lexicon/everyday-types.js';
import { questionArticleRefs } from '../knowledge/law-docs.js';
import { extractProductTypes } from './product-type.js';
import type { QuestionReading } from './question-reader.js';
import * as shape from './lexicon/question-shapes.js';

const KIND_WORDS: ReadonlySet<string> = new Set(TYPE_WORDS.map((w) => w.word));
const KINDS_LONGEST_FIRST = [...KIND_WORDS].sort((a, b) => b.length - a.length);

/** The kinds of cover a question names ('百万医疗和中端医疗' names two, though both are medical). */
function kindWordsIn(text: string): string[] {
  const found: string[] = [];
  let rest = text;
  for (const word of KINDS_LONGEST_FIRST) {
    if (!rest.includes(word.toLowerCase())) continue;
    found.push(word);
    rest = rest.split(word.toLowerCase()).join(' ');
  }
  return found;
}

interface OverrideSignals {
  reading: QuestionReading;
  context: ConversationContext;
  prediction: ActPrediction;
  /** The question has the shape of a follow-up ('那…呢', '换成…'). */
  followUpShape: boolean;
}

/** How many product types the question names outside the product names in it. */
function typesBesideNames(reading: QuestionReading): number {
  const rest = reading.strong.reduce((t, m) => t.split(m.text.toLowerCase()).join(' '), reading.norm);
  return extractProductTypes(rest).length;
}

/**
 * Corrections to the act where the question's shape is certain and the classifier and wording rules
 * are known to disagree with it. Each is a shape of question, not a phrasing: a statute article, a
 * tax question, a withdrawal, how to say something, two types weighed, a company's phone number, a
 * product asked for by name, a price of something that is not insurance, one person of a family
 * planned before.
 */
export function overrideAct(
  decided: { intent: Intent; confidence: number },
  { reading, context, prediction, followUpShape }: OverrideSignals,
): { intent: Intent; confidence: number } {
  const { norm, strong, match, namedTypes } = reading;
  const own = reading.entities;
  const sure = (intent: Intent) => ({ intent, confidence: Math.max(decided.confidence, 0.9) });
  const intent = decided.intent;
  if (shape.ARTICLE.test(norm)) return sure('rule_law');
  // '第三十八条规定了啥': an article of the law, with no product named whose clause it could be.
  if (questionArticleRefs(norm).length > 0 && strong.length === 0 && context.lockedProducts.length === 0)
    return sure('rule_law');
  if (shape.UNDISCLOSED.test(norm) && shape.THEN_CLAIM.test(norm) && strong.length === 0)
    return sure('rule_law');
  if (shape.PARTY_RULE.test(norm) && strong.length === 0) return sure('rule_law');
  if (shape.COMPANY_MOST.test(norm) && strong.length === 0) return sure('catalogue_list');
  if (shape.CHANGE_HELD.test(norm) && strong.length === 0 && !shape.KNOWLEDGE_ACTS.has(intent))
    return sure('policy_service');
  if (shape.WAYS_ASKED.test(norm) && strong.length === 0 && !shape.KNOWLEDGE_ACTS.has(intent))
    return sure('faq');
  if (shape.CLAIM_FIRST_STEP.test(norm) && strong.length === 0 && !/客服|人工|热线|电话/.test(norm))
    return sure('claims');
  if (
    (shape.PREMIUM_AFTER_CLAIM.test(norm) || shape.EXCLUSIONS_ASKED.test(norm)) &&
    strong.length === 0 &&
    !shape.KNOWLEDGE_ACTS.has(intent)
  )
    return sure('faq');
  if (shape.VALIDITY.test(norm) && strong.length === 0 && !shape.KNOWLEDGE_ACTS.has(intent))
    return sure('rule_law');
  const minor = shape.MINOR.test(norm) || (own.age !== undefined && own.age < 18) || own.relation === 'child';
  if (shape.DEATH_COVER_LIMIT.test(norm) && minor && strong.length === 0) return sure('rule_law');
  if (shape.TAX.test(norm) && strong.length === 0 && own.age === undefined) return sure('rule_law');
  if (
    shape.WITHDRAW.test(norm) &&
    (intent === 'out_of_scope' || intent === 'faq' || intent === 'product_query')
  )
    return sure('policy_service');
  if (shape.HOW_TO_SAY.test(norm) && prediction.act === 'sales_talk' && intent !== 'sales_talk')
    return sure('sales_talk');
  // '客户嫌重疾险太贵了', '客户觉得保险没用': the customer's objection to answer, not products to list.
  if (
    shape.OBJECTION.test(norm) &&
    !shape.WANTS_TO_BUY.test(norm) &&
    own.age === undefined &&
    own.persons === undefined &&
    strong.length === 0 &&
    ['selection', 'price_by_type', 'faq', 'out_of_scope', 'catalogue_list'].includes(intent)
  )
    return sure('sales_talk');
  // '客户刚生了宝宝，想给宝宝买保险': a customer's wish to buy for someone is a selection, not an objection.
  if (
    intent === 'sales_talk' &&
    shape.WANTS_TO_BUY.test(norm) &&
    !shape.HOW_TO_SAY.test(norm) &&
    (own.relation !== undefined || own.age !== undefined || own.persons !== undefined)
  )
    return { intent: 'selection', confidence: decided.confidence };
  // '中端医疗和百万医疗区别': names that are kinds of cover, though some product has them as aliases.
  const namesKindsOnly = strong.every((m) => KIND_WORDS.has(m.text.replace(/^[和与跟及或]/, '')));
  const kindsOnly = strong.length >= 2 && namesKindsOnly;
  if (intent === 'compare' && kindsOnly && own.age === undefined && shape.WEIGHING.test(norm))
    return sure('faq');
  if (
    (intent === 'selection' || intent === 'compare' || intent === 'catalogue_list') &&
    (namedTypes.length >= 2 || kindWordsIn(norm).length >= 2) &&
    namesKindsOnly &&
    own.age === undefined &&
    own.persons === undefined &&
    shape.WEIGHING.test(norm)
  )
    return sure('faq');
  // '哪些重疾带保费豁免', '有没有不用体检就能买的重疾': which products of a type have a feature is a
  // listing, not a concept.
  if (
    /哪些|哪几款|有哪几|都有哪|有没有|有哪款/.test(norm) &&
    namedTypes.length > 0 &&
    (own.constraints?.length ?? 0) > 0 &&
    strong.length === 0 &&
    own.age === undefined
  )
    return sure('catalogue_list');
  // Several people described with one need ('我35老婆33都想买重疾'): a plan per person.
  if ((intent === 'selection' || intent === 'price_by_type') && (own.persons?.length ?? 0) >= 2)
    return { intent: 'family_plan', confidence: decided.confidence };
  // '小两口都28岁，怎么买': people described and a wish to buy, however the classifier reads it.
  if (
    (own.persons?.length ?? 0) >= 2 &&
    ['faq', 'out_of_scope', 'chitchat', 'sales_talk'].includes(intent) &&
    /买|配|保障|保险/.test(norm) &&
    !shape.CONCEPT_ASKED.test(norm) &&
    !shape.HOW_TO_SAY.test(norm)
  )
    return { intent: 'family_plan', confidence: decided.confidence };
  // '有没有便宜点的' after a product's premium: other products on the same terms, the cheapest first.
  if (
    ['premium', 'product_query', 'faq', 'price_by_type'].includes(intent) &&
    strong.length === 0 &&
    !reading.refs.deictic &&
    (shape.OTHERS.test(norm) || shape.ONLY_CHEAPER.test(norm)) &&
    (own.constraints ?? []).some((c) => shape.ALTERNATIVE.has(c)) &&
    context.lastIntent !== undefined
  )
    return sure('selection');
  // A bare kind of cover ('重疾险', '百万医疗？') asks for those products.
  const bare = norm.replace(/[\s?？。!！,，的呢吧啊]/g, '');
  if (bare.length > 0 && KIND_WORDS.has(bare) && strong.length <= 1 && namesKindsOnly)
    return { intent: 'selection', confidence: decided.confidence };
  // '怀孕5个月能买什么保险', '有三高想买个医疗险': what can be bought depends on underwriting first.
  if (
    (intent === 'selection' || intent === 'catalogue_list') &&
    strong.length === 0 &&
    (own.pregnant === true || (own.conditions?.length ?? 0) > 0)
  )
    return sure('underwriting');
  // '客户50岁还能买重疾吗': with nothing about health, an age asks which products take it.
  if (
    intent === 'underwriting' &&
    strong.length === 0 &&
    own.age !== undefined &&
    shape.CAN_BUY.test(norm) &&
    !own.conditions?.length &&
    !own.pregnant &&
    own.occupationClass === undefined &&
    !(own.constraints ?? []).includes('smoker')
  )
    return { intent: 'selection', confidence: decided.confidence };
  // '哪款重疾性价比最高': the catalogue cannot weigh value, but it can price the same cover, cheapest first.
  if (
    /性价比/.test(norm) &&
    strong.length === 0 &&
    ['commission', 'selection', 'faq', 'product_query'].includes(intent)
  )
    return { intent: namedTypes.length > 0 ? 'price_by_type' : 'selection', confidence: decided.confidence };
  // '保额能做到多少' after products listed for a budget: what that budget buys with each of them.
  if (
    shape.SUM_FOR_BUDGET.test(norm) &&
    context.lockedProducts.length > 0 &&
    (own.budget ?? context.entities.budget) !== undefined &&
    strong.length === 0 &&
    namedTypes.length === 0
  )
    return sure('premium');
  if (strong.length === 1 && !match.companyType && shape.SUITS_WHOM.test(norm)) return sure('product_query');
  if (
    shape.RECOMMEND.test(norm) &&
    !shape.CONCEPT_ASKED.test(norm) &&
    namedTypes.length > 0 &&
    strong.length === 0 &&
    ['faq', 'out_of_scope', 'chitchat'].includes(intent)
  )
    return { intent: 'selection', confidence: decided.confidence };
  // '定寿怎么选', '增额终身寿靠谱吗': a concept of the type, with no one to pick products for.
  if (
    intent === 'selection' &&
    shape.CONCEPT_ASKED.test(norm) &&
    !shape.RECOMMEND.test(norm) &&
    strong.length === 0 &&
    own.age === undefined &&
    own.persons === undefined &&
    own.budget === undefined &&
    own.relation === undefined &&
    context.lastIntent === undefined
  )
    return { intent: 'faq', confidence: decided.confidence };
  if (shape.STOP_PAYING.test(norm) && ['out_of_scope', 'faq', 'chitchat', 'selection'].includes(intent))
    return sure('policy_service');
  if (
    shape.COMPLIANCE.test(norm) &&
    strong.length === 0 &&
    own.age === undefined &&
    own.persons === undefined
  )
    return sure('sales_talk');
  // '保费可以用信用卡交吗', '保费能晚几天交吗': paying, with nothing to price.
  if (
    intent === 'premium' &&
    !shape.PRICE_AMOUNT.test(norm) &&
    strong.length === 0 &&
    !match.ambiguous &&
    namedTypes.length === 0 &&
    context.lockedProducts.length === 0 &&
    own.age === undefined &&
    !reading.refs.deictic
  )
    return sure('policy_service');
  // '简护重疾的健康告知严吗': the named product's own terms, not a rule on disclosure.
  if (
    strong.length === 1 &&
    !match.companyType &&
    (own.constraints ?? []).includes('lenient_underwriting') &&
    !own.conditions?.length
  )
    return sure('product_query');
  if (
    shape.HOW_MANY_POLICIES.test(norm) &&
    strong.length === 0 &&
    own.age === undefined &&
    ['selection', 'catalogue_list', 'price_by_type', 'product_query'].includes(intent)
  )
    return sure('faq');
  // '哪个便宜' over the products just compared or listed: which costs less, priced on one basis.
  if (
    own.ranking?.field === 'premium' &&
    /哪(?:个|款|一款|一个)|谁/.test(norm) &&
    strong.length === 0 &&
    namedTypes.length === 0 &&
    context.lockedProducts.length >= 2 &&
    ['premium', 'product_query', 'compare', 'faq'].includes(intent)
  )
    return sure('compare');
  // '最便宜的定期寿险是哪款，30岁男100万', '定寿多少钱一年': a price asked of a type, no product named —
  // the type's products priced and ranked, not a product to be found.
  if (
    intent === 'premium' &&
    (shape.PRICE.test(norm) || own.ranking?.field === 'premium') &&
    strong.length === 0 &&
    !match.ambiguous &&
    namedTypes.length > 0 &&
    !reading.refs.deictic &&
    !reading.refs.plural &&
    reading.refs.ordinal === undefined &&
    (context.lockedProducts.length === 0 || own.ranking?.field === 'premium')
  )
    return { intent: 'price_by_type', confidence: decided.confidence };
  // '35岁女，年收入20万，怎么规划保障': a plan for the person from their income, not a product list.
  if (
    intent === 'selection' &&
    shape.PLANNING.test(norm) &&
    (own.income !== undefined ||
      (own.age !== undefined && (namedTypes.length >= 2 || /组合|搭配/.test(norm))))
  )
    return { intent: 'family_plan', confidence: decided.confidence };
  // '程序员，33岁，推荐点保险', '女，41岁，怎么买保险': a person described and insurance wanted, no type
  // named — the basic cover that person needs (a plan), not every product they may buy.
  // '给孩子先买什么保险', '老人买什么保险最实用': who it is for says which cover comes first, even without an age.
  if (
    intent === 'selection' &&
    (own.age !== undefined || (own.relation !== undefined && own.relation !== 'self')) &&
    namedTypes.length === 0 &&
    own.productType === undefined &&
    strong.length === 0 &&
    context.lockedProducts.length === 0 &&
    shape.ANY_INSURANCE.test(norm) &&
    !shape.STILL_ABLE.test(norm)
  )
    return { intent: 'family_plan', confidence: decided.confidence };
  // '一年500块的医疗险够吗': whether a budget buys the type, priced for the person (or an example one).
  if (
    (intent === 'selection' || intent === 'faq') &&
    shape.ENOUGH_ASKED.test(norm) &&
    own.budget !== undefined &&
    (own.productType !== undefined || namedTypes.length === 1) &&
    strong.length === 0
  )
    return { intent: 'price_by_type', confidence: decided.confidence };
  // A company's phone number is a question for customer service, however short ('晟安财险电话').
  if (match.companyCode && strong.length === 0 && /热线|电话|客服|联系方式/.test(norm))
    return sure('customer_service');
  if (
    intent === 'selection' &&
    shape.IS_IT_PAID.test(norm) &&
    own.age === undefined &&
    own.budget === undefined &&
    own.persons === undefined &&
    strong.length === 0
  )
    return { intent: 'faq', confidence: decided.confidence };
  // '推荐个e享百万', '想买定安定寿': the product asked for by name, not a list of its type (a type word
  // inside the product's own name, 定寿 in 定安定寿, names no type).
  const named = strong.length === 1 && !match.companyType;
  if (intent === 'selection' && named && !own.age && !own.persons && typesBesideNames(reading) === 0)
    return { intent: 'product_query', confidence: decided.confidence };
  if (
    strong.length > 0 &&
    !match.companyType &&
    shape.CAN_BUY.test(norm) &&
    !shape.PRICE.test(norm) &&
    !own.conditions?.length &&
    !own.pregnant &&
    own.occupationClass === undefined &&
    ['underwriting', 'selection', 'rule_law', 'premium', 'faq'].includes(intent)
  )
    return sure('product_query');
  // Surrendering or borrowing on a named product ('交了3年想退保，安佑能退多少'): its own cash values.
  if (
    intent === 'policy_service' &&
    strong.length > 0 &&
    (reading.topic === 'cash_value' || reading.topic === 'policy_loan')
  )
    return { intent: 'product_query', confidence: decided.confidence };
  // A claim question about a named product without a bill is about what it covers ('之前的慢病能报吗').
  if (intent === 'claims' && strong.length > 0 && own.bill === undefined)
    return { intent: 'product_query', confidence: decided.confidence };
  // Prices of things that are not insurance ('iPhone 17多少钱') are out of scope.
  if (
    (intent === 'premium' || intent === 'product_query') &&
    strong.length === 0 &&
    !match.ambiguous &&
    !reading.insuranceVocabulary &&
    Object.keys(own).length === 0 &&
    !followUpShape &&
    context.lockedProducts.length === 0
  )
    return { intent: 'out_of_scope', confidence: decided.confidence };
  // '儿子那份具体买啥' after a family plan: that person's part of the plan, in full.
  if (
    context.lastIntent === 'family_plan' &&
    intent === 'selection' &&
    own.relation !== undefined &&
    own.productType === undefined &&
    context.entities.persons?.some((p) => p.relation === own.relation)
  )
    return { intent: 'family_plan', confidence: decided.confidence };
  return decided;
}
