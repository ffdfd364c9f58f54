import { quoteSnapshot } from '@broker/contract';
import { isLocalId } from '../lib/messages';
import type { ChatSliceContext, QuoteActions } from './types';

/** Spec §3 quoted message data: what goes with the next question. */
export function createQuoteActions({ set }: ChatSliceContext): QuoteActions {
  return {
    /**
     * Quotes a message into the next question (null clears). A message the server has not named yet
     * (a `local-` id: an answer refused before it started) cannot be quoted: returns false.
     */
    quote(message) {
      if (message && isLocalId(message.id)) return false;
      set({ quotedMessage: message ? { id: message.id, content: quoteSnapshot(message.content) } : null });
      return true;
    },
  };
}
