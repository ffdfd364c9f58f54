import { PRODUCT_TYPE_LABELS, type SourceItem } from '@broker/contract';
import {
  articleDocId,
  articleRefs,
  buildKnowledgeIndex,
  lawAnswer,
  openingFor,
  questionArticleRefs,
  statuteDocs,
  type ArticleRef,
  type KnowledgeDoc,
  type KnowledgeIndex,
  type MatchHit,
} from '../../knowledge/index.js';
import { topicsNotIn } from '../../knowledge/insurance-topics.js';
import { definedTerm, definingFirst, docTexts, speakingOfTopicsFirst } from './knowledge-topics.js';
import { LAW_ASKED, matchStatute } from '../../knowledge/statute-match.js';
import { defaultQuestions } from '../suggestions.js';
import type { Intent, KnowledgeBase } from '../types.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { typeFactLines } from './type-facts.js';
import { searchFaq, SOURCES } from './faq-search.js';
import { agePremiumLines } from './age-premiums.js';
import { WHERE_TO_LOOK, webPageFor, webPageLine } from './web-pages.js';

/** Statute articles quoted under an FAQ answer that cites them. */
const QUOTED_ARTICLES = 2;

/** Below this fit an FAQ entry gives way to an article holding clearly more of the question. */
const LOOSE_ENTRY_FIT = 0.5;
const COVERAGE_LEAD = 0.1;
/** Acts whose question a statute article may answer when no FAQ entry does. */
const LAW_ACTS: ReadonlySet<Intent> = new Set(['rule_law', 'claims', 'policy_service', 'faq']);
/** How an answer to a sales-talk question opens: what follows is material to say, not a script to read. */
const SALES_TALK_LEAD = '可以从下面这个角度和客户沟通（用自己的话讲，别照读）：';
/** An answer that opens with its verdict ('不能。', '可以，但…'). */
const VERDICT_FIRST = /^(?:不能|不可以|不行|不会|不是|可以|能|会|是)[。，,]/;

function sourceOf(doc: KnowledgeDoc): SourceItem {
  const item: SourceItem = {
    id: doc.id,
    sourceType: doc.sourceType,
    title: doc.title,
    text: doc.text,
    source: doc.source,
  };
  if (doc.productCode) item.productCode = doc.productCode;
  if (doc.url) item.url = doc.url;
  return item;
}

let builtinStatutes: KnowledgeIndex | undefined;
/** The statute index of a knowledge base (one built without it gets the built-in statutes). */
function statutes(kb: KnowledgeBase): KnowledgeIndex {
  return kb.statutes ?? (builtinStatutes ??= buildKnowledgeIndex(statuteDocs()));
}

const articlesById = new WeakMap<KnowledgeIndex, Map<string, KnowledgeDoc>>();
/** The articles referred to that exist and the knowledge base holds. */
function articlesOf(kb: KnowledgeBase, refs: readonly ArticleRef[]): KnowledgeDoc[] {
  const index = statutes(kb);
  let byId = articlesById.get(index);
  if (!byId) articlesById.set(index, (byId = new Map(index.docs.map((d) => [d.id, d]))));
  const found = byId;
  return refs
    .filter((r) => r.exists)
    .map((r) => found.get(articleDocId(r.statute, r.number)))
    .filter((d): d is KnowledgeDoc => d !== undefined);
}

/** The articles a text (an FAQ answer's 依据 line) cites. */
const citedArticles = (kb: KnowledgeBase, text: string) => articlesOf(kb, articleRefs(text));

/** A question naming articles ('保险法第十六条讲的啥'): their text, and plainly which do not exist. */
function composeArticles(input: ComposeInput, answer: AnswerBuilder, refs: readonly ArticleRef[]) {
  const { kb } = input;
  const found = articlesOf(kb, refs);
  answer.text(...lawAnswer(refs, found));
  const citing = kb.index.docs.filter(
    (d) => d.kind === 'faq' && found.some((a) => citedArticles(kb, d.text).includes(a)),
  );
  if (citing.length > 0)
    answer.text('', '引用本条的常见问题：', ...citing.slice(0, 3).map((d) => `- ${d.title}`));
  answer.sources([...found, ...citing.slice(0, 1)].map(sourceOf));
  answer.sourceType = found.length > 0 ? 'rule_para' : '';
  answer.endTips = '法条原文以国家法律法规数据库公布的文本为准';
  return answer;
}

/**
 * General and knowledge questions (concept, rule, claims, policy servicing, sales talk): a question
 * naming a statute article gets the article; otherwise the FAQ entry that fits best answers, followed by
 * the articles it cites (quoted), and what the catalogue's on-sale products of a named type say on the
 * fact asked (counted, never written by hand). A rule question no entry fits is answered from the
 * article that fits it; nothing found is said plainly.
 */
