import { createContext, useContext } from 'react';

/**
 * Screens an answer's cards and product actions can open. Each is set by the page once that screen
 * exists in the route table; until then the card shows its information without a button (no links to
 * screens that are not there).
 */
export interface ChatLinks {
  underwriting?: string;
  customerService?: string;
  compare?: string;
  calculate?: string;
  colourPage?: string;
  /** The product sheet: a card's product opens it. */
  product?: string;
}

export interface ChatView {
  /** Spec §1 watermark lines: the AI notice, then the agent's real name and work id. */
  watermark: readonly string[];
  links: ChatLinks;
}

export const ChatViewContext = createContext<ChatView>({ watermark: [], links: {} });

export const useChatView = () => useContext(ChatViewContext);
