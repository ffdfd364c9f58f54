import { describe, expect, it } from 'vitest';
import { afterReplaced, SAME_ANSWER_NOTE, unchanged } from './regenerate.js';

const ranked = ['A', 'B', 'C', 'D', 'E'].map((code) => ({ code }));
const codes = (items: { code: string }[]) => items.map((i) => i.code).join('');

describe('regenerate', () => {
  it('moves the products the replaced answer named first behind the others, in rank order', () => {
    const r = afterReplaced(ranked, { text: '', products: ['A', 'B', 'C', 'D'] });
    expect(codes(r.ordered)).toBe('DEABC');
    expect(r.fresh).toBe(true);
    expect(codes(r.stepBack)).toBe('ABC');
  });
  it('regenerating the regenerated answer brings forward those it did not name', () => {
    const r = afterReplaced(ranked, { text: '', products: ['D', 'E', 'A', 'B', 'C'] });
    expect(codes(r.ordered)).toBe('BCADE');
  });
  it('keeps the order when nothing else fits or nothing was replaced', () => {
    const few = ranked.slice(0, 2);
    expect(afterReplaced(few, { text: '', products: ['A', 'B'] })).toMatchObject({ fresh: false });
    expect(codes(afterReplaced(few, { text: '', products: ['A', 'B'] }).ordered)).toBe('AB');
    expect(afterReplaced(ranked, undefined).fresh).toBe(false);
  });
  it('compares texts without an earlier same-answer note', () => {
    expect(unchanged('答案', { text: `${SAME_ANSWER_NOTE}答案\n`, products: [] })).toBe(true);
    expect(unchanged('答案', { text: '另一个答案', products: [] })).toBe(false);
    expect(unchanged('答案', undefined)).toBe(false);
  });
});
