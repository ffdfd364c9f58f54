import { defaultQuestions } from '../suggestions.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';

/** A clear request for the question again, with examples to tap; nothing is guessed. */
export function composeClarify(input: ComposeInput, why: 'too_short' | 'repeated'): AnswerBuilder {
  const answer = new AnswerBuilder(input);
  answer.text(
    why === 'too_short'
      ? '能说得再具体一些吗？比如客户的年龄和性别、想买的险种，或想了解的产品名称。'
      : '您的问题里有大量重复的文字，我没能读出具体想问什么。请用一句话说明，比如客户的情况和想了解的内容。',
  );
  answer.asks(defaultQuestions(input.kb).slice(0, 3));
  answer.sourceType = 'chat';
  return answer;
}
