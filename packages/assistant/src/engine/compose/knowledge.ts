import { defaultQuestions } from '../suggestions.js';
import { retrieve } from '../tools/retrieve.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';

/** General questions: answered from the best FAQ/clause passage(s), cited; nothing found is said plainly. */
export function composeFaq(input: ComposeInput): AnswerBuilder {
  const { kb, understanding: u, request } = input;
  const answer = new AnswerBuilder(input).query();
  // A general question is answered from the general FAQ first: a clause would speak for one product only.
  const search = (kinds?: ['faq']) => retrieve(kb, u.text, { limit: 3, ...(kinds ? { kinds } : {}) });
  const faq = request.useKnowledgeBase === false ? [] : search(['faq']);
  const sources = faq.length > 0 || request.useKnowledgeBase === false ? faq : search();
  const best = sources[0];
  if (!best) {
    answer.text('知识库中没有找到与这个问题相关的内容。可以换个说法，或说明具体的产品名称再问。');
    answer.asks(defaultQuestions(kb).slice(0, 3));
    answer.endTips = '也可以转人工客服咨询';
    return answer;
  }
  answer.text(best.text);
  const more = sources.slice(1).filter((s) => s.sourceType === 'faq');
  if (more.length > 0)
    answer.text('', '相关问题：', ...more.map((s) => `- ${s.title.replace(/（.*）$/, '')}`));
  answer.sources(sources);
  answer.sourceType = best.sourceType;
  answer.endTips = '具体产品的规定以其保险合同条款为准';
  return answer;
}

const ABILITIES =
  '我可以帮您：按客户情况选产品、查询产品条款和规则、对比产品、试算保费和佣金、生成产品彩页、智能核保预判。';

export function composeChitchat(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input);
  answer.text(`您好，我是展业助手。${ABILITIES}`, '', '可以试试下面的问题：');
  answer.asks(defaultQuestions(input.kb));
  answer.sourceType = 'chat';
  return answer;
}

export function composeOutOfScope(input: ComposeInput): AnswerBuilder {
  const answer = new AnswerBuilder(input);
  answer.text(`这个问题超出了保险展业的范围，我暂时无法回答。${ABILITIES}`);
  answer.asks(defaultQuestions(input.kb).slice(0, 3));
  answer.sourceType = 'chat';
  return answer;
}
