import { describe, expect, it } from 'vitest';
import { contentHash, drawnCache } from './drawn-cache.js';

describe('contentHash', () => {
  it('changes with the content and with the layout version', () => {
    const a = contentHash(1, { title: '甲乙对比', rows: [1, 2] });
    expect(contentHash(1, { title: '甲乙对比', rows: [1, 2] })).toBe(a);
    expect(contentHash(1, { title: '甲乙对比', rows: [1, 3] })).not.toBe(a);
    expect(contentHash(2, { title: '甲乙对比', rows: [1, 2] })).not.toBe(a);
  });
});

describe('drawnCache', () => {
  it('draws a hash once, also for requests while it is being drawn', async () => {
    const cache = drawnCache<string>(4);
    let draws = 0;
    const draw = async () => `png${++draws}`;
    const [first, second] = await Promise.all([cache.get('a', draw), cache.get('a', draw)]);
    expect([first, second, await cache.get('a', draw)]).toEqual(['png1', 'png1', 'png1']);
    expect(draws).toBe(1);
    expect(await cache.get('b', draw)).toBe('png2');
  });

  it('forgets a failed drawing, so the next request draws again', async () => {
    const cache = drawnCache<string>(4);
    await expect(cache.get('a', () => Promise.reject(new Error('font missing')))).rejects.toThrow();
    expect(await cache.get('a', async () => 'png')).toBe('png');
  });

  it('keeps the most recently used entries', async () => {
    const cache = drawnCache<string>(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is used again: b is now the oldest
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
