import { TOPIC_LABELS } from './product-query.js';
import { AnswerBuilder, type ComposeInput } from './answer.js';
import { productName } from './targets.js';

/**
 * A product name the catalogue does not have ('神龙无敌保'). Said plainly, with no numbers and no
 * other product's facts: answering from the locked product would put its waiting period under a name
 * the agent will repeat to a customer. Near names are offered only when the matcher found some.
 */
export function composeUnknownProduct(input: ComposeInput, name: string): AnswerBuilder {
  const { kb, understanding: u } = input;
  const answer = new AnswerBuilder(input);
  answer.query([name]);
  answer.text(
    `产品库中没有找到「${name}」，暂时无法回答这款产品的问题。`,
    '请核对产品名称是否正确，或告诉我完整的产品名称（例如保险公司加产品名）。',
  );
  const near = (u.nearProducts ?? []).filter((c) => kb.productsByCode.has(c)).slice(0, 3);
  if (near.length > 0) {
    const topic = TOPIC_LABELS[u.topic ?? 'overview'];
    answer.text('', '产品库中名称相近的产品：');
    answer.asks(
      near.map((c) => ({ question: `${productName(input, c)}的${topic}是怎样的？`, productCode: c })),
    );
  }
  answer.endTips = '也可以从产品列表中选择产品后再提问';
  return answer;
}
