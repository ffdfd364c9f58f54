import { conversationsRepository, type ConversationRow } from './conversations-repository.js';
import type { Db } from './database.js';
import { messagesRepository, type MessageRow, type NewMessage } from './messages-repository.js';

type RowValues = Omit<NewMessage, 'conversationId' | 'seq' | 'role'>;

export interface TurnToOpen {
  /** A live conversation to continue (claimed here), or a new conversation to create and claim. */
  conversation: { id: string } | { category: string; title: string; channelType?: string | undefined };
  /** The question to append; absent = answer the conversation's last question again (regenerate). */
  question?: RowValues;
  /** The empty, unfinished answer the stream fills in. */
  answer: RowValues;
  claimSeconds: number;
  /** How many of the conversation's messages before this turn's writes to return. */
  recentLimit: number;
}

export interface OpenedTurn {
  conversation: ConversationRow;
  /** The question answered: the one appended, or the one a regenerate asks again. */
  question: MessageRow;
  answer: MessageRow;
  /** The conversation's newest messages before this turn's writes, newest first. */
  recent: MessageRow[];
  /** The answer a regenerate replaced (its row is gone). */
  replaced?: MessageRow | undefined;
  /** The message the re-asked question quotes (regenerate), if it is still there. */
  quoted?: MessageRow | undefined;
}

/** Why a turn was not opened; nothing was written. */
export type TurnRefusal = 'busy' | 'nothing_to_regenerate';

class Refused extends Error {
  constructor(readonly reason: TurnRefusal) {
    super(reason);
  }
}

/**
 * Starting a turn as one transaction (decision 015): the conversation is claimed (or created claimed)
 * and the question and its placeholder answer are written together, or nothing happens at all. The
 * claim outlives the transaction: it is what keeps a second answer out while this one streams.
 */
export function turnsRepository(db: Db, userId: string) {
  return {
    async open(turn: TurnToOpen): Promise<OpenedTurn | TurnRefusal> {
      try {
        return await db.transaction((tx) => openIn(tx as unknown as Db, userId, turn));
      } catch (error) {
        if (error instanceof Refused) return error.reason;
        throw error;
      }
    },
  };
}
export type TurnsRepository = ReturnType<typeof turnsRepository>;

async function openIn(tx: Db, userId: string, turn: TurnToOpen): Promise<OpenedTurn> {
  const conversationsTx = conversationsRepository(tx, userId);
  const messages = messagesRepository(tx, userId);
  const target = turn.conversation;

  // Claiming touches the conversation (last_active_at = now()), and a new one starts with now(): the
  // transaction's time either way, so the turn needs no separate touch.
  const conversation =
    'id' in target
      ? await conversationsTx.claim(target.id, turn.claimSeconds)
      : await conversationsTx.create({ ...target, claimSeconds: turn.claimSeconds });
  if (!conversation) throw new Refused('busy');
  const recent = 'id' in target ? await messages.latest(conversation.id, turn.recentLimit) : [];

  let opened: OpenedTurn;
  if (turn.question) {
    // `recent` is newest first, so its first row holds the highest seq (none: a new conversation).
    const rows = await messages.appendTurn(conversation.id, turn.question, turn.answer, recent[0]?.seq ?? 0);
    opened = { conversation, ...rows, recent };
  } else {
    // Regenerate re-answers the last question: the old answer is replaced in its place, and a question
    // left without one gets its first.
    const question = recent.slice(0, 2).find((m) => m.role === 'user');
    const [newest] = recent;
    if (!question || !newest) throw new Refused('nothing_to_regenerate');
    const replaced = newest.role === 'assistant' ? newest : undefined;
    const answer = replaced
      ? await messages.replaceAnswer(replaced, turn.answer)
      : await messages.insert({
          ...turn.answer,
          conversationId: conversation.id,
          seq: newest.seq + 1,
          role: 'assistant',
        });
    const quoted = question.quoteMessageId
      ? await messages.findInConversation(question.quoteMessageId, conversation.id)
      : undefined;
    opened = { conversation, question, answer, recent, replaced, quoted };
  }
  return opened;
}
