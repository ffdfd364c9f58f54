import type { ProductMention } from '../conversation-types.js';

/**
 * Finds a product-like name the catalogue does not know ('神龙无敌保的等待期多久'). Without it such a
 * question reads as a follow-up on the locked product and gets that product's facts: a wrong answer
 * that looks right. Names are recognised by shape, so the rule leans to missing a name rather than
 * calling an ordinary phrase ('重疾险', '这款保险', '可以续保吗') a product.
 */

/** How product names end in the market ('…保', '…宝', '…福', '…康', '…安', '…佑', '…险'). */
const NAME_END = /[保宝险福康安佑]$/;
/**
 * Words around a name in a question: the name is what lies between them. Verbs and particles next to
 * a type word ('有了社保', '给家人投保寿险') are split off so what is left reads as generic.
 */
const SPLIT =
  /客户|顾客|客人|他们|我们|你们|他|她|我|你|问|说|觉得|担心|想|要|的|没有|有|和|跟|与|及|对比|比较|还是|或者|怎么样|怎样|咋样|好不好|好吗|如何|靠谱|值得|值不值|吗|呢|吧|啊|呀|多少|多久|是不是|是什么|是否|有没有|有什么|有哪些|能不能|能否|可以|可不可以|能|请问|麻烦|帮我|帮忙|我想|想要|了解|介绍|查询|查一下|查下|看看|看一下|一下|说说|讲讲|购买|投保了|投保|买了|了|买|推荐|给我|关于|那么|那|这款|那款|这个|那个|该|哪款|哪个|保费|保额|等待期|犹豫期|宽限期|佣金|彩页|条款|保障|责任|理赔|现金价值|[^\u4e00-\u9fff]+/g;
/** Type words and modifiers: a phrase made only of these is a kind of cover, not a product's name. */
const GENERIC_PART =
  /第[一二三四五六七八九十百\d]+条|普通|消费型|返还型|给付型|报销型|理财型|理财|储蓄型|储蓄|分红型|万能型|投连型|保本型|很多|一些|各种|所有|其他|别的|重大疾病保险|重大疾病|重疾险|重疾|医疗保险|医疗险|医疗|百万|寿险|定期|终身|增额|年金|养老|教育金|意外伤害|意外险|意外|伤害|身故|死亡|防癌|癌症|肿瘤|护理|两全|万能|分红|投连|财产|健康|人寿|商业|补充|住院|门诊|门急诊|费用|津贴|车险|旅游|旅行|航空|交通|境外|税优|普惠|城市|互联网|少儿|儿童|小孩|孩子|宝宝|成人|老人|老年|女性|男性|学生|家庭|个人|团体|长期|短期|高端|中端|惠民保|惠民|大病|职工|居民|城乡|城镇|农村|什么|哪些|这类|此类|[一二两三四五六七八九十几多每这那各\d]+[份款个张]|保险|险种|险/g;
/**
 * Acts on a policy and risk words: a phrase ending in one ('保证续保', '等待期内出险') is about the act,
 * not a name. The rare name that ends so is missed rather than every such phrase caught; '医保' and
 * '社保' are left to the generic check, since names do end in them ('好医保').
 */
const ACT_END =
  /(?:投保|承保|续保|退保|核保|参保|加保|减保|停保|断保|复效|担保|确保|环保|农保|出险|风险|危险)$/;
/** Whole phrases ending like a name that are not one: everyday words and insurers (a company is not a product; catalogue companies are checked separately). */
const NOT_A_NAME = new Set([
  '投保',
  '承保',
  '续保',
  '退保',
  '核保',
  '参保',
  '加保',
  '减保',
  '停保',
  '断保',
  '担保',
  '确保',
  '环保',
  '医保',
  '社保',
  '农保',
  '出险',
  '风险',
  '危险',
  '平安',
  '中国平安',
  '泰康',
  '众安',
  '太平',
  '人保',
  '太保',
  '国寿',
  '友邦',
  '安盛',
  '华安',
  '长安',
  '安康',
  '幸福',
  '祝福',
  '保佑',
  '支付宝',
  '余额宝',
]);

export interface UnknownProduct {
  name: string;
  /** Weak catalogue matches inside the name: offered as 'did you mean', never answered from. */
  near: string[];
}

export interface UnknownProductInput {
  /** The normalised question (NFKC, lower case, no spaces). */
  text: string;
  mentions: readonly ProductMention[];
  /** Text of an ambiguous reference, which is a known name. */
  ambiguousText?: string;
  /** True for a catalogue company's name or short form ('泓源', '泓源人寿'). */
  isCompany: (word: string) => boolean;
  /** Mentions at or above this score name a product for sure. */
  strong: number;
}

/** Social insurance qualified ('不限社保', '没有医保'): a condition of cover, not a name ending in 保. */
const SOCIAL_QUALIFIED = /(?:不限|没有|没|无|有|带|不带|要求|不要求|交了|断缴|不看)(?:社保|医保)$/;
/** Negation and aspect words: a phrase holding one tells what happened ('十年没出过险'), names do not. */
const NARRATION = /[没未曾过着被把再]/;

function isGeneric(name: string, isCompany: (word: string) => boolean): boolean {
  if (NOT_A_NAME.has(name) || ACT_END.test(name) || NARRATION.test(name) || SOCIAL_QUALIFIED.test(name))
    return true;
  const rest = name.replace(GENERIC_PART, '');
  return rest.length < 2 || NOT_A_NAME.has(rest) || isCompany(rest) || isCompany(name);
}

interface Segment {
  name: string;
  start: number;
  end: number;
}

/** The stretches between the words around names, with their positions in the question. */
function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  for (const sep of text.matchAll(SPLIT)) {
    out.push({ name: text.slice(start, sep.index), start, end: sep.index });
    start = sep.index + sep[0].length;
  }
  out.push({ name: text.slice(start), start, end: text.length });
  return out;
}

/** The first product-like name in the question that no catalogue product answers to. */
export function findUnknownProduct(input: UnknownProductInput): UnknownProduct | undefined {
  const { text, mentions, ambiguousText, isCompany, strong } = input;
  // Only 《》 quote a name: “…” quotes terms ('“双录”') and 《》 with a name's ending excludes laws.
  const quoted = [...text.matchAll(/《([^》]{2,20})》/g)].map((m) => ({
    name: m[1] ?? '',
    start: m.index + 1,
    end: m.index + 1 + (m[1]?.length ?? 0),
  }));
  const shaped = segments(text).filter((s) => s.name.length >= 3);
  const spans = (name: string): [number, number][] =>
    [...text.matchAll(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map((m) => [
      m.index,
      m.index + name.length,
    ]);
  const over = (seg: Segment, name: string) => spans(name).some(([s, e]) => s < seg.end && e > seg.start);
  for (const seg of [...quoted, ...shaped]) {
    if (!NAME_END.test(seg.name) || isGeneric(seg.name, isCompany)) continue;
    if (ambiguousText && over(seg, ambiguousText)) continue;
    const inside = mentions.filter((m) => over(seg, m.text));
    if (inside.some((m) => m.score >= strong)) continue;
    return { name: seg.name, near: inside.map((m) => m.code) };
  }
  return undefined;
}
