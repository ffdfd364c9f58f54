import { describe, expect, it } from 'vitest';
import { REVEAL_MS, revealedLength } from './typing-reveal';

describe('revealedLength', () => {
  it('starts empty, grows without going back, and shows everything by REVEAL_MS', () => {
    expect(revealedLength(600, 0)).toBe(0);
    let last = 0;
    for (let t = 16; t < REVEAL_MS; t += 16) {
      const n = revealedLength(600, t);
      expect(n).toBeGreaterThanOrEqual(last);
      expect(n).toBeLessThanOrEqual(600);
      last = n;
    }
    expect(last).toBeGreaterThan(590);
    expect(revealedLength(600, REVEAL_MS)).toBe(Infinity);
  });

  it('is eased out: half the time shows well over half the text', () => {
    expect(revealedLength(100, REVEAL_MS / 2)).toBe(75);
  });
});
