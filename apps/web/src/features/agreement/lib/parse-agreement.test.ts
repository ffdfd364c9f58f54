import { describe, expect, it } from 'vitest';
import { parseAgreement } from './parse-agreement';

describe('parseAgreement', () => {
  it('takes the title from the first line, headings from ## lines, one paragraph per other line', () => {
    const body =
      '# 重要提示\n\n版本生效日期：2026年11月1日\n\n## 一、关于AI生成内容\n（1）第一段\r\n（2）第二段\n';
    expect(parseAgreement(body)).toEqual({
      title: '重要提示',
      blocks: [
        { kind: 'paragraph', text: '版本生效日期：2026年11月1日' },
        { kind: 'heading', text: '一、关于AI生成内容' },
        { kind: 'paragraph', text: '（1）第一段' },
        { kind: 'paragraph', text: '（2）第二段' },
      ],
    });
  });

  it('has no title when the body does not open with one, and a later # line is a paragraph', () => {
    expect(parseAgreement('正文\n# 不是标题')).toEqual({
      title: null,
      blocks: [
        { kind: 'paragraph', text: '正文' },
        { kind: 'paragraph', text: '# 不是标题' },
      ],
    });
  });

  it('keeps markup as plain text', () => {
    expect(parseAgreement('<b>粗体</b>').blocks).toEqual([{ kind: 'paragraph', text: '<b>粗体</b>' }]);
  });
});
