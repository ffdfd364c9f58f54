import { describe, expect, it } from 'vitest';
import { durationText, unreadBadge } from './badge';

describe('unread badge', () => {
  it('caps at 99+ (spec §9) and hides at zero', () => {
    expect(unreadBadge(0)).toBe('');
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
  it('says how long a customer looked', () => {
    expect(durationText(0)).toBe('停留不足1秒');
    expect(durationText(42)).toBe('停留42秒');
    expect(durationText(192)).toBe('停留3分12秒');
  });
});
