import { useMainStore } from '../../../stores/main/main-store';
import { publicChatActions } from './chat-actions';

/**
 * The chat screen's data layer. State lives in the `main` store (stores/main, persisted in
 * sessionStorage); read it with the selectors / hooks, change it only through these actions.
 */
export const chatActions = publicChatActions(useMainStore);

export { applyStreamEvent, streamEffects } from './apply-stream-event';
export type { ChatActions, FeedbackInput } from './types';
export * from './selectors';
