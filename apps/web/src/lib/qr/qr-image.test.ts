import { describe, expect, it } from 'vitest';
import { qrImage } from './qr-image';

describe('qrImage', () => {
  it('draws a square SVG whose size grows with the link', () => {
    const short = decodeURIComponent(qrImage('https://a.test/#/x'));
    const long = decodeURIComponent(
      qrImage(`https://a.test/#/comparisonResults?shareFlag=1&id=${'a'.repeat(36)}`),
    );
    expect(short).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg /);
    const size = (s: string) => Number(/viewBox="0 0 (\d+) \1"/.exec(s)?.[1]);
    expect(size(short)).toBe(29); // version 2 (18 bytes at level M): 25 modules + 2 × 2 quiet
    expect(size(long)).toBeGreaterThan(size(short));
  });
});
