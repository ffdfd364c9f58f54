import { describe, expect, it } from 'vitest';
import { plainText } from './markdown';

describe('plainText (shown until the Markdown renderer loads)', () => {
  it('drops bold and heading marks so no ** flashes on screen', () => {
    expect(plainText('为您生成**安澜岁安长期重大疾病保险**的产品彩页')).toBe(
      '为您生成安澜岁安长期重大疾病保险的产品彩页',
    );
    expect(plainText('## 保障责任\n- 重疾：110种')).toBe('保障责任\n- 重疾：110种');
  });

  it('keeps everything else as written', () => {
    expect(plainText('年交3,260.50元 * 2')).toBe('年交3,260.50元 * 2');
  });
});
