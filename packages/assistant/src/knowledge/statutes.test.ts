import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleRefs, questionArticleRefs, STATUTES, statuteDocs } from './law-docs.js';
import { statutesFromFiles } from './statute-files.js';
import { chineseArticleNumber, parseArticleNumber } from './statutes.js';

const lawDir = new URL('../../../../data/law/', import.meta.url);
const insuranceLaw = STATUTES.find((s) => s.id === 'insurance-law');
const article = (n: number) => insuranceLaw?.articles.find((a) => a.number === n)?.text ?? '';

describe('the statutes (data/law → statutes.json)', () => {
  it('statutes.json is what the Markdown in data/law gives (regenerate with scripts/generate-statutes.ts)', () => {
    const parsed = statutesFromFiles((file) => fs.readFileSync(new URL(file, lawDir), 'utf8'));
    expect(STATUTES).toEqual(parsed);
  });

  it('has every article of the Insurance Law and the four interpretations, numbered 1…n', () => {
    const counts = Object.fromEntries(STATUTES.map((s) => [s.short, s.articles.length]));
    expect(counts).toEqual({
      保险法: 185,
      '保险法司法解释（一）': 6,
      '保险法司法解释（二）': 21,
      '保险法司法解释（三）': 26,
      '保险法司法解释（四）': 21,
    });
    for (const s of STATUTES)
      expect(s.articles.map((a) => a.number)).toEqual(s.articles.map((_, i) => i + 1));
  });

  it('keeps an article with all its paragraphs and its chapter', () => {
    expect(article(16)).toContain('应当如实告知');
    expect(article(16)).toContain('超过三十日不行使而消灭');
    expect(article(16)).toContain('自合同成立之日起超过二年的，保险人不得解除合同');
    expect(article(44)).toContain('无民事行为能力人');
    expect(article(36)).toContain('六十日');
    expect(insuranceLaw?.articles[15]?.chapter).toBe('第二章 保险合同 · 第一节 一般规定');
  });

  it('titles each article as it is cited', () => {
    const docs = statuteDocs();
    expect(docs.find((d) => d.id === 'law:insurance-law#16')).toMatchObject({
      kind: 'law',
      sourceType: 'rule_para',
      title: '《保险法》第十六条',
      source: '《中华人民共和国保险法》（2015-04-24）第十六条',
    });
    expect(docs.find((d) => d.id === 'law:interpretation-3#11')?.title).toBe(
      '《保险法司法解释（三）》第十一条',
    );
  });
});

describe('article numbers', () => {
  it('reads and writes Chinese article numbers', () => {
    for (let n = 1; n <= 185; n += 1) expect(parseArticleNumber(chineseArticleNumber(n))).toBe(n);
    expect(chineseArticleNumber(16)).toBe('十六');
    expect(chineseArticleNumber(105)).toBe('一百零五');
    expect(chineseArticleNumber(131)).toBe('一百三十一');
    expect(parseArticleNumber('16')).toBe(16);
    expect(parseArticleNumber('第')).toBeUndefined();
  });
});

describe('articleRefs', () => {
  const refs = (text: string) =>
    articleRefs(text).map((r) => `${r.statute.short}#${r.number}${r.exists ? '' : '?'}`);

  it('finds the articles a question or an FAQ source names', () => {
    expect(refs('保险法第十六条讲的啥')).toEqual(['保险法#16']);
    expect(refs('保险法第16条')).toEqual(['保险法#16']);
    expect(refs('保险法16条说了什么')).toEqual(['保险法#16']);
    expect(refs('司法解释三第十一条')).toEqual(['保险法司法解释（三）#11']);
    expect(refs('《保险法司法解释（三）》第十一条')).toEqual(['保险法司法解释（三）#11']);
    expect(refs('解释(二)第6条')).toEqual(['保险法司法解释（二）#6']);
    expect(refs('依据：《保险法》第十五条、第四十七条；《保险法司法解释（三）》第十六条。')).toEqual([
      '保险法#15',
      '保险法#47',
      '保险法司法解释（三）#16',
    ]);
    expect(refs('《中华人民共和国保险法》第一百三十一条（四）')).toEqual(['保险法#131']);
    // Another law whose name ends in 保险法 is not the Insurance Law (社会保险法第二十八条 is on medical
    // insurance; the Insurance Law's is on reinsurance).
    expect(refs('依据：《中华人民共和国社会保险法》第二十八条。')).toEqual([]);
  });

  it('marks an article a statute does not have, and names none when the statute is unclear', () => {
    expect(refs('保险法第三百条')).toEqual(['保险法#300?']);
    expect(refs('司法解释一第八条')).toEqual(['保险法司法解释（一）#8?']);
    expect(refs('司法解释第三条')).toEqual([]);
    expect(refs('等待期一般多长')).toEqual([]);
  });
});

describe('questionArticleRefs', () => {
  const read = (text: string) => questionArticleRefs(text).map((r) => `${r.statute.id}#${r.number}`);
  it('reads an article named without its statute as the Insurance Law when the question speaks of the law', () => {
    expect(read('第三十八条规定了啥')).toEqual(['insurance-law#38']);
    expect(read('法条第16条怎么说')).toEqual(['insurance-law#16']);
  });
  it('keeps a named statute, and reads no other document or clause as the Insurance Law', () => {
    expect(read('司法解释三第十一条规定了什么')).toEqual(['interpretation-3#11']);
    expect(read('《保险销售行为管理办法》第十条规定了什么')).toEqual([]);
    expect(read('条款第五条保险责任是什么')).toEqual([]);
  });
});
