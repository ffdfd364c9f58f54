import type { ChatMessage } from '../prompt.js';
import type { SummaryExchange } from './types.js';

/**
 * The prompt of a model-written /csSummary (issue 16, decision 025 addendum). Why it is shaped so:
 * - Turns are numbered and the reply is one JSON object keyed by those numbers, so each line of the
 *   summary is matched to the exchange it summarises and checked against it (parse-summary.ts); prose
 *   could not be checked.
 * - Sources are offered by number and the model only picks numbers: it cannot cite a document that the
 *   answer did not come from, and the titles shown are the stored ones, not retyped.
 * - Each turn's state (已答 / 未解决) is given, and an unresolved turn must stay unresolved: whether a
 *   question is settled is a fact of the conversation (a source, no failure, no hand-off), not a view.
 * - "No number that is not in the conversation": the grounding check rejects the summary otherwise,
 *   and the built-in summary is shown instead.
 */
export const SUMMARY_PROMPT = [
  '你是保险代理人使用的“展业助手”里的客服小结助手。下面是代理人与客服助手的一段对话，按轮编号；每轮给出代理人的问题、助手的回答、回答的来源（编号）和状态。',
  '请为每一轮写：',
  '- asked：代理人问了什么，一句话，不超过40字；',
  '- answered：助手答了什么，不超过120字，只概括回答里已有的内容；没有回答时写空字符串；',
  '- sources：支持这一回答的来源编号，只能从该轮列出的编号中选，没有则为 []；',
  '- resolved：这一问题是否已经解决。状态为“未解决”的轮次必须为 false；回答没有真正解决问题（例如只让对方联系人工）也为 false。',
  '规则：只依据对话内容，不补充、不推测；对话中没有出现的数字（金额、年龄、比例、天数等）一律不写。',
  '只输出一个 JSON 对象，不要任何其他文字，格式：{"items":[{"n":1,"asked":"…","answered":"…","sources":[1],"resolved":true}]}',
].join('\n');

/** Long answers are cut: the summary needs their substance, and the prompt stays within small contexts. */
const ANSWER_CHARS = 800;

function turnText(exchange: SummaryExchange, n: number): string {
  const answer =
    exchange.answer.length > ANSWER_CHARS ? `${exchange.answer.slice(0, ANSWER_CHARS)}…` : exchange.answer;
  const sources =
    exchange.sources.length > 0
      ? exchange.sources.map((s, i) => `[${i + 1}] ${s.title}（${s.source}）`).join('；')
      : '无';
  return [
    `第${n}轮`,
    `问：${exchange.question}`,
    `答：${answer || '（没有回答）'}`,
    `来源：${sources}`,
    `状态：${exchange.answered ? '已答' : '未解决'}`,
  ].join('\n');
}

/** The messages sent to the model: the rules, then the numbered conversation. */
export function summaryMessages(exchanges: readonly SummaryExchange[]): ChatMessage[] {
  return [
    { role: 'system', content: SUMMARY_PROMPT },
    { role: 'user', content: exchanges.map((e, i) => turnText(e, i + 1)).join('\n\n') },
  ];
}
