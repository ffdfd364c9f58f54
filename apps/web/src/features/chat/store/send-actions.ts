import { MESSAGES, isOverInputLimit, stripEmoji, type FileInfo } from '@broker/contract';
import type { ChatMessage } from '../../../stores/main/chat-types';
import {
  createGuessMessage,
  createPendingAnswer,
  createQuestion,
  fileInfosOf,
  isLocalId,
  quoteField,
} from '../lib/messages';
import type { ChatInternalActions, ChatSliceContext, SendActions } from './types';

/** A second tap on 发送 within this time, with the same text, is the same send (no toast, no request). */
export const DOUBLE_TAP_MS = 1000;

const withoutGuess = (messages: ChatMessage[]) =>
  messages.filter((m) => m.messageBoxType !== 'guess-you-like');

/** Asking, answering again, stopping; and the stream each of them starts. */
export function createSendActions(
  ctx: ChatSliceContext,
): SendActions & Pick<ChatInternalActions, 'internal_stream'> {
  const { set, get, deps, runner, busy, refuseWhileGenerating, isLastAnswer } = ctx;
  let lastSend = { text: '', at: -Infinity };

  /** Spec §4: category 'ask' (MyBA_Ask) offers guess-you-want questions after each answer. */
  async function offerGuesses(conversationId: string) {
    try {
      const { list } = await deps.fetchGuessYouWant(conversationId);
      if (list.length === 0 || busy() || get().conversationId !== conversationId) return;
      set((state) => ({
        messages: [...withoutGuess(state.messages), createGuessMessage(conversationId, list)],
      }));
    } catch {
      // Suggestions are optional.
    }
  }

  /** The question an answer replies to. */
  function questionOf(answerId: string): ChatMessage | undefined {
    const { messages } = get();
    const index = messages.findIndex((m) => m.id === answerId);
    for (let i = index - 1; i >= 0; i -= 1) if (messages[i]?.source === 'send') return messages[i];
    return undefined;
  }

  /**
   * Answers the last question again in place of its answer (spec §4: the reply is cleared and
   * restarts). Only the conversation's last answer can be regenerated (the server's rule).
   */
  function regenerate(messageId: string): boolean {
    if (refuseWhileGenerating() || !isLastAnswer(messageId)) return false;
    const question = questionOf(messageId);
    if (!question) return false;
    const fresh = createPendingAnswer(get().conversationId);
    set((state) => ({ messages: withoutGuess(state.messages).map((m) => (m.id === messageId ? fresh : m)) }));
    // An answer the server never named (refused or lost before `meta`) is asked again instead.
    const generate = isLocalId(messageId) ? 'llm' : 'regenerate';
    // A regenerate keeps its question's quote on the server; a question asked again sends it again.
    const quote = generate === 'llm' ? quoteField(question.quote) : {};
    // Its files go again too (a regenerate's are kept with the question on the server).
    const files = generate === 'llm' && question.files.length > 0 ? { fileInfos: fileInfosOf(question) } : {};
    void get().internal_stream(fresh.id, { generate, userPrompt: question.content, ...quote, ...files });
    return true;
  }

  return {
    async internal_stream(answerId, body) {
      const category = get().currentCategory;
      const outcome = await runner.run(answerId, body);
      if (category === 'MyBA_Ask' && (outcome === 'answered' || outcome === 'recovered'))
        await offerGuesses(get().conversationId);
      return outcome;
    },

    /**
     * Asks a question. Emoji are stripped (spec §5); empty text is ignored; over 500 characters is
     * refused with MESSAGES.inputTooLong; while an answer generates it is refused with
     * MESSAGES.generating (a double tap of the same text is dropped silently). Returns whether a
     * request was started. The quoted message, if any, goes with the question (quoteMessageId: the
     * assistant reads it, the server stores it) and is cleared. `files` go as fileInfos and show on
     * the question.
     */
    send(text, files: FileInfo[] = []) {
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
      const question = createQuestion(prompt, conversationId, quotedMessage, files);
      const answer = createPendingAnswer(conversationId);
      set((state) => ({
        messages: [...withoutGuess(state.messages), question, answer],
        quotedMessage: null,
        inputMessage: '',
      }));
      void get().internal_stream(answer.id, {
        generate: 'llm',
        userPrompt: prompt,
        ...quoteField(quotedMessage),
        ...(files.length > 0 ? { fileInfos: files } : {}),
      });
      return true;
    },

    /** Stops the answer being generated: the partial answer stays, no longer generating. */
    stop() {
      runner.stop();
    },

    regenerate,

    /** The retry action of a failed answer (success false): regenerates it. */
    retry(messageId) {
      const message = get().messages.find((m) => m.id === messageId);
      if (!message || message.success) return false;
      return regenerate(messageId);
    },
  };
}
