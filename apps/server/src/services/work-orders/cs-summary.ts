import { WORK_ORDER_LIMITS, readAnswerPayload, type CsSummary } from '@broker/contract';
import { isUuid } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import { messagesRepository, type MessageRow } from '../../db/messages-repository.js';
import { AppError } from '../../errors.js';

/** Messages read: a customer-service conversation is short; the newest 100 are plenty. */
const MESSAGES = 100;
const ANSWER_CHARS = 120;

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

/**
 * The summary of a customer-service conversation, built from its stored messages and their sources
 * alone (the built-in way: extractive, nothing invented): each question with the opening of its answer
 * and where that came from; a question whose answer has no source, failed or handed off is still open.
 */
export async function csSummary(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<Omit<CsSummary, 'workOrder'>> {
  if (!isUuid(conversationId)) throw new AppError('not_found:conversation');
  const rows: MessageRow[] = await messagesRepository(db, userId).page(conversationId, 1, MESSAGES);
  const items: CsSummary['items'] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const question = rows[i];
    if (question?.role !== 'user') continue;
    const answer = rows[i + 1]?.role === 'assistant' ? rows[i + 1] : undefined;
    const payload = answer ? readAnswerPayload(answer.payload) : undefined;
    const sources = (payload?.sources ?? []).map((s) => ({ title: s.title, source: s.source }));
    const handedOff = payload?.flags.showCustomerService === true;
    items.push({
      question: question.content,
      answer: answer ? opening(answer.content) : '',
      // The first source is what the answer says; the others are its related questions.
      sources: sources.slice(0, 1),
      resolved: Boolean(answer?.success) && sources.length > 0 && !handedOff,
    });
  }
  if (items.length === 0) throw new AppError('not_found:conversation');
  const open = items.filter((item) => !item.resolved && !/^(转人工|人工客服|我要投诉)$/.test(item.question));
  const openQuestions = open.map((item) => item.question);
  return { conversationId, items, open: openQuestions, text: summaryText(items, openQuestions) };
}
