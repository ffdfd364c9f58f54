import type { Intent } from '../../conversation-types.js';

/**
 * Shapes of question the act corrections read (decision 049 and before): each a general form of asking —
 * a statute article named, a tax question, a wish to pay less, a validity question — never one phrasing.
 */
/** A statute article named ('保险法第十六条', '司法解释三第11条'): a rule question, whatever else. */
export const ARTICLE = /(?:保险法|司法解释|解释[一二三四(（])[^第]{0,8}第[一二三四五六七八九十百零〇\d]+条/;
/** Not disclosed at application, then a claim ('没告诉保险公司有高血压，出险能赔吗'): the disclosure rule. */
export const UNDISCLOSED = /(?:没|未|没有|忘了|忘记)(?:如实)?(?:告诉|告知|说|讲|申报)|隐瞒|瞒报|漏告知/;
export const THEN_CLAIM = /赔|理赔|出险|拒赔|解除|退保费/;
/** Whether something is paid ('骑电动车摔了意外险赔吗'): a question about cover, not a request for a list. */
export const IS_IT_PAID = /赔吗|赔不赔|保不保|管不管|报不报|能报吗|算不算|包不包括|包括吗/;
/** Tax relief and the state pension account are rules, never a product's price. */
export const TAX = /税优|个税|抵扣|抵税|免税|扣除|个人养老金/;
/** Taking money out of a policy: servicing, whatever product is in play. */
export const WITHDRAW = /取(?:点|些)?钱|钱取出|取出来|减保|部分领取|保单贷款怎么/;
/** How to say it to a customer, or whether it may be said: sales conduct, even with products in play. */
export const HOW_TO_SAY = /合规|能不能说|可以说|怎么说|怎么回|怎么劝|怎么解释|话术|怎么讲/;
/** Planning cover rather than picking a product ('怎么规划保障', '做个保障方案', '重疾和医疗的组合'). */
export const PLANNING = /规划|方案|怎么配置|如何配置|怎么配|配置建议|组合|搭配/;
/** Insurance in general wanted: '推荐点保险', '买什么保险', '怎么买保险', '该配啥'. */
export const ANY_INSURANCE =
  /(?:推荐|买|配|选|规划)(?:点|些|一下|个|份)?(?:什么|哪些|啥)?(?:保险|保障)|(?:什么|哪些|啥)(?:保险|保障)|怎么买保险|怎么配|配(?:什么|啥)/;
/** What can still be bought ('60多岁了还能配置什么保险'): the products open to that age, not a plan. */
export const STILL_ABLE = /还能|还可以|还有(?:什么|哪些|啥)/;
/** Who may be a party ('17岁的孩子能自己当投保人吗'): a rule, whoever is described. */
export const PARTY_RULE =
  /(?:能|可以|可不可以|能不能)(?:自己)?(?:当|做|作为|是)(?:投保人|被保险人|被保人|受益人)/;
/** Insurers compared by how many products they sell ('哪家公司的重疾险最多'): counted from the catalogue. */
export const COMPANY_MOST =
  /哪家(?:保险)?(?:公司)?(?:的)?(?:在售)?(?:产品|款|[^，。？理赔投诉]{0,6}险)(?:最多|数量最多)|(?:产品|险)最多的(?:是)?哪家/;
/** Changing a policy held ('已经交了5年的重疾能不能降低保额', '犹豫期内退保手续费多少'): servicing. */
export const CHANGE_HELD =
  /降低保额|调低保额|减少保额|保额(?:降|调低|减少)|退保.{0,6}(?:手续费|扣费|扣多少)|(?:手续费|扣费).{0,6}退保/;
/** Ways of doing something asked ('红利有哪几种领法', '保费有几种交法'): knowledge, not products. */
export const WAYS_ASKED =
  /(?:哪几种|哪些|几种|哪种)(?:领法|交法|缴法|领取方式|交费方式|方式|办法|方法|途径|渠道|形式)|(?:领法|交法|方式|办法|方法)有(?:哪|几)/;
/** What a kind of cover does not pay for ('重疾险不赔的情况有哪些'): its exclusions, not products to list. */
export const EXCLUSIONS_ASKED =
  /不赔的(?:情况|情形|原因|病|疾病)|(?:哪些|什么)(?:情况|情形)?(?:下)?(?:不赔|不保|拒赔)|免责(?:条款|情形|情况)?(?:有哪些|是什么|包括)|责任免除(?:有哪些|是什么|包括)/;
/** The first step after an event ('重疾确诊了先找谁', '出险了第一步做什么'): reporting the claim. */
export const CLAIM_FIRST_STEP =
  /(?:确诊|出险|住院|出事|出了事|发生事故|受伤|骨折|去世|身故)了?[^，。？]{0,4}(?:先|首先|第一步)?(?:找谁|联系谁|该做什么|先做什么|第一步做什么|第一步|要做什么)/;
/** Premiums after a claim ('重疾确诊后还要交保费吗'): how the contract goes on, not a price. */
export const PREMIUM_AFTER_CLAIM =
  /(?:确诊|出险|理赔|赔付|赔了|得了)[^，。？]{0,8}(?:后|以后|之后)[^，。？]{0,6}(?:还要|还需要|还得|要不要|需不需要|继续|还用)交/;
/** Whether a policy holds ('瞒着老公给他买了寿险，有效吗'): a rule on validity, not products to list. */
export const VALIDITY = /有效吗|有效么|还有效|有没有效|是否有效|无效吗|算数吗|作数吗|还算数/;
/** The most death cover asked ('孩子8岁身故保额最多多少'): for a minor that is a statutory cap. */
export const DEATH_COVER_LIMIT =
  /(?:身故|死亡)(?:保额|保险金|赔付|赔)?.{0,8}(?:最多|上限|最高|限额|封顶|不能超过)|(?:最多|最高)(?:能)?(?:买|赔|保)?.{0,6}(?:身故|死亡)/;
export const KNOWLEDGE_ACTS: ReadonlySet<Intent> = new Set([
  'rule_law',
  'policy_service',
  'claims',
  'faq',
] as Intent[]);
export const MINOR = /孩子|小孩|儿子|女儿|宝宝|未成年|少儿|学生/;
/** A customer's objection: what they think or complain of ('客户嫌贵', '客户觉得没必要'). */
export const OBJECTION = /客户(?:嫌|觉得|认为|抱怨|担心|怕|总说|老说|说)(?!想|要买|打算)/;
/** Whether a budget is enough ('一年500块的医疗险够吗'): answered yes or no first. */
export const ENOUGH_ASKED = /够吗|够不够|够用吗|够了吗|够没够|能不能够|够买/;
/** A wish to buy ('想给宝宝买保险', '打算买重疾'). */
export const WANTS_TO_BUY = /(?:想|要|打算|准备)(?:给.{1,6})?(?:买|投保|配置|配)/;
/** Whether a named product can be bought ('50岁能买定安定寿吗'): its own rules answer, not underwriting. */
export const CAN_BUY = /能买|能投|可以买|可以投|能不能买|能不能投|可不可以买|买得了|投得了|能保吗|可以保吗/;
export const PRICE = /保费|多少钱|价格|费率|贵|便宜|交多少|几块/;
/** Others asked for ('有没有便宜点的', '还有保障更好的吗'): a new search, not the product in play's facts. */
export const OTHERS = /有没有|有没|还有|换|别的|其他|其它|再找|再推荐|再给|推荐/;
/** A follow-up that is only a wish to pay less ('预算再低一点', '便宜点的呢'): other products, cheapest first. */
export const ONLY_CHEAPER =
  /^(?:那|那就|还是)?(?:预算|保费|价格)?(?:再|能|可以)?(?:低|便宜|少)(?:一)?(?:点|些)(?:的)?(?:吧|呢|啊|吗)?[?？。!！]*$/;
export const ALTERNATIVE: ReadonlySet<string> = new Set(['cheaper', 'better_cover', 'higher_sum_insured']);
/** The sum insured a budget buys ('保额能做到多少', '能买多少保额'). */
export const SUM_FOR_BUDGET =
  /保额.{0,6}(?:多少|多高|多大)|(?:买|做|配)(?:到|得到)?多少保额|能(?:买|做|配)(?:到|得到)多少/;
/** Who a product suits ('尊荣终身寿适合什么人'): the product's own lines on it, not a concept. */
export const SUITS_WHOM =
  /适合(?:什么|哪些|哪类|哪种)?(?:人|客户|人群|职业|工种|年龄|年纪)|适合谁|什么人(?:适合|买|能买)|卖给谁|目标客户|客群/;
/** Products asked for ('推荐增额终身寿', '有什么好的年金险'): a selection, whatever the type's concepts. */
export const RECOMMEND = /推荐|介绍几款|有什么好的|有哪些好的|买哪款|选哪款|哪款好|哪几款好/;
/** A concept asked about the type ('增额终身寿是什么', '年金和增额寿区别'): knowledge, even with 推荐. */
export const CONCEPT_ASKED = /什么是|是什么|区别|不同|意思|为什么|怎么样|靠谱|适合什么|怎么选|原理|收益怎么/;
/** Stopping payments ('交一年试试，不想交了就停'): servicing a policy, whatever words surround it. */
export const STOP_PAYING = /不想(?:再)?交了?|不交了|停交|交不起|交不动|不续交|断交|断缴/;
/** Conduct of selling ('推荐产品要注意什么合规问题'): sales conduct, not a product list. */
export const COMPLIANCE = /合规|违规|红线|监管要求|销售误导|不能说的/;
/** A price asked as an amount ('保费多少', '贵不贵'); '保费可以用信用卡交吗' asks how to pay. */
export const PRICE_AMOUNT = /多少|几[块千万百]|贵|便宜|价格|价位|算|报价|费率/;
/** How many policies one person may hold ('一个人能买几份意外险'): a rule, not a product list. */
export const HOW_MANY_POLICIES =
  /(?:能|可以)?买(?:几份|多份|两份|好几份)|几份(?:意外|重疾|寿险|医疗|保险)|重复(?:买|投保)/;
/** Two kinds of cover weighed ('定期寿险和终身寿险怎么选'). */
export const WEIGHING =
  /怎么选|哪个好|哪个更好|区别|不同|先买|还是|选哪|买哪|哪种|哪个适合|哪个更适合|适合哪|哪个(?:更)?(?:重要|优先|划算|实用|有用|必要)|优先(?:买|配|考虑)/;
