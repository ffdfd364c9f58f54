import { describe, expect, it } from 'vitest';
import { isNotFound } from '../../../lib/http';
import { earlierPage } from './convhistory';

describe('conversation messages paging (100 a page, newest first)', () => {
  it('offers an earlier page while messages remain before this one', () => {
    expect(earlierPage(1, 100, 40)).toBeUndefined();
    expect(earlierPage(1, 100, 100)).toBeUndefined();
    expect(earlierPage(1, 100, 101)).toBe(2);
    expect(earlierPage(2, 100, 250)).toBe(3);
    expect(earlierPage(3, 100, 250)).toBeUndefined();
  });

  it('recognises a deleted conversation', () => {
    expect(isNotFound({ status: 404 })).toBe(true);
    expect(isNotFound({ status: 500 })).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
