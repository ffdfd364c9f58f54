import {
  MESSAGES,
  isOverInputLimit,
  quoteSnapshot,
  stripEmoji,
  type Category,
  type ConverseRequest,
} from '@broker/contract';
import type { ChatMessage } from '../../../stores/main/chat-types';
import { chatText } from '../../../locales/zh-CN/chat';
import {
  createGuessMessage,
  createPendingAnswer,
  createQuestion,
  fromStored,
  isLocalId,
  quoteField,
} from '../lib/messages';
import { defaultChatDeps, type ChatDeps } from './chat-deps';
import { selectIsGenerating } from './selectors';
import { createStreamRunner, type StreamOutcome } from './stream-runner';

/** A second tap on 发送 within this time, with the same text, is the same send (no toast, no request). */
export const DOUBLE_TAP_MS = 1000;

export type FeedbackInput =
  { type: 'good' } | { type: 'bad'; reasons?: string[]; comment?: string } | { type: 'reset' };

/** The chat screen's actions over the `main` store. Rules: the doc comment of each action. */
export function createChatActions(deps: ChatDeps = defaultChatDeps) {
  const { store } = deps;
  const runner = createStreamRunner(deps);
  let lastSend = { text: '', at: -Infinity };

  const get = () => store.getState();
  const busy = () => runner.isBusy() || selectIsGenerating(get());
  const patchMessage = (id: string, update: (message: ChatMessage) => ChatMessage) =>
    store.setState((state) => ({
      messages: state.messages.map((message) => (message.id === id ? update(message) : message)),
    }));

  /** Spec §4: nothing else happens while an answer generates. */
  function refuseWhileGenerating(): boolean {
    if (!busy()) return false;
    deps.toast(MESSAGES.generating);
    return true;
  }

  async function afterAnswer(outcome: StreamOutcome, category: Category) {
    // Spec §4: category 'ask' (MyBA_Ask) offers guess-you-want questions after each answer.
    if (category !== 'MyBA_Ask' || (outcome !== 'answered' && outcome !== 'recovered')) return;
    const conversationId = get().conversationId;
    try {
      const { list } = await deps.fetchGuessYouWant(conversationId);
      if (list.length === 0 || busy() || get().conversationId !== conversationId) return;
      store.setState((state) => ({
        messages: [
          ...state.messages.filter((m) => m.messageBoxType !== 'guess-you-like'),
          createGuessMessage(conversationId, list),
        ],
      }));
    } catch {
      // Suggestions are optional.
    }
  }

  async function stream(answerId: string, body: Partial<ConverseRequest>): Promise<StreamOutcome> {
    const category = get().currentCategory;
    const outcome = await runner.run(answerId, body);
    await afterAnswer(outcome, category);
    return outcome;
  }

  /** Replaces the answer `answerId` with an empty generating one; returns its new id. */
  function resetAnswer(answerId: string): string {
    const fresh = createPendingAnswer(get().conversationId);
    store.setState((state) => ({
      messages: state.messages
        .filter((m) => m.messageBoxType !== 'guess-you-like')
        .map((m) => (m.id === answerId ? fresh : m)),
    }));
    return fresh.id;
  }

  /** The question an answer replies to. */
  function questionOf(answerId: string): ChatMessage | undefined {
    const { messages } = get();
    const index = messages.findIndex((m) => m.id === answerId);
    for (let i = index - 1; i >= 0; i -= 1) if (messages[i]?.source === 'send') return messages[i];
    return undefined;
  }

  function isLastAnswer(answerId: string): boolean {
    const answers = get().messages.filter((m) => m.source === 'receive' && m.messageBoxType === 'message');
    return answers[answers.length - 1]?.id === answerId;
  }

  /**
   * Answers the last question again in place of its answer (spec §4: the reply is cleared and
   * restarts). Only the conversation's last answer can be regenerated (the server's rule).
   */
  function regenerate(messageId: string): boolean {
    if (refuseWhileGenerating() || !isLastAnswer(messageId)) return false;
    const question = questionOf(messageId);
    if (!question) return false;
    const answerId = resetAnswer(messageId);
    // An answer the server never named (refused or lost before `meta`) is asked again instead.
    const generate = isLocalId(messageId) ? 'llm' : 'regenerate';
    // A regenerate keeps its question's quote on the server; a question asked again sends it again.
    const quote = generate === 'llm' ? quoteField(question.quote) : {};
    void stream(answerId, { generate, userPrompt: question.content, ...quote });
    return true;
  }

  return {
    /**
     * Asks a question. Emoji are stripped (spec §5); empty text is ignored; over 500 characters is
     * refused with MESSAGES.inputTooLong; while an answer generates it is refused with
     * MESSAGES.generating (a double tap of the same text is dropped silently). Returns whether a
     * request was started. The quoted message, if any, goes with the question (quoteMessageId: the
     * assistant reads it, the server stores it) and is cleared.
     */
    send(text: string): boolean {
      const prompt = stripEmoji(text).trim();
      if (!prompt) return false;
      if (busy()) {
        const doubleTap = prompt === lastSend.text && deps.now() - lastSend.at < DOUBLE_TAP_MS;
        if (!doubleTap) deps.toast(MESSAGES.generating);
        return false;
      }
      if (isOverInputLimit(prompt)) {
        deps.toast(MESSAGES.inputTooLong);
        return false;
      }
      lastSend = { text: prompt, at: deps.now() };
      const { conversationId, quotedMessage } = get();
      const question = createQuestion(prompt, conversationId, quotedMessage);
      const answer = createPendingAnswer(conversationId);
      store.setState((state) => ({
        messages: [...state.messages.filter((m) => m.messageBoxType !== 'guess-you-like'), question, answer],
        quotedMessage: null,
        inputMessage: '',
      }));
      void stream(answer.id, { generate: 'llm', userPrompt: prompt, ...quoteField(quotedMessage) });
      return true;
    },

    /** Stops the answer being generated: the partial answer stays, no longer generating. */
    stop(): void {
      runner.stop();
    },

    regenerate,

    /** The retry action of a failed answer (success false): regenerates it. */
    retry(messageId: string): boolean {
      const message = get().messages.find((m) => m.id === messageId);
      if (!message || message.success) return false;
      return regenerate(messageId);
    },

    /** Empties the chat; the next question starts a new conversation. */
    newConversation(): boolean {
      if (refuseWhileGenerating()) return false;
      store.setState({ messages: [], conversationId: '', lockedProductCodes: [], quotedMessage: null });
      return true;
    },

    /** Loads a conversation's newest page into the chat (from the history list). */
    async openConversation(conversationId: string, category: Category): Promise<boolean> {
      if (refuseWhileGenerating()) return false;
      get().setChatLoading('historyDetail', true);
      try {
        const history = await deps.fetchConversationHistory(category, conversationId);
        store.setState({
          messages: history.list.map(fromStored),
          conversationId: history.conversationId,
          currentCategory: history.category,
          lockedProductCodes: history.lockedProducts,
          quotedMessage: null,
        });
        const last = history.list[history.list.length - 1];
        // Still answering (another tab, or a reload just now): follow it until it is stored.
        if (history.generating && last?.source === 'receive') {
          void runner.recover(last.id, history.conversationId);
        }
        return true;
      } catch {
        return false;
      } finally {
        get().setChatLoading('historyDetail', false);
      }
    },

    /**
     * After a reload mid-answer (main-store marks such messages `interrupted`): reads the answer back
     * from the history, or marks it failed (retry) when the server never named it. Call once on mount.
     */
    recoverInterrupted(): void {
      if (busy()) return;
      const { messages, conversationId } = get();
      for (const message of messages) {
        if (!message.interrupted) continue;
        if (isLocalId(message.id) || !conversationId || !isLastAnswer(message.id)) {
          patchMessage(message.id, (m) => ({
            ...m,
            interrupted: false,
            success: false,
            errorText: chatText.answerInterrupted,
          }));
        } else {
          void runner.recover(message.id, conversationId);
        }
      }
    },

    /** Next page of an answer's product list (converse_products), appended; `prodPagination.loading`. */
    async loadMoreProducts(messageId: string): Promise<boolean> {
      const message = get().messages.find((m) => m.id === messageId);
      const pages = message?.prodPagination;
      if (!message || !pages || pages.loading || pages.currPage >= pages.totalPages || isLocalId(messageId))
        return false;
      const setLoading = (loading: boolean) =>
        patchMessage(messageId, (m) =>
          m.prodPagination ? { ...m, prodPagination: { ...m.prodPagination, loading } } : m,
        );
      setLoading(true);
      try {
        const page = await deps.fetchConverseProducts({
          conversationId: message.conversationId || get().conversationId,
          assistantMessageId: messageId,
          currPage: pages.currPage + 1,
        });
        patchMessage(messageId, (m) => ({
          ...m,
          result: [...m.result, ...page.result],
          prodPagination: { ...page.prodcut_pages, loading: false },
        }));
        return true;
      } catch {
        setLoading(false);
        return false;
      }
    },

    /** Likes, dislikes (reasons + comment) or resets an answer; optimistic, undone on failure. */
    async feedback(messageId: string, input: FeedbackInput): Promise<boolean> {
      const before = get().messages.find((m) => m.id === messageId);
      if (!before || before.source !== 'receive' || isLocalId(messageId)) return false;
      const reasons = input.type === 'bad' ? (input.reasons ?? []) : [];
      patchMessage(messageId, (m) => ({
        ...m,
        like: input.type === 'good',
        dislike: input.type === 'bad',
        dislikeReasons: reasons,
      }));
      get().setChatLoading('feedback', true);
      try {
        await deps.sendFeedback({
          messageId,
          feedback: input.type,
          reasons,
          comment: input.type === 'bad' ? (input.comment ?? '') : '',
        });
        if (input.type === 'bad') store.setState({ feedbackPopupVisible: false, dislikeMessageId: null });
        return true;
      } catch {
        patchMessage(messageId, (m) => ({
          ...m,
          like: before.like,
          dislike: before.dislike,
          dislikeReasons: before.dislikeReasons,
        }));
        // The HTTP client has already shown why.
        return false;
      } finally {
        get().setChatLoading('feedback', false);
      }
    },

    /** Opens / closes the dislike popup for an answer (spec §3 feedback popup flag, disliked id). */
    openDislikePopup(messageId: string): void {
      store.setState({ feedbackPopupVisible: true, dislikeMessageId: messageId });
    },
    closeDislikePopup(): void {
      store.setState({ feedbackPopupVisible: false, dislikeMessageId: null });
    },

    /**
     * Quotes a message into the next question (null clears). A message the server has not named yet
     * (a `local-` id: an answer refused before it started) cannot be quoted: returns false.
     */
    quote(message: Pick<ChatMessage, 'id' | 'content'> | null): boolean {
      if (message && isLocalId(message.id)) return false;
      store.setState({
        quotedMessage: message ? { id: message.id, content: quoteSnapshot(message.content) } : null,
      });
      return true;
    },

    setInputMessage(inputMessage: string): void {
      store.setState({ inputMessage });
    },

    /** Switches category (and sub-category) for the next question; refused while generating. */
    setCategory(currentCategory: Category, subCategory = ''): boolean {
      if (refuseWhileGenerating()) return false;
      store.setState({ currentCategory, subCategory });
      return true;
    },
  };
}

export type ChatActions = ReturnType<typeof createChatActions>;
