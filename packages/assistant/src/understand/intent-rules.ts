import type { Intent } from '../conversation-types.js';
import type { Entities } from './types.js';

/** What the classifier knows about a question besides its words. */
export interface IntentSignals {
  /** Normalized question (NFKC, lower case). */
  text: string;
  /** jieba tokens of the question. */
  tokens: readonly string[];
  /** Products the question names with a usable score. */
  productCount: number;
  /** A product reference that fits several products ('宽保', '泓源的重疾'). */
  ambiguousRef: boolean;
  lockedCount: number;
  /** '这款', '它', '第二个' … */
  deictic: boolean;
  /** '这两款', '它们' … */
  deicticPlural: boolean;
  /** A product fact is asked for (topics.ts). */
  hasTopic: boolean;
  /** This question's own entities (not the remembered ones). */
  entities: Entities;
  /** The question names an insurance word (token or raw text). */
  insuranceVocabulary: boolean;
  /** A general-knowledge question (general-question.ts): the locked products are not what it asks about. */
  general: boolean;
}

export interface IntentRule {
  intent: Intent;
  weight: number;
  pattern?: RegExp;
  /** Extra condition over the signals; the rule counts only when both hold. */
  when?: (s: IntentSignals) => boolean;
}

/** A product is in play: named, or pointed at ('这款' with nothing locked still means some product). */
const namesProduct = (s: IntentSignals): boolean => s.productCount > 0 || s.ambiguousRef || s.deictic;
/**
 * Two or more products are in play: named, referred to together, or named next to another name. The
 * locked ones count only for a question about products ('哪个好'), not for one comparing types or terms.
 */
const twoProducts = (s: IntentSignals): boolean =>
  s.productCount >= 2 ||
  s.deicticPlural ||
  (s.lockedCount >= 2 && !s.productCount && !s.general) ||
  ((s.productCount >= 1 || s.ambiguousRef) && /[和跟与同]|还是|vs|pk/.test(s.text));
const person = (e: Entities): boolean =>
  e.age !== undefined || e.ageRange !== undefined || e.relation !== undefined || e.gender !== undefined;

/** Greetings, thanks and acknowledgements, alone or strung together ('好的，谢谢'). */
const CHAT_WORD =
  '(?:你好|您好|hi|hello|嗨|哈喽|在吗|在不在|早上好|早|晚上好|下午好|谢谢|谢谢你|多谢|感谢|谢啦|好的|好滴|ok|嗯+|收到|再见|拜拜|辛苦了|哈+|呵呵|厉害|真棒)';
const CHAT_END = '[啊呀哈了你您]?[!！。~～,，.\\s]*';
const CHAT_ONLY = new RegExp(`^${CHAT_WORD}${CHAT_END}(?:${CHAT_WORD}${CHAT_END})*$`);

/**
 * Weighted rules: every rule that holds adds its weight to its intent, the highest total wins. The
 * weights encode how decisive a wording is: '佣金' or '彩页' alone decide, '推荐' leans to selection,
 * '怎么样' means something only next to a product.
 */
