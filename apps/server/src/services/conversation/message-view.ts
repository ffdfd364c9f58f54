import {
  BUILT_IN_MODEL,
  fromAnswerPayload,
  readAnswerPayload,
  type AnswerPayload,
  type ConversationMessage,
  type FileInfo,
} from '@broker/contract';
import type { MessageRow } from '../../db/messages-repository.js';

/**
 * The stored payload, read leniently (decision 015): rows written by an older version may lack newer
 * keys or hold older shapes, and a history page must still render.
 */
export function payloadOf(row: MessageRow): AnswerPayload {
  return readAnswerPayload(row.payload);
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
    ...fromAnswerPayload(payloadOf(row)),
    like: row.feedback === 'good',
    dislike: row.feedback === 'bad',
    dislikeReasons: row.feedback === 'bad' ? row.feedbackReasons : [],
    cm: isAnswer ? (row.model ?? BUILT_IN_MODEL) : '',
    files: filesOf(row),
    quote: row.quoteMessageId ? { id: row.quoteMessageId, content: row.quoteContent ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
