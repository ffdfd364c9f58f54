import type { ConversationContext, Intent } from '../conversation-types.js';
import type { ActPrediction } from './act-model.js';
import { TYPE_WORDS } from './lexicon/everyday-types.js';
import { questionArticleRefs } from '../knowledge/law-docs.js';
import { extractProductTypes } from './product-type.js';
import type { QuestionReading } from './question-reader.js';

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

/** A statute article named ('保险法第十六条', '司法解释三第11条'): a rule question, whatever else. */
const ARTICLE = /(?:保险法|司法解释|解释[一二三四(（])[^第]{0,8}第[一二三四五六七八九十百零〇\d]+条/;
/** Not disclosed at application, then a claim ('没告诉保险公司有高血压，出险能赔吗'): the disclosure rule. */
const UNDISCLOSED = /(?:没|未|没有|忘了|忘记)(?:如实)?(?:告诉|告知|说|讲|申报)|隐瞒|瞒报|漏告知/;
const THEN_CLAIM = /赔|理赔|出险|拒赔|解除|退保费/;
/** Whether something is paid ('骑电动车摔了意外险赔吗'): a question about cover, not a request for a list. */
const IS_IT_PAID = /赔吗|赔不赔|保不保|管不管|报不报|能报吗|算不算|包不包括|包括吗/;
/** Tax relief and the state pension account are rules, never a product's price. */
const TAX = /税优|个税|抵扣|抵税|免税|扣除|个人养老金/;
/** Taking money out of a policy: servicing, whatever product is in play. */
const WITHDRAW = /取(?:点|些)?钱|钱取出|取出来|减保|部分领取|保单贷款怎么/;
/** How to say it to a customer, or whether it may be said: sales conduct, even with products in play. */
const HOW_TO_SAY = /合规|能不能说|可以说|怎么说|怎么回|怎么劝|怎么解释|话术|怎么讲/;
/** Planning cover rather than picking a product ('怎么规划保障', '做个保障方案', '重疾和医疗的组合'). */
const PLANNING = /规划|方案|怎么配置|如何配置|怎么配|配置建议|组合|搭配/;
/** Insurance in general wanted: '推荐点保险', '买什么保险', '怎么买保险', '该配啥'. */
const ANY_INSURANCE =
  /(?:推荐|买|配|选|规划)(?:点|些|一下|个|份)?(?:什么|哪些|啥)?(?:保险|保障)|(?:什么|哪些|啥)(?:保险|保障)|怎么买保险|怎么配|配(?:什么|啥)/;
/** What can still be bought ('60多岁了还能配置什么保险'): the products open to that age, not a plan. */
const STILL_ABLE = /还能|还可以|还有(?:什么|哪些|啥)/;
/** Who may be a party ('17岁的孩子能自己当投保人吗'): a rule, whoever is described. */
const PARTY_RULE = /(?:能|可以|可不可以|能不能)(?:自己)?(?:当|做|作为|是)(?:投保人|被保险人|被保人|受益人)/;
/** Insurers compared by how many products they sell ('哪家公司的重疾险最多'): counted from the catalogue. */
export const COMPANY_MOST =
  /哪家(?:保险)?(?:公司)?(?:的)?(?:在售)?(?:产品|款|[^，。？理赔投诉]{0,6}险)(?:最多|数量最多)|(?:产品|险)最多的(?:是)?哪家/;
/** Changing a policy held ('已经交了5年的重疾能不能降低保额', '犹豫期内退保手续费多少'): servicing. */
const CHANGE_HELD =
  /降低保额|调低保额|减少保额|保额(?:降|调低|减少)|退保.{0,6}(?:手续费|扣费|扣多少)|(?:手续费|扣费).{0,6}退保/;
/** Ways of doing something asked ('红利有哪几种领法', '保费有几种交法'): knowledge, not products. */
const WAYS_ASKED =
  /(?:哪几种|哪些|几种|哪种)(?:领法|交法|缴法|领取方式|交费方式|方式|办法|方法|途径|渠道|形式)|(?:领法|交法|方式|办法|方法)有(?:哪|几)/;
/** Whether a policy holds ('瞒着老公给他买了寿险，有效吗'): a rule on validity, not products to list. */
const VALIDITY = /有效吗|有效么|还有效|有没有效|是否有效|无效吗|算数吗|作数吗|还算数/;
/** The most death cover asked ('孩子8岁身故保额最多多少'): for a minor that is a statutory cap. */
const DEATH_COVER_LIMIT =
  /(?:身故|死亡)(?:保额|保险金|赔付|赔)?.{0,8}(?:最多|上限|最高|限额|封顶|不能超过)|(?:最多|最高)(?:能)?(?:买|赔|保)?.{0,6}(?:身故|死亡)/;
const KNOWLEDGE_ACTS: ReadonlySet<Intent> = new Set([
  'rule_law',
  'policy_service',
  'claims',
  'faq',
] as Intent[]);
const MINOR = /孩子|小孩|儿子|女儿|宝宝|未成年|少儿|学生/;
/** A customer's objection: what they think or complain of ('客户嫌贵', '客户觉得没必要'). */
const OBJECTION = /客户(?:嫌|觉得|认为|抱怨|担心|怕|总说|老说|说)(?!想|要买|打算)/;
/** Whether a budget is enough ('一年500块的医疗险够吗'): answered yes or no first. */
export const ENOUGH_ASKED = /够吗|够不够|够用吗|够了吗|够没够|能不能够|够买/;
/** A wish to buy ('想给宝宝买保险', '打算买重疾'). */
const WANTS_TO_BUY = /(?:想|要|打算|准备)(?:给.{1,6})?(?:买|投保|配置|配)/;
/** Whether a named product can be bought ('50岁能买定安定寿吗'): its own rules answer, not underwriting. */
const CAN_BUY = /能买|能投|可以买|可以投|能不能买|能不能投|可不可以买|买得了|投得了|能保吗|可以保吗/;
const PRICE = /保费|多少钱|价格|费率|贵|便宜|交多少|几块/;
/** Others asked for ('有没有便宜点的', '还有保障更好的吗'): a new search, not the product in play's facts. */
const OTHERS = /有没有|有没|还有|换|别的|其他|其它|再找|再推荐|再给|推荐/;
/** A follow-up that is only a wish to pay less ('预算再低一点', '便宜点的呢'): other products, cheapest first. */
const ONLY_CHEAPER =
  /^(?:那|那就|还是)?(?:预算|保费|价格)?(?:再|能|可以)?(?:低|便宜|少)(?:一)?(?:点|些)(?:的)?(?:吧|呢|啊|吗)?[?？。!！]*$/;
const ALTERNATIVE: ReadonlySet<string> = new Set(['cheaper', 'better_cover', 'higher_sum_insured']);
/** The sum insured a budget buys ('保额能做到多少', '能买多少保额'). */
const SUM_FOR_BUDGET =
  /保额.{0,6}(?:多少|多高|多大)|(?:买|做|配)(?:到|得到)?多少保额|能(?:买|做|配)(?:到|得到)多少/;
/** Who a product suits ('尊荣终身寿适合什么人'): the product's own lines on it, not a concept. */
const SUITS_WHOM =
  /适合(?:什么|哪些|哪类|哪种)?(?:人|客户|人群|职业|工种|年龄|年纪)|适合谁|什么人(?:适合|买|能买)|卖给谁|目标客户|客群/;
/** Products asked for ('推荐增额终身寿', '有什么好的年金险'): a selection, whatever the type's concepts. */
const RECOMMEND = /推荐|介绍几款|有什么好的|有哪些好的|买哪款|选哪款|哪款好|哪几款好/;
/** A concept asked about the type ('增额终身寿是什么', '年金和增额寿区别'): knowledge, even with 推荐. */
const CONCEPT_ASKED = /什么是|是什么|区别|不同|意思|为什么|怎么样|靠谱|适合什么|怎么选|原理|收益怎么/;
/** Stopping payments ('交一年试试，不想交了就停'): servicing a policy, whatever words surround it. */
const STOP_PAYING = /不想(?:再)?交了?|不交了|停交|交不起|交不动|不续交|断交|断缴/;
/** Conduct of selling ('推荐产品要注意什么合规问题'): sales conduct, not a product list. */
const COMPLIANCE = /合规|违规|红线|监管要求|销售误导|不能说的/;
/** A price asked as an amount ('保费多少', '贵不贵'); '保费可以用信用卡交吗' asks how to pay. */
const PRICE_AMOUNT = /多少|几[块千万百]|贵|便宜|价格|价位|算|报价|费率/;
/** How many policies one person may hold ('一个人能买几份意外险'): a rule, not a product list. */
const HOW_MANY_POLICIES =
  /(?:能|可以)?买(?:几份|多份|两份|好几份)|几份(?:意外|重疾|寿险|医疗|保险)|重复(?:买|投保)/;
/** Two kinds of cover weighed ('定期寿险和终身寿险怎么选'). */
const WEIGHING = /怎么选|哪个好|哪个更好|区别|不同|先买|还是|选哪|哪种|哪个适合|哪个更适合|适合哪/;

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
  if (ARTICLE.test(norm)) return sure('rule_law');
  // '第三十八条规定了啥': an article of the law, with no product named whose clause it could be.
  if (questionArticleRefs(norm).length > 0 && strong.length === 0 && context.lockedProducts.length === 0)
    return sure('rule_law');
  if (UNDISCLOSED.test(norm) && THEN_CLAIM.test(norm) && strong.length === 0) return sure('rule_law');
  if (PARTY_RULE.test(norm) && strong.length === 0) return sure('rule_law');
  if (COMPANY_MOST.test(norm) && strong.length === 0) return sure('catalogue_list');
  if (CHANGE_HELD.test(norm) && strong.length === 0 && !KNOWLEDGE_ACTS.has(intent))
    return sure('policy_service');
  if (WAYS_ASKED.test(norm) && strong.length === 0 && !KNOWLEDGE_ACTS.has(intent)) return sure('faq');
  if (VALIDITY.test(norm) && strong.length === 0 && !KNOWLEDGE_ACTS.has(intent)) return sure('rule_law');
  const minor = MINOR.test(norm) || (own.age !== undefined && own.age < 18) || own.relation === 'child';
  if (DEATH_COVER_LIMIT.test(norm) && minor && strong.length === 0) return sure('rule_law');
  if (TAX.test(norm) && strong.length === 0 && own.age === undefined) return sure('rule_law');
  if (WITHDRAW.test(norm) && (intent === 'out_of_scope' || intent === 'faq' || intent === 'product_query'))
    return sure('policy_service');
  if (HOW_TO_SAY.test(norm) && prediction.act === 'sales_talk' && intent !== 'sales_talk')
    return sure('sales_talk');
  // '客户嫌重疾险太贵了', '客户觉得保险没用': the customer's objection to answer, not products to list.
  if (
    OBJECTION.test(norm) &&
    !WANTS_TO_BUY.test(norm) &&
    own.age === undefined &&
    own.persons === undefined &&
    strong.length === 0 &&
    ['selection', 'price_by_type', 'faq', 'out_of_scope', 'catalogue_list'].includes(intent)
  )
    return sure('sales_talk');
  // '客户刚生了宝宝，想给宝宝买保险': a customer's wish to buy for someone is a selection, not an objection.
  if (
    intent === 'sales_talk' &&
    WANTS_TO_BUY.test(norm) &&
    !HOW_TO_SAY.test(norm) &&
    (own.relation !== undefined || own.age !== undefined || own.persons !== undefined)
  )
    return { intent: 'selection', confidence: decided.confidence };
  // '中端医疗和百万医疗区别': names that are kinds of cover, though some product has them as aliases.
  const namesKindsOnly = strong.every((m) => KIND_WORDS.has(m.text.replace(/^[和与跟及或]/, '')));
  const kindsOnly = strong.length >= 2 && namesKindsOnly;
  if (intent === 'compare' && kindsOnly && own.age === undefined && WEIGHING.test(norm)) return sure('faq');
  if (
    (intent === 'selection' || intent === 'compare') &&
    (namedTypes.length >= 2 || kindWordsIn(norm).length >= 2) &&
    namesKindsOnly &&
    own.age === undefined &&
    own.persons === undefined &&
    WEIGHING.test(norm)
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
    !CONCEPT_ASKED.test(norm) &&
    !HOW_TO_SAY.test(norm)
  )
    return { intent: 'family_plan', confidence: decided.confidence };
  // '有没有便宜点的' after a product's premium: other products on the same terms, the cheapest first.
  if (
    ['premium', 'product_query', 'faq', 'price_by_type'].includes(intent) &&
    strong.length === 0 &&
    !reading.refs.deictic &&
    (OTHERS.test(norm) || ONLY_CHEAPER.test(norm)) &&
    (own.constraints ?? []).some((c) => ALTERNATIVE.has(c)) &&
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
    CAN_BUY.test(norm) &&
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
    SUM_FOR_BUDGET.test(norm) &&
    context.lockedProducts.length > 0 &&
    (own.budget ?? context.entities.budget) !== undefined &&
    strong.length === 0 &&
    namedTypes.length === 0
  )
    return sure('premium');
  if (strong.length === 1 && !match.companyType && SUITS_WHOM.test(norm)) return sure('product_query');
  if (
    RECOMMEND.test(norm) &&
    !CONCEPT_ASKED.test(norm) &&
    namedTypes.length > 0 &&
    strong.length === 0 &&
    ['faq', 'out_of_scope', 'chitchat'].includes(intent)
  )
    return { intent: 'selection', confidence: decided.confidence };
  // '定寿怎么选', '增额终身寿靠谱吗': a concept of the type, with no one to pick products for.
  if (
    intent === 'selection' &&
    CONCEPT_ASKED.test(norm) &&
    !RECOMMEND.test(norm) &&
    strong.length === 0 &&
    own.age === undefined &&
    own.persons === undefined &&
    own.budget === undefined &&
    own.relation === undefined &&
    context.lastIntent === undefined
  )
    return { intent: 'faq', confidence: decided.confidence };
  if (STOP_PAYING.test(norm) && ['out_of_scope', 'faq', 'chitchat', 'selection'].includes(intent))
    return sure('policy_service');
  if (COMPLIANCE.test(norm) && strong.length === 0 && own.age === undefined && own.persons === undefined)
    return sure('sales_talk');
  // '保费可以用信用卡交吗', '保费能晚几天交吗': paying, with nothing to price.
  if (
    intent === 'premium' &&
    !PRICE_AMOUNT.test(norm) &&
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
    HOW_MANY_POLICIES.test(norm) &&
    strong.length === 0 &&
    own.age === undefined &&
    ['selection', 'catalogue_list', 'price_by_type', 'product_query'].includes(intent)
  )
    return sure('faq');
  // '最便宜的定期寿险是哪款，30岁男100万', '定寿多少钱一年': a price asked of a type, no product named —
  // the type's products priced and ranked, not a product to be found.
  if (
    intent === 'premium' &&
    (PRICE.test(norm) || own.ranking?.field === 'premium') &&
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
    PLANNING.test(norm) &&
    (own.income !== undefined ||
      (own.age !== undefined && (namedTypes.length >= 2 || /组合|搭配/.test(norm))))
  )
    return { intent: 'family_plan', confidence: decided.confidence };
  // '程序员，33岁，推荐点保险', '女，41岁，怎么买保险': a person described and insurance wanted, no type
  // named — the basic cover that person needs (a plan), not every product they may buy.
  if (
    intent === 'selection' &&
    own.age !== undefined &&
    namedTypes.length === 0 &&
    own.productType === undefined &&
    strong.length === 0 &&
    context.lockedProducts.length === 0 &&
    ANY_INSURANCE.test(norm) &&
    !STILL_ABLE.test(norm)
  )
    return { intent: 'family_plan', confidence: decided.confidence };
  // '一年500块的医疗险够吗': whether a budget buys the type, priced for the person (or an example one).
  if (
    (intent === 'selection' || intent === 'faq') &&
    ENOUGH_ASKED.test(norm) &&
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
    IS_IT_PAID.test(norm) &&
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
    CAN_BUY.test(norm) &&
    !PRICE.test(norm) &&
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
