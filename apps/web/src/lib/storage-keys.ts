/** sessionStorage keys of the persisted stores (spec §3 storage keys). */
export const STORAGE_KEYS = {
  main: 'main',
  keepAlive: 'keepAlive',
  user: 'user',
} as const;
