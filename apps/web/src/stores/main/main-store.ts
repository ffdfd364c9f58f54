import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createChatSlice } from '../../features/chat/store/chat-actions';
import type { ChatStore } from '../../features/chat/store/types';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { createSplitStorage } from '../../lib/storage/split-storage';
import { initialChatState, PERSISTED_CHAT_FIELDS, type PersistedChat } from './chat-slice';
import type { ChatMessage } from './chat-types';

/** The `main` store: spec §3 chat state and the chat slice's actions. */
export type MainState = ChatStore;

/**
 * How often at most the store is copied to sessionStorage. Messages are stored one per key and only
 * when changed (decision 013): typing or streaming into a long conversation writes a few hundred bytes,
 * not the whole conversation.
 */
const PERSIST_THROTTLE_MS = 300;

/** The persisted fields of `state` (from an older version, only those still in use). */
function persistedPart(state: Partial<PersistedChat>): Partial<PersistedChat> {
  const part: Partial<Record<keyof PersistedChat, unknown>> = {};
  for (const field of PERSISTED_CHAT_FIELDS) if (field in state) part[field] = state[field];
  return part as Partial<PersistedChat>;
}

/** Spec §3 chat state, persisted as `main` in sessionStorage. */
export const useMainStore = create<MainState>()(
  persist<MainState, [], [], Partial<PersistedChat>>(
    (set, get) => ({
      ...initialChatState,
      ...createChatSlice()(set, get),
    }),
    {
      name: STORAGE_KEYS.main,
      storage: createSplitStorage<Partial<PersistedChat>, ChatMessage>({
        field: 'messages',
        keyOf: (message) => message.id,
        throttleMs: PERSIST_THROTTLE_MS,
        storage: () => sessionStorage,
      }),
      partialize: persistedPart,
      merge: (persisted, current) => {
        const state = { ...current, ...persistedPart((persisted ?? {}) as Partial<PersistedChat>) };
        return { ...state, messages: settleInterrupted(state.messages) };
      },
    },
  ),
);

/**
 * A reload during an answer leaves a message marked generating that no stream will ever finish: mark it
 * interrupted instead, for features/chat to recover from the conversation's history.
 */
export function settleInterrupted(messages: ChatMessage[] | undefined): ChatMessage[] {
  if (!Array.isArray(messages)) return [];
  return messages.map((message) =>
    message.isGenerating ? { ...message, isGenerating: false, interrupted: true } : message,
  );
}
