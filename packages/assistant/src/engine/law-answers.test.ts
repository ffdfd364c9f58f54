import { describe, expect, it } from 'vitest';
import { Conversation, catalogue, type Collected } from './test-support.js';

/**
 * Rule, claims and servicing questions answered from the FAQ and the statutes (decision 019): the
 * article named is quoted, an article that does not exist is said plainly, and an FAQ answer is
 * followed by the articles it cites, which are in the sources list.
 */

const sources = (r: Collected) => r.of('sources')[0]?.items ?? [];
const titles = (r: Collected) => sources(r).map((s) => s.title);
const ask = (q: string) => new Conversation().say(q);

describe('statute articles asked by number', () => {
  it.each(['保险法第十六条讲的啥', '保险法第16条', '《保险法》第十六条是什么意思'])(
    '%s quotes article 16',
    async (q) => {
      const r = await ask(q);
      expect(r.text.startsWith('《保险法》第十六条')).toBe(true);
      for (const part of ['如实告知', '三十日', '二年']) expect(r.text).toContain(part);
      expect(sources(r)[0]).toMatchObject({ title: '《保险法》第十六条', sourceType: 'rule_para' });
      expect(r.end?.sourceType).toBe('rule_para');
    },
  );

  it('an interpretation article by its number', async () => {
    const r = await ask('保险法司法解释（三）第十一条');
    expect(r.text).toContain('保险事故发生后变更受益人');
    expect(titles(r)[0]).toBe('《保险法司法解释（三）》第十一条');
  });

  it('an article that does not exist is said plainly, with none in its place', async () => {
    const r = await ask('保险法第三百条');
    expect(r.text).toContain('《保险法》没有第三百条');
    expect(r.text).toContain('185条');
    expect(sources(r)).toEqual([]);
  });
});

describe('rule questions: the FAQ answer, then the articles it cites', () => {
  it.each([
    ['投保两年内自杀赔吗', '《保险法》第四十四条', ['无民事行为能力', '现金价值']],
    ['没指定受益人，保险金给谁', '《保险法》第四十二条', ['遗产', '继承']],
    ['理赔多久能到账', '《保险法》第二十三条', ['30日', '10日']],
    ['理赔诉讼时效多久', '《保险法》第二十六条', ['二年', '五年']],
    ['保单效力中止后多久内能复效', '《保险法》第三十七条', ['2年']],
    ['宽限期多长，过了会怎样', '《保险法》第三十六条', ['60日', '中止']],
  ])('%s cites %s', async (q, citation, parts) => {
    const r = await ask(q);
    expect(titles(r)).toContain(citation);
    expect(r.text).toContain(`**${citation}**`);
    for (const part of parts) expect(r.text).toContain(part);
    // The first sentence answers this question, not another entry's ('不能。').
    expect(r.text).not.toMatch(/^(不能|可以|正常)。/);
  });

  it('an agent claim an agent must not make is answered no first, with the rule', async () => {
    const r = await ask('能跟客户说这款分红险每年肯定能分5%吗');
    expect(r.text.startsWith('不能。')).toBe(true);
    expect(titles(r)).toContain('《保险法》第一百三十一条');
  });
});

describe('the FAQ', () => {
  it('has at least 300 entries, each with its source, and no id twice', () => {
    expect(catalogue.faq.length).toBeGreaterThanOrEqual(300);
    expect(new Set(catalogue.faq.map((f) => f.id)).size).toBe(catalogue.faq.length);
    const added = catalogue.faq.filter((f) => Number(f.id.slice(4)) > 170);
    for (const item of added) expect(item.answer, item.id).toMatch(/\n依据：.+。$/);
  });
});
