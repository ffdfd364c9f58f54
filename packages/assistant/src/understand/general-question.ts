import type { ProductType } from '@broker/contract';
import type { Entities } from './types.js';

/**
 * Wording that asks how insurance works in general ('一般', '是什么', '要不要'): with no product named
 * or pointed at, the answer is knowledge, not the facts of whatever products happen to be locked.
 */
const KNOWLEDGE_CUE =
  /一般|通常|普遍|大多|大部分|多少(?:比较)?合适|什么是|是什么|什么意思|啥意思|是啥|怎么理解|指的是|含义|定义|为什么|科普|解释一下|有必要|要不要|需不需要|需要.{0,10}吗|值不值|值得.{0,6}吗|哪些情况|什么情况|是不是|算不算|怎么界定|有什么用|什么作用/;
/**
 * Comparison wording. It compares products unless the question names what it compares and that is not
 * a product: two product types ('重疾险和医疗险有什么区别'), facts ('犹豫期和等待期的区别') or other
 * things joined by 和/与/跟 ('趸交和期交的区别'). Bare '有什么区别' after a list compares the list, and
 * one type alone ('医疗险哪个好') asks for products.
 */
const COMPARE_CUE = /区别|不同|差别|差异|哪个好|哪个更|哪个先|还是/;
const NAMES_TWO_THINGS = /[和跟与]/;
/**
 * Wording that asks how long, how much or how a type pays. With a product type named it asks about the
 * type ('重疾险的等待期多久'); with none it is a follow-up on the locked products ('等待期多久').
 */
const TYPE_FACT_CUE = /多久|多长|多少天|多少年|几年|怎么赔|如何赔|怎么报|能报|能赔|赔不赔|报不报/;
/**
 * Asking for products ('推荐', '有哪些', '买哪款', '预算'): a selection, whatever else the wording says.
 * The classifier's selection rules weigh the same words; this only keeps them from being read as
 * knowledge.
 */
const WANTS_PRODUCTS =
  /推荐|买什么|买啥|买哪|选哪|怎么选|如何选|挑一|帮.{0,4}(?:找|挑|选)|有哪些.{0,6}(?:产品|险)|有什么产品|哪几款|哪款|预算|配置|规划/;
/** '医疗险有哪些' lists products; '重疾险的保障责任有哪些' lists a fact's items (a topic is asked). */
const LISTS_PRODUCTS = /有哪些(?:产品|款)?[?？吗呢]*$/;

export interface GeneralSignals {
  /** Normalized question text. */
  text: string;
  /** A product is named (with a usable score) or a name fits several products. */
  productNamed: boolean;
  /** '这款', '这两款', '第二个', '前两款', '它们' … */
  pointsAtProduct: boolean;
  /** The product types this question itself names. */
  types: readonly ProductType[];
  /** A product fact is asked for (topics.ts). */
  hasTopic: boolean;
  /** This question's own entities. */
  entities: Entities;
}

/** A general-knowledge question: answered from the knowledge base, never as the locked products' facts. */
export function isGeneralQuestion(s: GeneralSignals): boolean {
  if (s.productNamed || s.pointsAtProduct) return false;
  if (WANTS_PRODUCTS.test(s.text) || (LISTS_PRODUCTS.test(s.text) && !s.hasTopic)) return false;
  // A stated age or budget is a customer to find products for ('30岁重疾险一般买多少保额').
  const e = s.entities;
  if (e.age !== undefined || e.ageRange !== undefined || e.budget !== undefined) return false;
  if (KNOWLEDGE_CUE.test(s.text)) return true;
  const namesType = s.types.length > 0;
  const twoThings = s.types.length > 1 || s.hasTopic || NAMES_TWO_THINGS.test(s.text);
  if (COMPARE_CUE.test(s.text) && twoThings) return true;
  return namesType && (s.hasTopic || TYPE_FACT_CUE.test(s.text));
}

/**
 * The locked products are set aside when the question names product types and none of the locked
 * products is of them ('医疗险的等待期' while 重疾险 are locked): their facts would answer another type.
 * A product named or pointed at decides instead ('这款医疗险' still means the locked one).
 */
export function setsAsideLocked(
  s: Pick<GeneralSignals, 'productNamed' | 'pointsAtProduct' | 'types'>,
  lockedTypes: readonly ProductType[],
): boolean {
  if (s.productNamed || s.pointsAtProduct || s.types.length === 0 || lockedTypes.length === 0) return false;
  return s.types.every((t) => !lockedTypes.includes(t));
}
