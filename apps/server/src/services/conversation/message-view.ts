import { BUILT_IN_MODEL, type ConversationMessage, type FileInfo, type ListType } from '@broker/contract';
import type { MessageRow } from '../../db/messages-repository.js';
import { emptyPayload, type AnswerPayload } from './answer-builder.js';

/**
 * The stored payload, read defensively: rows written by an older version may lack newer keys, and a
 * history page must still render.
 */
export function payloadOf(row: MessageRow): AnswerPayload {
  const stored = row.payload as Partial<AnswerPayload>;
  const base = emptyPayload();
  return { ...base, ...stored, flags: { ...base.flags, ...(stored.flags ?? {}) } };
}

/** Question files as the client shows them (spec §3 files: name, size, url, hash). */
function filesOf(row: MessageRow): ConversationMessage['files'] {
  return (row.files as FileInfo[]).map((f) => ({
    name: f.file_name,
    size: f.file_size,
    url: f.file_path,
    hash: f.file_hash,
  }));
}

/** A stored message in the spec §3 shape. */
export function toConversationMessage(row: MessageRow): ConversationMessage {
  const p = payloadOf(row);
  const isAnswer = row.role === 'assistant';
  return {
    id: row.id,
    conversationId: row.conversationId,
    source: isAnswer ? 'receive' : 'send',
    content: row.content,
    thinkContent: row.thinkContent,
    queryContent: row.queryContent,
    success: row.success,
    finished: row.finished,
    result: p.result,
    resultType: p.resultType as ListType | '',
    prodPagination: p.prodPagination,
    sources: p.sources,
    ask: p.ask,
    choices: p.choices,
    like: row.feedback === 'good',
    dislike: row.feedback === 'bad',
    dislikeReasons: row.feedback === 'bad' ? row.feedbackReasons : [],
    endTips: p.endTips,
    productEndTips: p.productEndTips,
    axbDisclaimer: p.axbDisclaimer,
    cm: isAnswer ? (row.model ?? BUILT_IN_MODEL) : '',
    sc: p.sc,
    vehicleFlag: p.flags.vehicleFlag,
    commissionFlag: p.flags.commissionFlag,
    colorPageFlag: p.flags.colorPageFlag,
    showCustomerService: p.flags.showCustomerService,
    action: p.flags.action,
    popupAction: p.flags.popupAction,
    files: filesOf(row),
    quote: row.quoteMessageId ? { id: row.quoteMessageId, content: row.quoteContent ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
