import type { ConversationMessage, MessageQuote, ProductPages } from '@broker/contract';

/** Spec §3 product pagination: the contract's pages plus the client's loading flag. */
export interface ProductPagination extends ProductPages {
  loading: boolean;
}

/** Spec §3 messageBoxType: an ordinary bubble, a divider line, or the guess-you-like card. */
export type MessageBoxType = 'message' | 'divider' | 'guess-you-like';

/**
 * A message as the chat screen holds it: the stored shape from @broker/contract (spec §3) plus the
 * client-only fields. `id` is the server's id once known (an answer's after the stream's `meta`
 * event; a question's only after a history load) and a `local-…` id before.
 */
export interface ChatMessage extends Omit<ConversationMessage, 'prodPagination'> {
  prodPagination: ProductPagination | null;
  messageBoxType: MessageBoxType;
  /** The answer is streaming into this message. */
  isGenerating: boolean;
  /** action jump_to_vehicle: show the car-insurance card. */
  showVehicleCard: boolean;
  /** action jump_to_ua: show the underwriting card. */
  showUaCard: boolean;
  /** popup_action confirm_branch: show the choose card over `choices`. */
  showChooseCard: boolean;
  /** Why the answer failed, to show in the bubble ('' when it did not). */
  errorText: string;
  /** The answer stream was cut after it began (reload, lost connection) and history recovery is due. */
  interrupted: boolean;
}

/**
 * Spec §3 quoted message data: the message quoted into the next question (its server id and text,
 * cut to QUOTE_MAX_CHARS); a sent question keeps it in `quote`, as the server stores it.
 */
export type ChatQuote = MessageQuote;
