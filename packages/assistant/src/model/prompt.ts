import type { SourceItem } from '@broker/contract';
import type { EngineRequest, KnowledgeBase, QuotedMessage } from '../engine/types.js';
import { retrieveHits } from '../engine/tools/index.js';

/** What the model is told before the question: its role and rules, the locked products, passages. */

export const SYSTEM_PROMPT = [
  '你是“展业助手”，服务于保险代理人和经纪人的专业助手，帮助他们了解产品、比较产品、测算保费和佣金、解答保险知识。',
  '规则：',
  '1. 产品事实（投保年龄、保障责任、等待期、缴费期等）、保费、佣金一律调用工具获取，只使用工具返回的数字；工具没有给出的数字不要写，绝不编造或估算。',
  '2. 测算保费或佣金前，若缺少年龄、性别等必要信息，使用工具返回的默认值并说明所用假设，或请代理人补充。',
  '3. 用中文回答，使用 Markdown，简洁、分点，先给结论。',
  '4. 遵守保险销售合规要求：不承诺收益，不夸大保障，不贬低同业，不诱导退保；涉及核保、理赔以保险公司审核结果为准。',
  '5. 参考资料中的内容可以引用；与问题无关的问题（天气、股票、编程等）礼貌说明只能解答保险相关问题。',
].join('\n');

/** How many passages are retrieved up front for the model to read. */
const PASSAGES = 4;
const PASSAGE_CHARS = 400;
const HISTORY_TURNS = 10;
const HISTORY_CHARS = 2000;

export interface Passage {
  source: SourceItem;
  text: string;
}

/**
 * The products '这款', '第二款' point at: a quoted answer's list when the question quotes one
 * (docs/decisions/014), else the conversation's locked products.
 */
export function referredProducts(request: EngineRequest): readonly string[] {
  const quoted = request.quote?.productCodes ?? [];
  return quoted.length > 0 ? quoted : request.context.lockedProducts;
}

/** The question with what it quotes, marked so the model can tell the agent's words from the quoted ones. */
export function withQuote(
  question: string,
  quote: Pick<QuotedMessage, 'role' | 'content'> | undefined,
): string {
  if (!quote?.content) return question;
  const from = quote.role === 'assistant' ? '你之前的回答' : '我之前的提问';
  return `${question}\n\n（引用的内容，来自${from}：${quote.content}）`;
}

/** Passages for the question (and the product referred to first, when there is one). */
export function retrievePassages(kb: KnowledgeBase, request: EngineRequest): Passage[] {
  if (request.useKnowledgeBase === false) return [];
  const locked = referredProducts(request)[0];
  // The built-in engine's retrieval, with its relevance floor: an unrelated passage only distracts.
  const hits = [
    ...(locked ? retrieveHits(kb, request.question, { productCode: locked, limit: 2 }) : []),
    ...retrieveHits(kb, request.question, { limit: PASSAGES }),
  ];
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const { doc } of hits) {
    if (seen.has(doc.id) || passages.length >= PASSAGES) continue;
    seen.add(doc.id);
    const text = doc.text.length > PASSAGE_CHARS ? `${doc.text.slice(0, PASSAGE_CHARS)}…` : doc.text;
    const source: SourceItem = {
      id: doc.id,
      sourceType: doc.sourceType,
      title: doc.title,
      text,
      source: doc.source,
    };
    if (doc.productCode) source.productCode = doc.productCode;
    passages.push({ source, text });
  }
  return passages;
}

/** The products referred to in a few facts each, so '这款…' has something to refer to. */
export function lockedProductsText(kb: KnowledgeBase, codes: readonly string[], quoted = false): string {
  const lines = codes.flatMap((code) => {
    const p = kb.productsByCode.get(code);
    if (!p) return [];
    const company = kb.companiesByCode.get(p.companyCode)?.name ?? p.companyCode;
    return [`- ${p.name}（产品代码 ${p.code}，${company}${p.onSale ? '' : '，已停售'}）`];
  });
  if (lines.length === 0) return '';
  const title = quoted
    ? '引用的回答列出的产品（“这款”“第二款”“它们”指这些，按列表顺序）'
    : '当前对话讨论的产品（“这款”“它”指这些）';
  return `${title}：\n${lines.join('\n')}`;
}

export function passagesText(passages: readonly Passage[]): string {
  if (passages.length === 0) return '';
  const blocks = passages.map((p, i) => `[${i + 1}] ${p.source.title}\n${p.text}`);
  return `参考资料（可能与问题无关，按需引用）：\n${blocks.join('\n\n')}`;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

/** The opening messages of the conversation sent to the model. */
export function buildMessages(
  kb: KnowledgeBase,
  request: EngineRequest,
  passages: readonly Passage[],
): { messages: ChatMessage[]; contextText: string } {
  const quoted = (request.quote?.productCodes.length ?? 0) > 0;
  const contextText = [lockedProductsText(kb, referredProducts(request), quoted), passagesText(passages)]
    .filter((s) => s !== '')
    .join('\n\n');
  const messages: ChatMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }];
  if (contextText) messages.push({ role: 'system', content: contextText });
  for (const turn of request.history.slice(-HISTORY_TURNS)) {
    const text =
      turn.content.length > HISTORY_CHARS ? `${turn.content.slice(0, HISTORY_CHARS)}…` : turn.content;
    if (text.trim() === '') continue;
    // An earlier question's quote is its text's context too; whose message it was is not stored.
    const content = turn.quote ? `${text}\n\n（引用的内容：${turn.quote}）` : text;
    messages.push({ role: turn.role, content });
  }
  messages.push({ role: 'user', content: withQuote(request.question, request.quote) });
  return { messages, contextText };
}
