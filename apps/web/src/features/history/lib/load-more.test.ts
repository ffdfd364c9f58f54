import { describe, expect, it } from 'vitest';
import { loadMoreTriggerIndex, remainingAhead, shouldLoadMore } from './load-more';

describe('load more (spec §4: fewer than 15 remain ahead)', () => {
  const base = { total: 30, hasMore: true, loading: false };

  it('counts the items after the last visible one', () => {
    expect(remainingAhead(30, 9)).toBe(20);
    expect(remainingAhead(30, 29)).toBe(0);
    expect(remainingAhead(0, -1)).toBe(0);
  });

  it('loads when fewer than 15 remain ahead, not at exactly 15', () => {
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 14 })).toBe(false); // 15 ahead
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 15 })).toBe(true); // 14 ahead
    expect(shouldLoadMore({ ...base, lastVisibleIndex: 29 })).toBe(true);
  });

  it('loads after deletes leave fewer than 15 in the list', () => {
    expect(shouldLoadMore({ ...base, total: 14, lastVisibleIndex: -1 })).toBe(true);
    expect(shouldLoadMore({ ...base, total: 0, lastVisibleIndex: -1 })).toBe(true);
  });

  it('never loads at the end or while a page is loading', () => {
    expect(shouldLoadMore({ ...base, hasMore: false, lastVisibleIndex: 29 })).toBe(false);
    expect(shouldLoadMore({ ...base, loading: true, lastVisibleIndex: 29 })).toBe(false);
  });

  it('puts the trigger 15 from the end, or at the first item of a short list', () => {
    expect(loadMoreTriggerIndex(30)).toBe(15);
    expect(shouldLoadMore({ ...base, lastVisibleIndex: loadMoreTriggerIndex(30) })).toBe(true);
    expect(shouldLoadMore({ ...base, lastVisibleIndex: loadMoreTriggerIndex(30) - 1 })).toBe(false);
    expect(loadMoreTriggerIndex(10)).toBe(0);
    expect(loadMoreTriggerIndex(0)).toBe(0);
  });
});