export const INTENT_RULES: readonly IntentRule[] = [
  // selection
  {
    intent: 'selection',
    weight: 1.2,
    pattern:
      /买什么|买哪[个款种份家些]|选哪|推荐|怎么选|如何选|该买|应该买|值得买|配置|规划|怎么买|挑一|买啥/,
  },
  {
    intent: 'selection',
    weight: 0.8,
    pattern: /有(?:什么|哪些|没有|啥).{0,6}(?:产品|保险|险|重疾|医疗|年金|寿)/,
  },
  {
    intent: 'selection',
    weight: 0.8,
    pattern: /给.{1,6}(?:买|配|上|投)|想买|要买|打算买|准备买|帮.{0,4}(?:找|挑|选)/,
  },
  { intent: 'selection', weight: 0.8, pattern: /预算/ },
  {
    intent: 'selection',
    weight: 1.0,
    pattern: /(?:有哪些|有什么|有啥|都有什么|哪几款)(?:产品|险种|款)?[?？吗呢]*$/,
  },
  {
    intent: 'selection',
    weight: 1.0,
    pattern: /(?:用|选|买|配|上)什么(?:产品|保险|险)|什么(?:产品|保险)(?:好|合适|比较好)/,
  },
  { intent: 'selection', weight: 0.6, pattern: /适合|合适/ },
  { intent: 'selection', weight: 0.8, pattern: /哪[个款家种]好|哪[个款家种]比较好/ },
  {
    intent: 'selection',
    weight: 0.6,
    when: (s) => person(s.entities) && s.entities.productType !== undefined && !namesProduct(s),
  },
  // product_query
  { intent: 'product_query', weight: 1.2, when: (s) => s.hasTopic && namesProduct(s) },
  // A fact asked with products locked but none named is about them ('等待期多久'), unless it is asked in
  // general ('等待期一般多久', '医疗险的等待期' with 重疾险 locked).
  {
    intent: 'product_query',
    weight: 1.0,
    when: (s) => s.hasTopic && !namesProduct(s) && s.lockedCount > 0 && !s.general,
  },
  {
    intent: 'product_query',
    weight: 0.8,
    pattern: /怎么样|好不好|如何|介绍|详细|讲讲|说说|了解|条款|特色|亮点|优势|优点|缺点|卖点|靠谱/,
    when: (s) => namesProduct(s) || (s.lockedCount > 0 && !s.general),
  },
  { intent: 'product_query', weight: 0.5, when: (s) => s.productCount > 0 || s.ambiguousRef },
  // compare
  {
    intent: 'compare',
    weight: 1.6,
    pattern: /对比|比较|比一比|比一下|pk|vs|区别|不同|差异|差别|哪个好|哪款好|哪个更|选哪个|哪个划算|还是/,
    when: twoProducts,
  },
  { intent: 'compare', weight: 1.4, pattern: /对比一下|比较一下|做个对比|对比表/ },
  // premium
  {
    intent: 'premium',
    weight: 1.4,
    pattern:
      /保费|多少钱|价格|费率|贵不贵|贵吗|便宜|(?:交|缴)多少(?!年)|一年.{0,4}多少|每年.{0,4}多少|一个月.{0,4}多少|每月.{0,4}多少|报价|算一下|算算|测算|试算|算个价/,
  },
  // commission
  { intent: 'commission', weight: 2.2, pattern: /佣金|推广费|手续费|提成|返佣|返点|fyc|展业费|推动费|津贴/ },
  { intent: 'commission', weight: 1.6, pattern: /我能拿多少|能拿多少|我拿多少|能赚多少|赚多少|收入多少/ },
  // brochure
  {
    intent: 'brochure',
    weight: 2.2,
    pattern: /彩页|海报|宣传页|宣传图|宣传资料|产品图|介绍图|长图|展业素材|朋友圈素材|计划书|建议书|一页纸/,
  },
  { intent: 'brochure', weight: 1.0, pattern: /生成.{0,6}(?:图|页)|做.{0,4}(?:图|页)|发(?:给)?客户/ },
  // underwriting
  {
    intent: 'underwriting',
    weight: 2.0,
    pattern: /能买|能投|可以买|可以投|能保|可以保|投保|买吗|能不能|核保|告知|拒保|除外|加费|影响|能过|会拒/,
    // A health condition, or smoking (a rating factor underwriters ask about like one).
    when: (s) =>
      (s.entities.conditions?.length ?? 0) > 0 || (s.entities.constraints ?? []).includes('smoker'),
  },
  {
    intent: 'underwriting',
    weight: 1.8,
    pattern:
      /核保|健康告知|智能核保|预核保|带病投保|既往症|体检异常|体检报告|病史|(?:要|需要|用不用|该不该|必须)告知|告知吗|如实告知/,
  },
  { intent: 'underwriting', weight: 0.8, when: (s) => (s.entities.conditions?.length ?? 0) > 0 },
  // vehicle
  {
    intent: 'vehicle',
    weight: 2.6,
    pattern:
      /车险|交强险|商业险|三者险|第三者责任|车损|车船税|驾乘|汽车保险|车辆保险|机动车|新车|买车|续保车|车子|撞车|车撞|追尾|刮蹭|剐蹭|倒车撞|车被/,
  },
  // customer_service
  {
    intent: 'customer_service',
    weight: 2.4,
    pattern: /转人工|人工客服|真人客服|找客服|联系客服|客服电话|人工服务|投诉|工单|找人工|要人工/,
  },
  { intent: 'customer_service', weight: 1.5, pattern: /客服|人工|热线|联系电话|电话(?:是)?多少/ },
  // faq
  {
    intent: 'faq',
    weight: 1.2,
    pattern:
      /什么是|是什么|什么意思|啥意思|是啥|怎么理解|指的是|含义|定义|有什么区别|的区别|有啥区别|区别是|为什么|怎么算|如何计算|科普|解释一下|有什么用|什么作用|一般多久|一般是/,
  },
  { intent: 'faq', weight: 0.6, when: (s) => s.hasTopic && !namesProduct(s) && s.lockedCount === 0 },
  // Knowledge wording with no product named or pointed at ('重疾险的等待期一般多长'): decides by itself,
  // over a product type that would otherwise read as a need to select for.
  { intent: 'faq', weight: 1.2, when: (s) => s.general },
  // unlock
  {
    intent: 'unlock',
    weight: 2.6,
    pattern:
      /换个产品|换一款|换一个|换个|换款|换别的|不看这款|不要这款|不聊这个|不说这个|不看了|不要了|重新推荐|重新选|重新来|看看别的|看看其他|别的产品|其他产品|取消锁定|解锁/,
  },
  // chitchat
  { intent: 'chitchat', weight: 2.2, pattern: CHAT_ONLY },
  {
    intent: 'chitchat',
    weight: 1.6,
    pattern:
      /你是谁|你叫什么|你能做什么|你会什么|你会干什么|你有什么功能|介绍一下你自己|你是机器人|你是ai|你是人工智能|你是真人/,
  },
  { intent: 'chitchat', weight: 0.4, pattern: /^(?:你好|您好|hi|hello|嗨|哈喽|谢谢)/ },
  // out_of_scope: wording that is about something else entirely
  {
    intent: 'out_of_scope',
    weight: 2.4,
    pattern:
      /天气|气温|下雨|下雪|股票|炒股|股价|大盘|基金|彩票|比特币|数字货币|python|java|javascript|代码|脚本|编程|写.{0,4}(?:程序|作文|诗|小说|文章|周报)|翻译|菜谱|做菜|怎么做饭|电影|电视剧|游戏|足球|篮球|nba|新闻|房价|算命|星座|笑话|减肥|旅游攻略|机票|外卖|彩礼|高考|红烧|炒菜|食谱|好吃/,
    when: (s) => !s.insuranceVocabulary,
  },
  { intent: 'out_of_scope', weight: 0.6, pattern: /股票|基金|理财|天气/, when: (s) => s.insuranceVocabulary },
];
