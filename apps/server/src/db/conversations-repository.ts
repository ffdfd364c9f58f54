import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { conversations, messages } from './schema.js';

export type ConversationRow = typeof conversations.$inferSelect;

// Ids come from the URL or the body: a malformed one must be "not found", not a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string): boolean => UUID.test(id);

/**
 * One agent's conversations (DESIGN.md convention 3): every query filters on `userId`, so another
 * agent's conversation simply does not exist here.
 */
export function conversationsRepository(db: Db, userId: string) {
  const mine = (id: string) => and(eq(conversations.id, id), eq(conversations.userId, userId));
  return {
    /** A live (not deleted) conversation of this agent. */
    async find(id: string): Promise<ConversationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(mine(id), isNull(conversations.deletedAt)));
      return row;
    },

    /** A new conversation; with `claimSeconds`, claimed for its first answer from the start. */
    async create(values: {
      category: string;
      title: string;
      channelType?: string | undefined;
      /** The product assistant's product (decision 048). */
      productCode?: string | undefined;
      claimSeconds?: number;
    }): Promise<ConversationRow> {
      const { claimSeconds, ...columns } = values;
      const [row] = await db
        .insert(conversations)
        .values({
          userId,
          ...columns,
          ...(claimSeconds ? { generatingUntil: sql`now() + make_interval(secs => ${claimSeconds})` } : {}),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Claims the conversation for one generation until `seconds` from now. Atomic in the database, so
     * two instances cannot both win; a crashed instance's claim lapses by itself. Returns the claimed
     * conversation, or undefined when it is taken (or not this agent's live conversation). The claim is
     * activity: `last_active_at` moves to now() in the same statement (one round trip less per turn).
     */
    async claim(id: string, seconds: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ generatingUntil: sql`now() + make_interval(secs => ${seconds})`, lastActiveAt: sql`now()` })
        .where(
          and(
            mine(id),
            isNull(conversations.deletedAt),
            sql`(${conversations.generatingUntil} is null or ${conversations.generatingUntil} < now())`,
          ),
        )
        .returning();
      return row;
    },

    /** Pushes a held claim forward while the answer is still streaming. */
    async extendClaim(id: string, seconds: number): Promise<void> {
      await db
        .update(conversations)
        .set({ generatingUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(mine(id));
    },

    async release(id: string): Promise<void> {
      await db.update(conversations).set({ generatingUntil: null }).where(mine(id));
    },

    /**
     * The end of a turn in one statement: the claim released, the activity time and (after a complete
     * answer) the context the engine left.
     */
    async finishTurn(id: string, context?: Record<string, unknown>): Promise<void> {
      await db
        .update(conversations)
        .set({ generatingUntil: null, lastActiveAt: sql`now()`, ...(context ? { context } : {}) })
        .where(mine(id));
    },

    /** Records a turn: the context the engine left (when it finished) and the activity time. */
    async touch(id: string, context?: Record<string, unknown>): Promise<void> {
      await db
        .update(conversations)
        .set(context ? { context, lastActiveAt: sql`now()` } : { lastActiveAt: sql`now()` })
        .where(mine(id));
    },

    /** True when the claim is held now (history shows `generating`). */
    async isGenerating(id: string): Promise<boolean> {
      const [row] = await db
        .select({ on: sql<boolean>`coalesce(${conversations.generatingUntil} > now(), false)` })
        .from(conversations)
        .where(mine(id));
      return row?.on === true;
    },

    /**
     * The conversation a question continues, and whether it has been idle for `minutes` (decided by the
     * database clock, like every other time rule here): one query per question.
     */
    async findForTurn(
      id: string,
      minutes: number,
    ): Promise<(ConversationRow & { idle: boolean }) | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({
          conversation: conversations,
          // An answer still being generated is activity: a question during a long answer gets the
          // usual 409, not a new conversation.
          idle: sql<boolean>`${conversations.lastActiveAt} < now() - make_interval(mins => ${minutes})
            and (${conversations.generatingUntil} is null or ${conversations.generatingUntil} < now())`,
        })
        .from(conversations)
        .where(and(mine(id), isNull(conversations.deletedAt)));
      return row ? { ...row.conversation, idle: row.idle === true } : undefined;
    },

    /**
     * Newest activity first; `afterId` is the last conversation of the previous page. The cursor row is
     * looked up even when deleted since, so deleting the last shown item does not break "load more".
     */
    async list(options: {
      category?: string | undefined;
      channelType?: string | undefined;
      /** The product assistant's conversations: of this product, or (true) of any product. */
      product?: string | true | undefined;
      afterId?: string | undefined;
      limit: number;
    }): Promise<ConversationRow[] | undefined> {
      const filters = [eq(conversations.userId, userId), isNull(conversations.deletedAt)];
      if (options.category) filters.push(eq(conversations.category, options.category));
      if (options.channelType) filters.push(eq(conversations.channelType, options.channelType));
      if (options.product === true) filters.push(isNotNull(conversations.productCode));
      else if (options.product) filters.push(eq(conversations.productCode, options.product));
      if (options.afterId !== undefined) {
        if (!isUuid(options.afterId)) return undefined;
        const [cursor] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(mine(options.afterId));
        if (!cursor) return undefined;
        // Compared in SQL: the timestamps keep microseconds that a JS Date would lose.
        filters.push(
          sql`(${conversations.lastActiveAt}, ${conversations.id}) < (select c.last_active_at, c.id from conversations c where c.id = ${options.afterId})`,
        );
      }
      return db
        .select()
        .from(conversations)
        .where(and(...filters))
        .orderBy(desc(conversations.lastActiveAt), desc(conversations.id))
        .limit(options.limit);
    },

    /**
     * The live conversation of a channel with an answer reading `text` (the newest such): how a chat
     * client that resends its whole history, with no id, continues the conversation it began.
     */
    async findByAnswer(text: string, channelType: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .innerJoin(messages, eq(messages.conversationId, conversations.id))
        .where(
          and(
            eq(conversations.userId, userId),
            isNull(conversations.deletedAt),
            eq(conversations.channelType, channelType),
            eq(messages.userId, userId),
            eq(messages.role, 'assistant'),
            // Clients trim what they show and resend; the stored answer may end in a newline.
            sql`btrim(${messages.content}) = ${text.trim()}`,
          ),
        )
        .orderBy(desc(conversations.lastActiveAt))
        .limit(1);
      return row?.id;
    },

    /** Soft delete; false when there was no such live conversation of this agent. */
    async softDelete(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(conversations)
        .set({ deletedAt: sql`now()` })
        .where(and(mine(id), isNull(conversations.deletedAt)))
        .returning({ id: conversations.id });
      return rows.length === 1;
    },
  };
}
export type ConversationsRepository = ReturnType<typeof conversationsRepository>;