export function composeFaq(input: ComposeInput, found?: MatchHit[]): AnswerBuilder {
  const { kb, understanding: u, request } = input;
  const answer = new AnswerBuilder(input).query();
  // A side question about another type than the locked list's ('医疗险的等待期一般多长' under a 重疾险
  // list): the list stays, and so do the person and type it was for, for the next '第一款…'.
  if (u.lockedSetAside) answer.context.entities = request.context.entities;
  const off = request.useKnowledgeBase === false;
  const refs = off ? [] : questionArticleRefs(u.text);
  if (refs.length > 0) return composeArticles(input, answer, refs);
  const searched = off ? [] : speakingOfTopicsFirst(found ?? searchFaq(input), u.text);
  // '什么是保单周年日': the entry defining the term answers; when no entry found even says it, none does.
  const term = definedTerm(u.text);
  const defining = term && searched.length > 0 ? definingFirst(searched, term) : undefined;
  const faq = (defining?.hits ?? searched).slice(0, SOURCES);
  if (term && defining && !defining.said)
    return composeNoDirectAnswer(answer, [term], faq, undefined, u.text);
  const statuteHit = !off && LAW_ACTS.has(u.intent) ? matchStatute(statutes(kb), u.text) : undefined;
  const statute = statuteHit?.doc;
  // The FAQ entry answers unless the article that fits the question is not one the entry cites, and the
  // question asks for the law ('格式条款哪些情况无效，保险法怎么规定' is 第十九条, not the entry on 第三十条)
  // or the entry fits loosely while the article holds more of the question ('投保后保险公司没同意承保，保费
  // 退吗' is the interpretation's 第四条; the nearest entry is about refusing a claim).
  const lawFirst =
    statuteHit !== undefined &&
    faq[0] !== undefined &&
    !citedArticles(kb, faq[0].doc.text).includes(statuteHit.doc) &&
    (LAW_ASKED.test(u.text) ||
      (faq[0].fit < LOOSE_ENTRY_FIT && statuteHit.coverage > faq[0].coverage + COVERAGE_LEAD));
  // '意外险哪些情况不赔': the catalogue's exclusions of the type answer; an entry leads only if it is about
  // that type ('寿险一般有哪些情况不赔' is not).
  const typeLabels = (u.namedTypes ?? []).map((t) => PRODUCT_TYPE_LABELS[t]);
  const figures = [...typeFactLines(input), ...agePremiumLines(input)];
  const onExclusions = (title: string) =>
    typeLabels.some((l) => title.includes(l)) && /不赔|免责|责任免除|除外/.test(title);
  const catalogueAnswers =
    u.topic === 'exclusions' && figures.length > 0 && !onExclusions(faq[0]?.doc.title ?? '');
  const best = lawFirst || catalogueAnswers ? undefined : faq[0];
  const articles = best
    ? citedArticles(kb, best.doc.text).slice(0, QUOTED_ARTICLES)
    : statute && !catalogueAnswers
      ? [statute]
      : [];
  const page = off ? undefined : webPageFor(kb, u.text);
  if (!best && articles.length === 0 && figures.length === 0 && page) {
    // Nothing in the FAQ or the law answers it, but a page operators listed does ('理赔率去哪查').
    // Asked where to look, the page is the answer; otherwise it is said to be only near it.
    if (!WHERE_TO_LOOK.test(u.text)) answer.text('知识库中没有直接回答这个问题的内容。');
    answer.text(webPageLine(page));
    answer.sources([sourceOf(page)]);
    answer.sourceType = 'web_page';
    answer.endTips = '网页内容以该网站公布的为准';
    return answer;
  }
  const unanswered =
    best || articles.length > 0
      ? topicsNotIn(u.text, docTexts([...(best ? [best.doc] : []), ...articles]))
      : [];
  if (unanswered.length > 0) return composeNoDirectAnswer(answer, unanswered, faq, page, u.text);
  if (!best && articles.length === 0 && figures.length === 0) {
    answer.text('知识库中没有找到与这个问题相关的内容。可以换个说法，或说明具体的产品名称再问。');
    answer.asks(defaultQuestions(kb).slice(0, 3));
    answer.endTips = '也可以转人工客服咨询';
    return answer;
  }
  // A yes-or-no on what may be said ('能跟客户说…吗') answers first; the lead would bury the 不能.
  if (u.intent === 'sales_talk' && best && !VERDICT_FIRST.test(openingFor(best, u.text)))
    answer.text(SALES_TALK_LEAD, '');
  // An entry whose own question is on another subject than the asked topic (外地 for 香港) answers it in
  // its text, not with its verdict ('一般可以' is about 外地).
  const verdictFor = best && topicsNotIn(u.text, [best.doc.title]).length > 0 ? { ...best, fit: 0 } : best;
  if (verdictFor) answer.text(openingFor(verdictFor, u.text));
  const law = articles.map((a) => `**${a.title}**：${a.text.replace(/\n/g, ' ')}`);
  if (!best && articles.length > 0) answer.text(`根据${articles.map((a) => a.title).join('、')}：`);
  if (law.length > 0) answer.text(...(best ? ['', '法条原文：'] : []), ...law);
  if (figures.length > 0) answer.text(...(best || law.length > 0 ? [''] : []), ...figures);
  if (page) answer.text('', webPageLine(page));
  const more = lawFirst ? faq : faq.slice(1);
  if (more.length > 0) answer.text('', '相关问题：', ...more.map((s) => `- ${s.doc.title}`));
  answer.sources(
    [...(best ? [best.doc] : []), ...articles, ...more.map((h) => h.doc), ...(page ? [page] : [])].map(
      sourceOf,
    ),
  );
  answer.sourceType = best ? best.doc.sourceType : articles.length > 0 ? 'rule_para' : 'product';
  answer.endTips = '具体产品的规定以其保险合同条款为准';
  return answer;
}

