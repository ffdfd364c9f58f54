import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSplitStorage } from './split-storage';

interface Item {
  id: string;
  text: string;
}
interface State {
  items: Item[];
  draft: string;
}

/** sessionStorage's interface over a Map, recording every write. */
class MemoryStorage implements Storage {
  data = new Map<string, string>();
  writes: string[] = [];
  quota = Infinity;
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.writes.length >= this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.writes.push(key);
    this.data.set(key, value);
  }
}

const THROTTLE = 300;

describe('createSplitStorage', () => {
  let memory: MemoryStorage;
  const make = () =>
    createSplitStorage<State, Item>({
      field: 'items',
      keyOf: (item) => item.id,
      throttleMs: THROTTLE,
      storage: () => memory,
    });
  const save = (storage: ReturnType<typeof make>, state: State) =>
    storage.setItem('main', { state, version: 0 });

  beforeEach(() => {
    memory = new MemoryStorage();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the list item by item and reads the same state back', () => {
    const storage = make();
    const state = {
      items: [
        { id: 'a', text: '你好' },
        { id: 'b', text: '推荐一款重疾险' },
      ],
      draft: '草稿',
    };
    save(storage, state);
    storage.flush();
    expect(JSON.parse(memory.getItem('main') ?? '')).toEqual({
      state: { items: ['a', 'b'], draft: '草稿' },
      version: 0,
    });
    expect(JSON.parse(memory.getItem('main/items/b') ?? '')).toEqual(state.items[1]);
    // A new page (a new storage object) reads it back whole.
    expect(make().getItem('main')).toEqual({ state, version: 0 });
  });

  it('rewrites only the items that changed, and drops the ones that left', () => {
    const storage = make();
    const a = { id: 'a', text: '问题' };
    const b = { id: 'b', text: '回答' };
    save(storage, { items: [a, b], draft: '' });
    storage.flush();
    memory.writes = [];

    // A keystroke: the list is the same objects, only the small state is written.
    save(storage, { items: [a, b], draft: '4' });
    storage.flush();
    expect(memory.writes).toEqual(['main']);

    // A streaming answer: one item changes, one more arrives, `a` leaves (deleted from the chat).
    memory.writes = [];
    const b2 = { ...b, text: '回答，更长' };
    save(storage, { items: [b2, { id: 'c', text: '新问题' }], draft: '' });
    storage.flush();
    expect(memory.writes.sort()).toEqual(['main', 'main/items/b', 'main/items/c']);
    expect(memory.getItem('main/items/a')).toBeNull();
    expect(make().getItem('main')?.state.items).toEqual([b2, { id: 'c', text: '新问题' }]);
  });

  it('writes at most once per throttle window, the latest state', () => {
    const storage = make();
    for (const draft of ['4', '45', '45岁']) save(storage, { items: [], draft });
    expect(memory.writes).toEqual([]);
    vi.advanceTimersByTime(THROTTLE);
    expect(memory.writes).toEqual(['main']);
    expect(make().getItem('main')?.state.draft).toBe('45岁');
  });

  it('reads a copy kept in the older one-key format', () => {
    const state = { items: [{ id: 'a', text: '旧格式' }], draft: '' };
    memory.data.set('main', JSON.stringify({ state, version: 0 }));
    expect(make().getItem('main')).toEqual({ state, version: 0 });
  });

  it('skips an item whose key is missing instead of failing the whole read', () => {
    memory.data.set('main', JSON.stringify({ state: { items: ['a', 'gone'], draft: '' }, version: 0 }));
    memory.data.set('main/items/a', JSON.stringify({ id: 'a', text: '在' }));
    expect(make().getItem('main')?.state.items).toEqual([{ id: 'a', text: '在' }]);
  });

  it('survives a full storage without throwing, and writes everything again once there is room', () => {
    const storage = make();
    memory.quota = 1;
    const items = [
      { id: 'a', text: '一' },
      { id: 'b', text: '二' },
    ];
    save(storage, { items, draft: '' });
    expect(() => storage.flush()).not.toThrow();
    memory.quota = Infinity;
    save(storage, { items, draft: '' });
    storage.flush();
    expect(make().getItem('main')?.state.items).toEqual(items);
  });

  it('removeItem clears the state and every item, and cancels a pending write', () => {
    const storage = make();
    save(storage, { items: [{ id: 'a', text: '一' }], draft: '' });
    storage.flush();
    memory.data.set('other', 'kept');
    save(storage, { items: [{ id: 'b', text: '二' }], draft: '' });
    storage.removeItem('main');
    vi.advanceTimersByTime(THROTTLE);
    expect([...memory.data.keys()]).toEqual(['other']);
  });
});
