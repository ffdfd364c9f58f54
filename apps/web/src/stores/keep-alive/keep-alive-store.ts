import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { nextKeepAliveList, type RouteChange } from './keep-alive-list';

interface KeepAliveState {
  /** Paths of visited pages kept mounted (hidden when not current). */
  pages: string[];
  /** Forget every kept page, e.g. on sign-out so no signed-in screen lingers. */
  reset(): void;
  /** Called by the layout on each route change. */
  internal_recordRouteChange(change: RouteChange): void;
}

export const useKeepAliveStore = create<KeepAliveState>()(
  persist(
    (set) => ({
      pages: [],
      reset: () => set({ pages: [] }),
      internal_recordRouteChange: (change) => set((s) => ({ pages: nextKeepAliveList(s.pages, change) })),
    }),
    { name: STORAGE_KEYS.keepAlive, storage: createJSONStorage(() => sessionStorage) },
  ),
);
