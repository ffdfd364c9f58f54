import type { ProductType } from '@broker/contract';
import { matchPassages, titleSubjectIn, type KnowledgeDoc, type MatchHit } from '../../knowledge/index.js';
import { withFormalTerms } from '../../knowledge/formal-terms.js';
import { withTopicWords } from '../../knowledge/insurance-topics.js';
import { LIFE_COVER_TYPES, namesLifeCover } from '../../understand/life-cover.js';
import { extractProductTypes } from '../../understand/product-type.js';
import type { Intent } from '../types.js';
import type { ComposeInput } from './answer.js';
import { topicWordIn } from './knowledge-topics.js';

/** How many entries are shown with an answer (the best, then related ones). */
export const SOURCES = 3;

/** The FAQ categories that answer each kind of knowledge question: they rank a little higher. */
const FAQ_CATEGORIES: Partial<Record<Intent, readonly string[]>> = {
  rule_law: ['投保规则', '销售合规', '健康告知', '税优与政策', '基础概念', '保全与退保', '理赔'],
  policy_service: ['保全与退保', '缴费'],
  claims: ['理赔'],
  sales_talk: ['异议处理', '家庭配置', '基础概念', '销售合规'],
};
const CATEGORY_BONUS = 0.08;
/**
 * What a question asks of its subject — what it is, or how two differ — and an entry asking the same of
 * that subject and nothing else answers better than one asking something else ('什么是等待期' is '等待期是什么？', not '犹豫期和
 * 等待期有什么区别？').
 */
const QUESTION_FRAMES: readonly RegExp[] = [
  /什么是|是什么|什么叫|叫什么|啥是|是啥|什么意思|啥意思|指什么|指的是/,
  /区别|不同|差在哪|差别|差哪|哪个好|哪个更|还是.+好|怎么选|对比/,
];
const FRAME_BONUS = 0.05;
/**
 * What kind of answer a question wants when it is not a yes or no: a time, a person, an amount, a reason.
 * An entry asking for the same kind fits better than one on the same words asking for another ('理赔款
 * 多久到账' wants a time, not '理赔款会打到谁的账户'); an entry whose question asks for another kind
 * gives way a little.
 */
const ASKED_FOR: readonly RegExp[] = [
  /多久|多长时间|多少天|几天|几个月|什么时候|何时|期限/,
  /(?<![一不])谁|哪个人/,
  /多少钱|赔多少|退多少|能拿多少|拿回多少|贷多少|交多少/,
  /为什么|为啥|凭什么/,
];
const ASKED_FOR_BONUS = 0.05;
function askedForFit(question: string, title: string): number {
  const head = title.split(/[？?]/)[0] ?? title;
  const asked = ASKED_FOR.findIndex((f) => f.test(question));
  if (asked < 0) return 0;
  const offered = ASKED_FOR.findIndex((f) => f.test(head));
  return offered === asked ? ASKED_FOR_BONUS : offered >= 0 ? -ASKED_FOR_BONUS : 0;
}
/** Taken from an entry whose question names a product type the question does not ('意外险和医疗险…'). */
const OTHER_TYPE_PENALTY = 0.1;
/** An FAQ answer's first two sentences: the verdict and what it covers. */
const openingSentence = (text: string) =>
  text
    .split(/(?<=[。！？])/)
    .slice(0, 2)
    .join('');

const category = (doc: KnowledgeDoc) => /· ([^·]+)$/.exec(doc.source)?.[1]?.trim() ?? '';

/**
 * A general question is answered from the FAQ entries whose question and keywords fit it best (the
 * act's own categories a little ahead); one that names product types from entries about those types or
 * about none ('等待期是什么'), not about another type ('医疗险的等待期…' for a 重疾险 question).
 */
const RULE_ACTS: ReadonlySet<string> = new Set(['rule_law', 'claims', 'policy_service', 'sales_talk']);

/**
 * A customer's own words to answer ('客户说不告诉你们也查不出来，我该怎么回'): an objection, answered from
 * the objection entries rather than the sales-conduct rule its words also touch.
 */
const CUSTOMER_OBJECTION =
  /客户(?:说|问|觉得|认为|嫌|担心|总说|老说)[^，。？]*[，,]?.*(?:怎么|如何)(?:回|说|应对|解释)/;

