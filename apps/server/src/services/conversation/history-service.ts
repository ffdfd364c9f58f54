import type {
  Category,
  ConversationHistory,
  ConversationList,
  FeedbackRequest,
  ProductCard,
  ProductPages,
} from '@broker/contract';
import { EMPTY_CONTEXT, type ConversationContext } from '@broker/assistant';
import { conversationsRepository } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import { messagesRepository } from '../../db/messages-repository.js';
import type { UserRow } from '../../db/users-repository.js';
import { AppError } from '../../errors.js';
import { rejectNul } from './input.js';
import { payloadOf, toConversationMessage } from './message-view.js';
import type { EngineChoice } from '../engines/engine-choice.js';

/** Reading and tending an agent's own conversations: lists, history, delete, feedback, more products. */
export function historyService(deps: { db: Db; engines: EngineChoice }) {
  const { db } = deps;
  const repos = (user: UserRow) => ({
    conversations: conversationsRepository(db, user.id),
    messages: messagesRepository(db, user.id),
  });

  async function liveConversation(user: UserRow, id: string) {
    const found = await repos(user).conversations.find(id);
    if (!found) throw new AppError('not_found:conversation');
    return found;
  }

  return {
    /** Throws 404 unless the conversation is the agent's and not deleted. */
    async own(user: UserRow, id: string): Promise<void> {
      await liveConversation(user, id);
    },

    /**
     * `category` undefined lists every category. The product assistant's history (product_aides,
     * decision 048) passes `product`: the conversations locked to that product, or (true) to any. A
     * code no longer in the catalogue still lists its conversations.
     */
    async list(
      user: UserRow,
      category: Category | undefined,
      query: {
        size: number;
        c_id?: string | undefined;
        channelType?: string | undefined;
        product?: string | true;
      },
    ): Promise<ConversationList> {
      rejectNul(query, '', '查询参数 ');
      const rows = await repos(user).conversations.list({
        category,
        channelType: query.channelType,
        product: query.product,
        afterId: query.c_id || undefined,
        limit: query.size + 1,
      });
      // A cursor that was never this agent's conversation.
      if (!rows) throw new AppError('not_found:conversation');
      return {
        list: rows.slice(0, query.size).map((row) => ({
          conversationId: row.id,
          category: row.category as Category,
          message: row.title,
          date: row.lastActiveAt.toISOString(),
        })),
        hasMore: rows.length > query.size,
      };
    },

    /**
     * One page of a conversation (page 1 = newest). The path's category is not checked against the
     * conversation's: a conversation keeps the category it started in while the agent moves between
     * screens, and the id alone identifies it.
     */
    async history(
      user: UserRow,
      conversationId: string,
      query: { page: number; size: number },
    ): Promise<ConversationHistory> {
      const conversation = await liveConversation(user, conversationId);
      const { conversations, messages } = repos(user);
      const [rows, total, generating] = await Promise.all([
        messages.page(conversation.id, query.page, query.size),
        messages.count(conversation.id),
        conversations.isGenerating(conversation.id),
      ]);
      const context = conversation.context as Partial<ConversationContext>;
      return {
        conversationId: conversation.id,
        category: conversation.category as Category,
        lockedProducts: context.lockedProducts ?? [],
        channelType: conversation.channelType ?? '',
        list: rows.map(toConversationMessage),
        page: query.page,
        size: query.size,
        total,
        generating,
      };
    },

    async remove(user: UserRow, conversationId: string): Promise<void> {
      if (!(await repos(user).conversations.softDelete(conversationId))) {
        throw new AppError('not_found:conversation');
      }
    },

    /** Like / dislike (with reasons and a comment) / reset, on one of the agent's answers. */
    async feedback(user: UserRow, body: FeedbackRequest): Promise<void> {
      rejectNul(body);
      const { conversations, messages } = repos(user);
      const answer = await messages.findAnswer(body.messageId);
      // An answer of a deleted conversation is gone for the agent too.
      if (!answer || !(await conversations.find(answer.conversationId)))
        throw new AppError('not_found:message');
      const value = body.feedback === 'reset' ? null : body.feedback;
      await messages.setFeedback(answer.id, {
        value,
        reasons: value === 'bad' ? body.reasons : [],
        comment: value === 'bad' ? body.comment : '',
      });
    },

    /** A later page of an answer's product list, quoted for the conversation's person. */
    async products(
      user: UserRow,
      body: { conversationId: string; assistantMessageId: string; currPage: number; pageSize: number },
    ): Promise<{ result: ProductCard[]; prodcut_pages: ProductPages }> {
      const conversation = await liveConversation(user, body.conversationId);
      const answer = await repos(user).messages.findAnswer(body.assistantMessageId);
      if (!answer || answer.conversationId !== conversation.id) throw new AppError('not_found:message');
      const engine = await deps.engines.forModel(answer.model);
      const context = { ...EMPTY_CONTEXT, ...(conversation.context as Partial<ConversationContext>) };
      const page = engine.productPage(
        payloadOf(answer).allCodes,
        body.currPage,
        body.pageSize,
        context.entities,
        context.quotedFactors,
      );
      return { result: page.items, prodcut_pages: page.pages };
    },
  };
}
export type HistoryService = ReturnType<typeof historyService>;
