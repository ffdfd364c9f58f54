import type { Category, HintList } from '@broker/contract';
import {
  defaultQuestions,
  EMPTY_CONTEXT,
  guessYouWant,
  hints,
  type ConversationContext,
  type KnowledgeBase,
} from '@broker/assistant';
import { conversationsRepository } from '../../db/conversations-repository.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/users-repository.js';
import { AppError } from '../../errors.js';

/** Questions to tap: the home screen's, a category's trending ones, and follow-ups after an answer. */
export function hintsService(deps: { db: Db; knowledge: () => Promise<KnowledgeBase> }) {
  return {
    async defaultQuestions(): Promise<HintList> {
      return { list: defaultQuestions(await deps.knowledge()) };
    },

    async hints(category: Category): Promise<HintList> {
      return { list: hints(await deps.knowledge(), category) };
    },

    /**
     * Open API `hints/product_aides/{id}`: the product assistant opens on one product, so its hints
     * are the follow-ups about that product; an unknown code gets the home screen's questions.
     */
    async productHints(code: string): Promise<HintList> {
      const kb = await deps.knowledge();
      if (!kb.productsByCode.has(code)) return { list: defaultQuestions(kb) };
      return { list: guessYouWant(kb, { ...EMPTY_CONTEXT, lockedProducts: [code] }) };
    },

    /** Follow-ups for the conversation's context; without a conversation, general ones. */
    async guessYouWant(user: UserRow, conversationId: string | undefined): Promise<HintList> {
      let context = EMPTY_CONTEXT;
      if (conversationId) {
        const conversation = await conversationsRepository(deps.db, user.id).find(conversationId);
        if (!conversation) throw new AppError('not_found:conversation');
        context = { ...EMPTY_CONTEXT, ...(conversation.context as Partial<ConversationContext>) };
      }
      return { list: guessYouWant(await deps.knowledge(), context) };
    },
  };
}