/** The types an entry's question names, '寿险' alone counting as the life types ('重疾险、寿险'). */
function typesIn(title: string): ProductType[] {
  const types = extractProductTypes(title);
  return namesLifeCover(title) ? [...types, ...LIFE_COVER_TYPES] : types;
}

export function searchFaq(input: ComposeInput): MatchHit[] {
  const { kb, understanding: u } = input;
  const categories =
    u.intent === 'sales_talk' && CUSTOMER_OBJECTION.test(u.text)
      ? ['异议处理']
      : (FAQ_CATEGORIES[u.intent] ?? []);
  // '两份寿险都能赔吗': 寿险 alone is the life types, so an entry on 医疗险 is another type's.
  const named = u.namedTypes ?? (namesLifeCover(u.text) ? [...LIFE_COVER_TYPES] : []);
  // An entry is about the types its question names, and an entry on several types about those its answer
  // opens with ('同一个人可以买多份重疾险、寿险吗' answers for 意外身故伤残 too, in its first sentence).
  const enumeratesNamed = (doc: KnowledgeDoc) => {
    // Only an entry on several types at once ('重疾险、寿险、意外身故伤残等') covers more in its answer;
    // one on another single type mentions ours only to compare ('医疗险的等待期一般比重疾险短').
    const inTitle = typesIn(doc.title);
    if (inTitle.some((t) => named.includes(t))) return false;
    const opening = openingSentence(doc.text);
    const listsSeveral = inTitle.length >= 2 || /、[^。，；]*等(?!待)/.test(opening);
    return listsSeveral && extractProductTypes(opening).some((t) => named.includes(t));
  };
  const notOtherType = (doc: KnowledgeDoc) => {
    const types = typesIn(doc.title);
    return types.length === 0 || types.some((t) => named.includes(t)) || enumeratesNamed(doc);
  };
  const frame = QUESTION_FRAMES.find((f) => f.test(u.text));
  const bonus = (doc: KnowledgeDoc) =>
    (categories.includes(category(doc)) ? CATEGORY_BONUS : 0) +
    (frame?.test(doc.title) && titleSubjectIn(doc.title, u.text) ? FRAME_BONUS : 0) +
    askedForFit(u.text, doc.title) -
    (named.length > 0 && typesIn(doc.title).some((t) => !named.includes(t)) && !enumeratesNamed(doc)
      ? OTHER_TYPE_PENALTY
      : 0);
  // More than are shown: one further down may be the only one on the question's topic (speakingOfTopicsFirst).
  const options = { kinds: ['faq'] as const, limit: SOURCES * 3, bonus };
  // In a rule or claims question a named illness is the case, not the subject ('没告诉有高血压，能赔吗'
  // asks about disclosure): searching on it finds that illness's underwriting entry instead.
  // An entry asking about that very illness ('得了甲状腺癌，重疾险能按重疾赔吗') is the exception.
  const incidental = RULE_ACTS.has(u.intent) ? (u.entities.conditions ?? []) : [];
  const search = (text: string) => {
    if (named.length > 0) {
      const found = matchPassages(kb.index, text, { ...options, accept: notOtherType });
      if (found.length > 0) return found;
    }
    return matchPassages(kb.index, text, options);
  };
  if (incidental.length > 0) {
    const withCase = search(withFormalTerms(withTopicWords(u.text, topicWordIn(kb))));
    const title = withCase[0]?.doc.title ?? '';
    if (incidental.some((c) => title.includes(c)) && RULE_ACT_WORDS[u.intent]?.test(title)) return withCase;
  }
  return search(
    withFormalTerms(
      withTopicWords(
        incidental.reduce((t, c) => t.split(c).join(' '), u.text),
        topicWordIn(kb),
      ),
    ),
  );
}

/** What an entry's question must ask to answer a rule or claims question about an illness named in it. */
const RULE_ACT_WORDS: Partial<Record<Intent, RegExp>> = {
  claims: /赔|理赔|报销/,
  rule_law: /赔|告知|解除|拒/,
  policy_service: /退保|续保|复效|变更/,
};
