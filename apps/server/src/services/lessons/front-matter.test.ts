import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter.js';

describe('parseFrontMatter', () => {
  it('reads flat key: value lines as text, numbers and booleans, and returns the rest as the body', () => {
    const parsed = parseFrontMatter(
      '---\ntitle: 提问与追问\norder: 20\npublished: true\ncover: media/cover.png\n---\n\n## 开始\n正文',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.fields).toEqual({
      title: '提问与追问',
      order: 20,
      published: true,
      cover: 'media/cover.png',
    });
    expect(parsed.body).toBe('\n## 开始\n正文');
  });

  it('keeps quoted values as written (a colon, a number that is a title, a hash) and drops comments', () => {
    const parsed = parseFrontMatter(
      '---\ntitle: "步骤: 第 1 步 #1"\nsummary: \'2024\'\n# a comment line\norder: 3  # 第三篇\n---\nx',
    );
    expect(parsed.fields).toEqual({ title: '步骤: 第 1 步 #1', summary: '2024', order: 3 });
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    const parsed = parseFrontMatter('\uFEFF---\r\ntitle: 标题\r\n---\r\n正文\r\n');
    expect(parsed.fields).toEqual({ title: '标题' });
    expect(parsed.body).toBe('正文\n');
  });

  it('treats a file without a block as all body', () => {
    expect(parseFrontMatter('# 标题\n\n正文')).toEqual({ fields: {}, body: '# 标题\n\n正文', problems: [] });
  });

  it('names the line of every problem: no closing fence, not key: value, nesting, a key twice', () => {
    expect(parseFrontMatter('---\ntitle: x\n正文').problems).toEqual(['第 1 行的 --- 没有对应的结束行 ---']);
    const parsed = parseFrontMatter('---\ntitle: a\njust text\ntags: [a, b]\ntitle: b\nx: |\n---\n');
    expect(parsed.problems).toEqual([
      '第 3 行不是 “名称: 值” 的格式',
      '第 4 行 tags：只支持单行的文字、数字或 true/false',
      '第 5 行 title 重复出现',
      '第 6 行 x：只支持单行的文字、数字或 true/false',
    ]);
  });

  it('leaves out keys without a value', () => {
    expect(parseFrontMatter('---\nvideo:\ntitle: t\n---\n').fields).toEqual({ title: 't' });
  });
});
