import type { FakeResponse } from './fake-model.js';

/**
 * The questions of a short customer-service conversation (answered from data/customer-service: two
 * with a source, one off topic) and a model's sound summary of it, as the summary prompt asks for.
 */
export const CS_QUESTIONS = ['客户的保单查不到怎么办', '续期保费没交上有宽限期吗', '帮我订一张去北京的机票'];

export const GOOD_SUMMARY = [
  {
    n: 1,
    asked: '客户保单查不到',
    answered: '新保单承保后1到2个工作日可查，仍查不到需核对信息。',
    sources: [1],
    resolved: true,
  },
  { n: 2, asked: '续期保费逾期有无宽限期', answered: '有60天宽限期。', sources: [1], resolved: true },
  { n: 3, asked: '代订机票', answered: '不在服务范围内。', sources: [], resolved: false },
];

/** The model's reply: the JSON in a fence (as models like to write it), streamed in pieces. */
export function summaryReply(items: object[]): FakeResponse {
  const text = `\`\`\`json\n${JSON.stringify({ items })}\n\`\`\``;
  return {
    kind: 'stream',
    steps: [
      ...[...text.matchAll(/[\s\S]{1,30}/g)].map((m) => ({ type: 'text' as const, text: m[0] })),
      { type: 'finish', reason: 'stop' },
    ],
  };
}
