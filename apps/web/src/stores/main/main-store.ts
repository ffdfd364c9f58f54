import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { createSplitStorage } from '../../lib/storage/split-storage';
import { initialChatState, type ChatLoadingKey, type ChatState } from './chat-slice';
import type { ChatMessage, ChatTracking } from './chat-types';
import { initialCommonState, type CommonState } from './common-slice';

export type MainState = CommonState & ChatState;

/**
 * How often at most the store is copied to sessionStorage. Messages are stored one per key and only
 * when changed (decision 013): typing or streaming into a long conversation writes a few hundred bytes,
 * not the whole conversation.
 */
const PERSIST_THROTTLE_MS = 300;

type PersistedMain = Omit<MainState & MainActions, 'abortController' | 'currentRequestId'>;

export interface MainActions {
  patchCommon(patch: Partial<CommonState>): void;
  patchChat(patch: Partial<Omit<ChatState, 'abortController' | 'loading'>>): void;
  setChatLoading(key: ChatLoadingKey, value: boolean): void;
  setChatTracking(patch: Partial<ChatTracking>): void;
  /** Back to defaults, e.g. on sign-out. */
  reset(): void;
  internal_setAbortController(controller: AbortController | null): void;
}

/** Spec §3 common + chat state, persisted as `main` in sessionStorage. */
export const useMainStore = create<MainState & MainActions>()(
  persist(
    (set) => ({
      ...initialCommonState,
      ...initialChatState,
      patchCommon: (patch) => set(patch),
      patchChat: (patch) => set(patch),
      setChatLoading: (key, value) => set((s) => ({ loading: { ...s.loading, [key]: value } })),
      setChatTracking: (patch) => set((s) => ({ chatTracking: { ...s.chatTracking, ...patch } })),
      reset: () => set({ ...initialCommonState, ...initialChatState }),
      internal_setAbortController: (abortController) => set({ abortController }),
    }),
    {
      name: STORAGE_KEYS.main,
      storage: createSplitStorage<PersistedMain, ChatMessage>({
        field: 'messages',
        keyOf: (message) => message.id,
        throttleMs: PERSIST_THROTTLE_MS,
        storage: () => sessionStorage,
      }),
      // A controller cannot be serialised, and neither it nor the request counter means anything after
      // a reload.
      partialize: ({ abortController: _abortController, currentRequestId: _currentRequestId, ...rest }) =>
        rest,
      merge: (persisted, current) => {
        const state = { ...current, ...(persisted as Partial<MainState>) };
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

/** The chat is busy answering (spec §4: a new message is blocked while another generates). */
export const selectIsGenerating = (state: Pick<ChatState, 'messages'>): boolean =>
  state.messages.some((message) => message.isGenerating === true);