/**
 * A question on a subject the nearest entry does not mention ('做保单贷款会不会上征信'): said plainly, with
 * the near entries offered by their questions only — their answers are about something else.
 */
function composeNoDirectAnswer(
  answer: AnswerBuilder,
  topics: readonly string[],
  near: readonly MatchHit[],
  page: KnowledgeDoc | undefined,
  question: string,
): AnswerBuilder {
  answer.text(
    `知识库中没有直接回答「${topics.join('、')}」的内容，这里不作推断，建议以保险公司或相关机构的正式答复为准。`,
  );
  if (page && WHERE_TO_LOOK.test(question)) answer.text('', webPageLine(page));
  if (near.length > 0) answer.text('', '可能相关的问题：', ...near.map((h) => `- ${h.doc.title}`));
  answer.sources([...near.map((h) => h.doc), ...(page ? [page] : [])].map(sourceOf));
  answer.sourceType = near[0]?.doc.sourceType ?? '';
  answer.endTips = '也可以转人工客服咨询';
  return answer;
}

/** What the assistant offers: the chat's own abilities, and the tool screens that exist. */
function abilities(input: ComposeInput): string {
  const offered = ['按客户情况选产品', '查询产品条款和规则', '对比产品', '试算保费和佣金', '解答保险知识'];
  if (input.screens.colourPage) offered.push('生成产品彩页');
  if (input.screens.underwriting) offered.push('智能核保预判');
  return `我可以帮您：${offered.join('、')}。`;
}

/** Small talk that is not a greeting gets its own reply: thanks, goodbye, praise, who am I. */
const SMALL_TALK: readonly (readonly [RegExp, string])[] = [
  [/谢谢|感谢|多谢|thank/i, '不客气，很高兴能帮上忙！还有其他问题随时问我。'],
  [/再见|拜拜|bye|下次聊|先这样/i, '好的，再见！需要时随时来找我。'],
  [
    /你是谁|你叫什么|介绍一下你自己|你是什么|你是机器人/,
    '我是展业助手，专为保险代理人和经纪人服务的AI助手。',
  ],
  [/你真棒|厉害|不错|好用|牛/, '谢谢夸奖！有问题随时问我。'],
];

export function composeChitchat(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input);
  const reply = SMALL_TALK.find(([pattern]) => pattern.test(input.understanding.text))?.[1];
  if (reply) {
    answer.text(reply, '', abilities(input));
    answer.sourceType = 'chat';
    return answer;
  }
  answer.text(`您好，我是展业助手。${abilities(input)}`, '', '可以试试下面的问题：');
  answer.asks(defaultQuestions(input.kb));
  answer.sourceType = 'chat';
  return answer;
}

/** How well an FAQ entry's question must fit for an off-topic-looking question to be answered from it. */
const OUT_OF_SCOPE_FIT = 0.75;

export function composeOutOfScope(input: ComposeInput): AnswerBuilder {
  // The knowledge base may hold what the wording rules do not know (a customer-service base answers
  // '账号被锁定了怎么办'): an entry whose question fits closely answers it.
  const found = input.request.useKnowledgeBase === false ? [] : searchFaq(input);
  if ((found[0]?.fit ?? 0) >= OUT_OF_SCOPE_FIT) return composeFaq(input, found);
  const answer = new AnswerBuilder(input);
  answer.text(`这个问题超出了保险展业的范围，我暂时无法回答。${abilities(input)}`);
  answer.asks(defaultQuestions(input.kb).slice(0, 3));
  answer.sourceType = 'chat';
  return answer;
}
