import { describe, expect, it } from 'vitest';
import { selectUnreadBadge } from './user-store';

describe('selectUnreadBadge', () => {
  it('is empty for none and caps at 99+', () => {
    expect(selectUnreadBadge({ unreadCount: 0 })).toBe('');
    expect(selectUnreadBadge({ unreadCount: 7 })).toBe('7');
    expect(selectUnreadBadge({ unreadCount: 99 })).toBe('99');
    expect(selectUnreadBadge({ unreadCount: 100 })).toBe('99+');
  });
});
