import type { StoreApi } from 'zustand';
import type { Category, ConverseRequest, FileInfo, StreamEvent } from '@broker/contract';
import type { ChatState } from '../../../stores/main/chat-slice';
import type { ChatMessage } from '../../../stores/main/chat-types';
import type { ChatDeps } from './chat-deps';
import type { StreamOutcome, StreamRunner } from './stream-runner';

export type FeedbackInput =
  { type: 'good' } | { type: 'bad'; reasons?: string[]; comment?: string } | { type: 'reset' };

/** Asking, answering again and stopping (spec §4). The rules are in each action's doc comment. */
export interface SendActions {
  /** `files`: the question's attachments (spec §7 fileInfos), uploaded and owned by the agent. */
  send(text: string, files?: FileInfo[]): boolean;
  stop(): void;
  regenerate(messageId: string): boolean;
  retry(messageId: string): boolean;
}

/** Which conversation is on screen, its category and the input box; whose chat it is. */
export interface ConversationActions {
  newConversation(): boolean;
  /**
   * The assistant on screen: '' for the product assistant, a customer-service source for /csAssistant.
   * Another channel than the open conversation's starts a new conversation (it stays in the history).
   */
  switchChannel(channelType: string): boolean;
  openConversation(conversationId: string, category: Category): Promise<boolean>;
  recoverInterrupted(): void;
  setCategory(category: Category): boolean;
  setInputMessage(inputMessage: string): void;
  /** Marks the chat as the signed-in agent's (features/session decides when). */
  setOwnerWorkId(workId: string): void;
  /** Back to defaults, e.g. on sign-out. */
  reset(): void;
}

export interface FeedbackActions {
  feedback(messageId: string, input: FeedbackInput): Promise<boolean>;
  openDislikePopup(messageId: string): void;
  closeDislikePopup(): void;
}

export interface QuoteActions {
  quote(message: Pick<ChatMessage, 'id' | 'content'> | null): boolean;
}

export interface PagingActions {
  loadMoreProducts(messageId: string): Promise<boolean>;
}

/** What screens call. */
export type ChatActions = SendActions & ConversationActions & FeedbackActions & QuoteActions & PagingActions;

/** What the chat's own actions and its stream runner call; nothing outside features/chat/store. */
export interface ChatInternalActions {
  /** The one way a single message changes. */
  internal_patchMessage(id: string, update: (message: ChatMessage) => ChatMessage): void;
  internal_setRequestId(requestId: number): void;
  /** Applies a batch of stream events to the answer `target.id` (renamed to its server id on `meta`). */
  internal_applyStreamEvents(target: { id: string }, events: StreamEvent[]): void;
  /** Shows the stored version of an answer read back from the history. */
  internal_showRecovered(answerId: string, recovered: ChatMessage, lockedProducts: string[]): void;
  /** Streams an answer into `answerId`, then offers guess-you-want questions where the category has them. */
  internal_stream(answerId: string, body: Partial<ConverseRequest>): Promise<StreamOutcome>;
}

export type ChatStore = ChatState & ChatActions & ChatInternalActions;

/** What each group of actions is built with. */
export interface ChatSliceContext {
  set: StoreApi<ChatStore>['setState'];
  get: () => ChatStore;
  deps: ChatDeps;
  runner: StreamRunner;
  /** A stream or recovery runs, or a message is still generating. */
  busy(): boolean;
  /** Spec §4: nothing else happens while an answer generates (toasts MESSAGES.generating). */
  refuseWhileGenerating(): boolean;
  /** Whether `answerId` is the conversation's last answer (only that one can be regenerated). */
  isLastAnswer(answerId: string): boolean;
}
