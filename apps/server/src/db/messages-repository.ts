import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from './conversations-repository.js';
import type { Db } from './database.js';
import { messages } from './schema.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'userId' | 'createdAt'>;
export type MessageUpdate = Partial<
  Pick<MessageRow, 'content' | 'thinkContent' | 'queryContent' | 'payload' | 'success' | 'finished' | 'model'>
>;

/** One agent's messages: every query filters on `userId` (DESIGN.md convention 3). */
export function messagesRepository(db: Db, userId: string) {
  const mine = (id: string) => and(eq(messages.id, id), eq(messages.userId, userId));
  return {
    async insert(values: NewMessage): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Appends a question and its (empty, unfinished) answer as consecutive rows. The conversation is
     * claimed by the caller, so nobody else appends meanwhile. `afterSeq`: the conversation's highest
     * seq when the caller already read it (its newest message, or 0 for a new conversation).
     */
    async appendTurn(
      conversationId: string,
      question: Omit<NewMessage, 'conversationId' | 'seq' | 'role'>,
      answer: Omit<NewMessage, 'conversationId' | 'seq' | 'role'>,
      afterSeq?: number,
    ): Promise<{ question: MessageRow; answer: MessageRow }> {
      let seq = afterSeq;
      if (seq === undefined) {
        const [last] = await db
          .select({ seq: sql<number>`coalesce(max(${messages.seq}), 0)` })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), eq(messages.userId, userId)));
        seq = Number(last?.seq ?? 0);
      }
      const rows = await db
        .insert(messages)
        .values([
          { ...question, conversationId, userId, seq: seq + 1, role: 'user' },
          { ...answer, conversationId, userId, seq: seq + 2, role: 'assistant' },
        ])
        .returning();
      const [q, a] = [...rows].sort((x, y) => x.seq - y.seq);
      if (!q || !a) throw new Error('insert returned no rows');
      return { question: q, answer: a };
    },

    /** The newest messages of a conversation, newest first. */
    async latest(conversationId: string, limit: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.userId, userId)))
        .orderBy(desc(messages.seq))
        .limit(limit);
    },

    /** Page `page` (1 = newest) of `size` messages, returned oldest first within the page. */
    async page(conversationId: string, page: number, size: number): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.userId, userId)))
        .orderBy(desc(messages.seq))
        .limit(size)
        .offset((page - 1) * size);
      return rows.reverse();
    },

    async count(conversationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.userId, userId)));
      return Number(row?.n ?? 0);
    },

    /**
     * A message of this agent in that conversation, or undefined (malformed or unknown id, another
     * conversation's, another agent's): what a question may quote.
     */
    async findInConversation(id: string, conversationId: string): Promise<MessageRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(messages)
        .where(and(mine(id), eq(messages.conversationId, conversationId)));
      return row;
    },

    /** An answer of this agent, or undefined (unknown id, a question, another agent's). */
    async findAnswer(id: string): Promise<MessageRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(messages)
        .where(and(mine(id), eq(messages.role, 'assistant')));
      return row;
    },

    async update(id: string, values: MessageUpdate): Promise<void> {
      await db.update(messages).set(values).where(mine(id));
    },

    /** Updates an answer and returns it as stored (no second read). */
    async updateAnswer(id: string, values: MessageUpdate): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set(values)
        .where(and(mine(id), eq(messages.role, 'assistant')))
        .returning();
      return row;
    },

    /** Replaces an answer by a fresh unfinished one in the same place (regenerate). */
    async replaceAnswer(old: MessageRow, values: Omit<NewMessage, 'conversationId' | 'seq' | 'role'>) {
      await db.delete(messages).where(mine(old.id));
      return this.insert({ ...values, conversationId: old.conversationId, seq: old.seq, role: 'assistant' });
    },

    async setFeedback(
      id: string,
      feedback: { value: 'good' | 'bad' | null; reasons: string[]; comment: string },
    ): Promise<void> {
      await db
        .update(messages)
        .set({
          feedback: feedback.value,
          feedbackReasons: feedback.reasons,
          feedbackComment: feedback.comment,
        })
        .where(mine(id));
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;
