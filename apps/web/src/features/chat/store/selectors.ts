import type { ChatState } from '../../../stores/main/chat-slice';
import type { ChatMessage } from '../../../stores/main/chat-types';

type ChatView = Pick<ChatState, 'messages'>;

/** Small pure selectors over the `main` store for the chat screen. */
export const selectMessages = (state: ChatView): ChatMessage[] => state.messages;

/** The chat is busy answering (spec §4: a new message is blocked while another generates). */
export const selectIsGenerating = (state: ChatView): boolean =>
  state.messages.some((message) => message.isGenerating === true);

// Every bubble looks its message up after each store change: one index per messages array (built at
// most once per change) instead of a scan per bubble.
const indexes = new WeakMap<ChatMessage[], Map<string, ChatMessage>>();

export const selectMessageById =
  (id: string) =>
  (state: ChatView): ChatMessage | undefined => {
    let index = indexes.get(state.messages);
    if (!index) {
      index = new Map(state.messages.map((m) => [m.id, m]));
      indexes.set(state.messages, index);
    }
    return index.get(id);
  };

/** The newest answer bubble (not the guess-you-like card). */
export const selectLastAnswer = (state: ChatView): ChatMessage | undefined => {
  for (let i = state.messages.length - 1; i >= 0; i -= 1) {
    const m = state.messages[i];
    if (m?.source === 'receive' && m.messageBoxType === 'message') return m;
  }
  return undefined;
};

/** Regenerate is offered on the last answer only, once it is no longer generating. */
export const selectCanRegenerate =
  (id: string) =>
  (state: ChatView): boolean => {
    const last = selectLastAnswer(state);
    return last?.id === id && !last.isGenerating;
  };

/** The guess-you-like questions after the last MyBA_Ask answer ([] when none). */
export const selectGuessQuestions = (state: ChatView) =>
  state.messages.find((m) => m.messageBoxType === 'guess-you-like')?.ask ?? [];

export const selectConversationId = (state: Pick<ChatState, 'conversationId'>) => state.conversationId;
export const selectQuotedMessage = (state: Pick<ChatState, 'quotedMessage'>) => state.quotedMessage;
export const selectLockedProductCodes = (state: Pick<ChatState, 'lockedProductCodes'>) =>
  state.lockedProductCodes;
