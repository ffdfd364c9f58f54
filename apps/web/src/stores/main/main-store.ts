import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { initialChatState, type ChatLoadingKey, type ChatState } from './chat-slice';
import type { ChatMessage, ChatTracking } from './chat-types';
import { initialCommonState, type CommonState } from './common-slice';

export type MainState = CommonState & ChatState;

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
      storage: createJSONStorage(() => sessionStorage),
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
