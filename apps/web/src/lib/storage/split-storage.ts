import type { PersistStorage, StorageValue } from 'zustand/middleware';

export interface SplitStorageOptions<Item> {
  /** The state field holding a long list (the chat's messages). */
  field: string;
  /** A stable key per item; items keep their key while they change. */
  keyOf(item: Item): string;
  /** Writes are coalesced: at most one per this many milliseconds (and one more on leaving the page). */
  throttleMs: number;
  storage: () => Storage;
}

/** A persist storage that reads synchronously (sessionStorage does) and can write its pending state now. */
export interface SplitStorage<S> extends PersistStorage<S> {
  getItem(name: string): StorageValue<S> | null;
  flush(): void;
}

/**
 * A zustand persist storage that keeps one long list item by item: the state goes to `name` with the
 * list as its keys, each item to `name/field/key`. A write stores only the items whose object changed
 * since the last write (the stores update immutably, so an unchanged message is the same object), and
 * writes are throttled, so typing or a streaming answer no longer re-serialises a conversation of
 * hundreds of messages on every change. Pending writes are flushed when the page is hidden or left.
 * Storage is best effort: a full or unavailable storage loses the copy, never the state in memory.
 */
export function createSplitStorage<S extends object, Item>(
  options: SplitStorageOptions<Item>,
): SplitStorage<S> {
  const { field, keyOf, throttleMs } = options;
  const itemKey = (name: string, key: string) => `${name}/${field}/${key}`;
  /** What each stored item key holds now (the object last written or read). */
  const written = new Map<string, Item>();
  let pending: { name: string; value: StorageValue<S> } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function write(name: string, value: StorageValue<S>) {
    const storage = options.storage();
    const items = ((value.state as Record<string, unknown>)[field] as Item[] | undefined) ?? [];
    const keys = items.map(keyOf);
    const current = new Set(keys);
    items.forEach((item, i) => {
      const key = itemKey(name, keys[i] as string);
      if (written.get(key) === item) return;
      storage.setItem(key, JSON.stringify(item));
      written.set(key, item);
    });
    storage.setItem(name, JSON.stringify({ ...value, state: { ...value.state, [field]: keys } }));
    // Stale items go last: until the index above is written, the previous one may still point at them.
    for (const key of [...written.keys()]) {
      if (current.has(key.slice(itemKey(name, '').length))) continue;
      storage.removeItem(key);
      written.delete(key);
    }
  }

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const next = pending;
    pending = null;
    if (!next) return;
    try {
      write(next.name, next.value);
    } catch {
      // Quota exceeded or storage disabled: what was written stays; the chat itself is unaffected.
      written.clear();
    }
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    getItem(name) {
      let storage: Storage;
      let raw: string | null;
      try {
        storage = options.storage();
        raw = storage.getItem(name);
      } catch {
        return null;
      }
      if (!raw) return null;
      const value = JSON.parse(raw) as StorageValue<S>;
      const stored = (value.state as Record<string, unknown>)[field];
      if (!Array.isArray(stored)) return value;
      const items: Item[] = [];
      for (const entry of stored as unknown[]) {
        // Entries are keys; an older copy of the state held the items themselves.
        if (typeof entry !== 'string') {
          items.push(entry as Item);
          continue;
        }
        const itemRaw = storage.getItem(itemKey(name, entry));
        if (itemRaw === null) continue;
        const item = JSON.parse(itemRaw) as Item;
        written.set(itemKey(name, entry), item);
        items.push(item);
      }
      return { ...value, state: { ...value.state, [field]: items } };
    },
    setItem(name, value) {
      pending = { name, value };
      if (timer === null) timer = setTimeout(flush, throttleMs);
    },
    removeItem(name) {
      pending = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      written.clear();
      try {
        const storage = options.storage();
        const prefix = itemKey(name, '');
        const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
        for (const key of keys) if (key?.startsWith(prefix)) storage.removeItem(key);
        storage.removeItem(name);
      } catch {
        // Nothing to clear.
      }
    },
    flush,
  };
}
