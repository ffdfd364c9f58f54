import type { SummaryExchange, WrittenItem } from '@broker/assistant';
import { WORK_ORDER_LIMITS, readAnswerPayload, type CsSummary } from '@broker/contract';
import { isUuid } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import { messagesRepository, type MessageRow } from '../../db/messages-repository.js';
import { AppError } from '../../errors.js';

/** Messages read: a customer-service conversation is short; the newest 100 are plenty. */
const MESSAGES = 100;
const ANSWER_CHARS = 120;

/** Asking for a person is not a question left open: the hand-off (or the work order) answers it. */
const HAND_OFF_REQUEST = /^(转人工|人工客服|我要投诉)$/;

/** The conversation's exchanges, and a key that changes whenever a message is added. */
export interface ConversationExchanges {
  exchanges: SummaryExchange[];
  version: string;
}

/** A summary as written, before the linked work order is added. */
export type WrittenCsSummary = Omit<CsSummary, 'workOrder'>;

/** Writes the summary with the agent's model; undefined = the extractive one stands (see cs-summary-model). */
export type SummaryWriter = (
  conversation: ConversationExchanges,
) => Promise<{ model: string; items: WrittenItem[] } | undefined>;

/**
 * The answer without the list of related questions the built-in engine appends ('相关问题：'): they
 * are suggestions, not what was answered (they remain the answer's other sources).
 */
const RELATED_QUESTIONS = /\n+相关问题：\n[\s\S]*$/;

/** The answer's opening, without Markdown marks: where an extractive summary takes its sentence. */
function opening(text: string): string {
  const plain = text
    .replace(/[*#>`_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = plain.slice(0, ANSWER_CHARS);
  const end = Math.max(cut.lastIndexOf('。'), cut.lastIndexOf('；'));
  return plain.length <= ANSWER_CHARS ? plain : end > 40 ? cut.slice(0, end + 1) : `${cut}…`;
}

function summaryText(items: CsSummary['items'], open: string[]): string {
  const lines = ['【客服小结】'];
  items.forEach((item, i) => {
    lines.push(`${i + 1}. 问：${item.question}`);
    lines.push(`   答：${item.answer}`);
    if (item.sources.length > 0) lines.push(`   来源：${item.sources.map((s) => s.title).join('；')}`);
  });
  lines.push(open.length > 0 ? `待解决：${open.join('；')}` : '待解决：无');
  const text = lines.join('\n');
  return text.length <= WORK_ORDER_LIMITS.summaryMax
    ? text
    : `${text.slice(0, WORK_ORDER_LIMITS.summaryMax - 1)}…`;
}

/** The agent's own conversation as question–answer exchanges; 404 when it is not theirs or empty. */
export async function conversationExchanges(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<ConversationExchanges> {
  if (!isUuid(conversationId)) throw new AppError('not_found:conversation');
  const rows: MessageRow[] = await messagesRepository(db, userId).page(conversationId, 1, MESSAGES);
  const exchanges: SummaryExchange[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const question = rows[i];
    if (question?.role !== 'user') continue;
    const answer = rows[i + 1]?.role === 'assistant' ? rows[i + 1] : undefined;
    const payload = answer ? readAnswerPayload(answer.payload) : undefined;
    const sources = (payload?.sources ?? []).map((s) => ({ title: s.title, source: s.source }));
    const handedOff = payload?.flags.showCustomerService === true;
    exchanges.push({
      question: question.content,
      answer: (answer?.content ?? '').replace(RELATED_QUESTIONS, ''),
      sources,
      answered: Boolean(answer?.success) && sources.length > 0 && !handedOff,
    });
  }
  if (exchanges.length === 0) throw new AppError('not_found:conversation');
  const last = rows.at(-1);
  return { exchanges, version: `${rows.length}:${last?.id ?? ''}:${last?.content.length ?? 0}` };
}

/** Items and open questions into the summary's shape, with the text a work order carries. */
function assemble(
  conversationId: string,
  writer: Pick<WrittenCsSummary, 'writtenBy' | 'model'>,
  items: CsSummary['items'],
  exchanges: readonly SummaryExchange[],
): WrittenCsSummary {
  const open = items
    .filter((item, i) => !item.resolved && !HAND_OFF_REQUEST.test(exchanges[i]?.question ?? ''))
    .map((item) => item.question);
  return { conversationId, ...writer, items, open, text: summaryText(items, open) };
}

/**
 * The built-in summary, from the stored messages and their sources alone (extractive, nothing invented):
 * each question with the opening of its answer and where that came from; a question whose answer has no
 * source, failed or handed off is still open.
 */
export function extractiveSummary(conversationId: string, exchanges: readonly SummaryExchange[]) {
  const items = exchanges.map((e) => ({
    question: e.question,
    answer: opening(e.answer),
    // The first source is what the answer says; the others are its related questions.
    sources: e.sources.slice(0, 1),
    resolved: e.answered,
  }));
  return assemble(conversationId, { writtenBy: 'extractive', model: null }, items, exchanges);
}

/**
 * The summary of a customer-service conversation: written by the agent's model when one is chosen and
 * its summary passes the checks, else the extractive one.
 */
export async function csSummary(
  db: Db,
  userId: string,
  conversationId: string,
  write?: SummaryWriter,
): Promise<WrittenCsSummary> {
  const conversation = await conversationExchanges(db, userId, conversationId);
  const written = await write?.(conversation);
  if (!written) return extractiveSummary(conversationId, conversation.exchanges);
  const items = written.items.map((item) => ({
    question: item.asked,
    answer: item.answered,
    sources: item.sources,
    resolved: item.resolved,
  }));
  return assemble(
    conversationId,
    { writtenBy: 'model', model: written.model },
    items,
    conversation.exchanges,
  );
}
