import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LIMITS, type AiSource, type UserInfo } from '@broker/contract';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** Spec §3 user session state. */
export interface UserState {
  /** Last user info seen, so a reload can greet the agent before `/v1/userinfo` answers. */
  userInfo: UserInfo | null;
  /** Session token, sent as `Authorization`. */
  token: string | null;
  /** The launch asked to return to the native app when leaving (`appbackFlag`). */
  appFlag: boolean;
  unreadCount: number;
  guidePopupVisible: boolean;
  navHeaderVisible: boolean;
  lessonId: string;
  aiSource: AiSource;
  /** With aiSource product_aides: the product the chat is locked to (decision 048); '' otherwise. */
  lockedProduct: string;
  fromAppAssistant: boolean;
  colourPageData: unknown;
  colourPageFactors: unknown;
}

export interface UserActions {
  /** Starts a session; a different token drops the previous agent's cached info. */
  setToken(token: string): void;
  /** Ends the session locally (token and cached info). */
  clearSession(): void;
  setUnreadCount(count: number): void;
  setGuidePopupVisible(visible: boolean): void;
  setNavHeaderVisible(visible: boolean): void;
  setAiSource(source: AiSource): void;
  setFromAppAssistant(value: boolean): void;
  setColourPage(data: unknown, factors: unknown): void;
  /** Mirrors the user-info query; only that query calls it. */
  internal_setUserInfo(userInfo: UserInfo): void;
  /** Applies launch query parameters at boot. */
  internal_applyLaunch(
    launch: Partial<Pick<UserState, 'appFlag' | 'lessonId' | 'aiSource' | 'lockedProduct'>>,
  ): void;
}

export const initialUserState: UserState = {
  userInfo: null,
  token: null,
  appFlag: false,
  unreadCount: 0,
  guidePopupVisible: false,
  navHeaderVisible: true,
  lessonId: '',
  aiSource: 'general',
  lockedProduct: '',
  fromAppAssistant: false,
  colourPageData: null,
  colourPageFactors: null,
};

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...initialUserState,
      setToken: (token) => set((s) => (s.token === token ? s : { token, userInfo: null })),
      clearSession: () => set({ token: null, userInfo: null, unreadCount: 0 }),
      setUnreadCount: (unreadCount) => set({ unreadCount: Math.max(0, unreadCount) }),
      setGuidePopupVisible: (guidePopupVisible) => set({ guidePopupVisible }),
      setNavHeaderVisible: (navHeaderVisible) => set({ navHeaderVisible }),
      setAiSource: (aiSource) => set({ aiSource }),
      setFromAppAssistant: (fromAppAssistant) => set({ fromAppAssistant }),
      setColourPage: (colourPageData, colourPageFactors) => set({ colourPageData, colourPageFactors }),
      internal_setUserInfo: (userInfo) => set({ userInfo }),
      internal_applyLaunch: (launch) => set(launch),
    }),
    { name: STORAGE_KEYS.user, storage: createJSONStorage(() => sessionStorage) },
  ),
);

export const selectIsSignedIn = (state: UserState): boolean => Boolean(state.token);

/** The unread badge text: '' for none, '99+' above the cap (spec §9). */
export const selectUnreadBadge = (state: Pick<UserState, 'unreadCount'>): string => {
  if (state.unreadCount <= 0) return '';
  return state.unreadCount > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(state.unreadCount);
};
