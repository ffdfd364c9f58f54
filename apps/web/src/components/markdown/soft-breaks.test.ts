import { describe, expect, it } from 'vitest';
import { splitSoftBreaks } from './soft-breaks';

describe('splitSoftBreaks', () => {
  it('turns newlines inside text into breaks, at any depth', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: '结论。\n建议使用' },
            { type: 'strong', children: [] },
          ],
        },
      ],
    };
    splitSoftBreaks(tree);
    expect(tree.children[0]?.children).toEqual([
      { type: 'text', value: '结论。' },
      { type: 'break' },
      { type: 'text', value: '建议使用' },
      { type: 'strong', children: [] },
    ]);
  });
});
