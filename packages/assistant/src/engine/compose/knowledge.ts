import type { SourceItem } from '@broker/contract';
import { extractProductTypes } from '../../understand/product-type.js';
import { defaultQuestions } from '../suggestions.js';
import { retrieve } from '../tools/retrieve.js';
import type { Intent } from '../types.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { typeFactLines } from './type-facts.js';

const SOURCES = 3;

/** The FAQ categories that answer each kind of knowledge question, searched before the rest. */
const FAQ_CATEGORIES: Partial<Record<Intent, readonly string[]>> = {
  rule_law: ['投保规则', '销售合规', '健康告知', '税优与政策', '基础概念', '保全与退保'],
  policy_service: ['保全与退保', '缴费'],
  claims: ['理赔'],
  sales_talk: ['家庭配置', '基础概念', '销售合规'],
};
/** How an answer to a sales-talk question opens: what follows is material to say, not a script to read. */
const SALES_TALK_LEAD = '可以从下面这个角度和客户沟通（用自己的话讲，别照读）：';

/**
 * A general question that names product types is answered from passages about those types or about
 * none ('等待期是什么'), not about another type ('医疗险的等待期…' for a 重疾险 question), in relevance
 * order. With no such passage, the passages found are kept as they are.
 */
function searchFaq(input: ComposeInput): SourceItem[] {
  const { kb, understanding: u } = input;
  const categories = FAQ_CATEGORIES[u.intent];
  if (categories) {
    const inCategory = (doc: { source: string }) => categories.some((c) => doc.source.endsWith(`· ${c}`));
    const found = retrieve(kb, u.text, { limit: SOURCES, kinds: ['faq'], accept: inCategory });
    if (found.length > 0) return found;
  }
  const named = u.namedTypes ?? [];
  const notOtherType = (doc: { title: string }) => {
    const types = extractProductTypes(doc.title);
    return types.length === 0 || types.some((t) => named.includes(t));
  };
  if (named.length > 0) {
    const found = retrieve(kb, u.text, { limit: SOURCES, kinds: ['faq'], accept: notOtherType });
    if (found.length > 0) return found;
  }
  return retrieve(kb, u.text, { limit: SOURCES, kinds: ['faq'] });
}

/**
 * General questions: answered from the best FAQ/clause passage(s), cited, plus what the catalogue's
 * on-sale products of a named type say on the fact asked (counted, never written by hand); nothing
 * found is said plainly.
 */
export function composeFaq(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u, request } = input;
  const answer = new AnswerBuilder(input).query();
  // A side question about another type than the locked list's ('医疗险的等待期一般多长' under a 重疾险
  // list): the list stays, and so do the person and type it was for, for the next '第一款…'.
  if (u.lockedSetAside) answer.context.entities = request.context.entities;
  const off = request.useKnowledgeBase === false;
  // A general question is answered from the general FAQ first: a clause would speak for one product only.
  const faq = off ? [] : searchFaq(input);
  const sources = faq.length > 0 || off ? faq : retrieve(kb, u.text, { limit: SOURCES });
  const figures = typeFactLines(input);
  const best = sources[0];
  if (!best && figures.length === 0) {
    answer.text('知识库中没有找到与这个问题相关的内容。可以换个说法，或说明具体的产品名称再问。');
    answer.asks(defaultQuestions(kb).slice(0, 3));
    answer.endTips = '也可以转人工客服咨询';
    return answer;
  }
  if (best) answer.text(...(u.intent === 'sales_talk' ? [SALES_TALK_LEAD, ''] : []), best.text);
  if (figures.length > 0) answer.text(...(best ? [''] : []), ...figures);
  const more = sources.slice(1).filter((s) => s.sourceType === 'faq');
  if (more.length > 0)
    answer.text('', '相关问题：', ...more.map((s) => `- ${s.title.replace(/（.*）$/, '')}`));
  answer.sources(sources);
  answer.sourceType = best?.sourceType ?? 'product';
  answer.endTips = '具体产品的规定以其保险合同条款为准';
  return answer;
}

/** What the assistant offers: the chat's own abilities, and the tool screens that exist. */
function abilities(input: ComposeInput): string {
  const offered = ['按客户情况选产品', '查询产品条款和规则', '对比产品', '试算保费和佣金', '解答保险知识'];
  if (input.screens.colourPage) offered.push('生成产品彩页');
  if (input.screens.underwriting) offered.push('智能核保预判');
  return `我可以帮您：${offered.join('、')}。`;
}

export function composeChitchat(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input);
  answer.text(`您好，我是展业助手。${abilities(input)}`, '', '可以试试下面的问题：');
  answer.asks(defaultQuestions(input.kb));
  answer.sourceType = 'chat';
  return answer;
}

export function composeOutOfScope(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input);
  answer.text(`这个问题超出了保险展业的范围，我暂时无法回答。${abilities(input)}`);
  answer.asks(defaultQuestions(input.kb).slice(0, 3));
  answer.sourceType = 'chat';
  return answer;
}
