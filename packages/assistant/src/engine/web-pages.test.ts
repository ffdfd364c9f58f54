import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine.js';
import { webPageLine } from './compose/web-pages.js';
import { buildKnowledgeBase, type WebPage } from './knowledge-base.js';
import { catalogue, collect } from './test-support.js';
import { EMPTY_CONTEXT } from './types.js';

const LAW_DATABASE: WebPage = {
  id: 'w1',
  title: '国家法律法规数据库（保险法原文）',
  source: '全国人大常委会办公厅',
  summary: '官方法律数据库，可检索《中华人民共和国保险法》等现行有效法律的正式文本。',
  url: 'https://flk.npc.gov.cn/',
  category: '法律法规',
};
const HEALTHCARE: WebPage = {
  id: 'w2',
  title: '国家医疗保障局',
  source: '国家医疗保障局',
  summary: '基本医保政策、医保目录和异地就医规定。',
  url: 'https://www.nhsa.gov.cn/',
  category: '监管政策',
};
const engine = createBuiltinEngine(
  buildKnowledgeBase({ ...catalogue, webPages: [LAW_DATABASE, HEALTHCARE] }),
);
const ask = async (question: string) => {
  const parts = [];
  for await (const part of engine.answer({
    question,
    category: 'General',
    context: EMPTY_CONTEXT,
    history: [],
  }))
    parts.push(part);
  return collect(parts);
};

describe('web pages operators list (web_page sources)', () => {
  it('answers where to look with the page, linked and cited with its address', async () => {
    const r = await ask('保险法原文在哪里看');
    expect(r.text).toContain(`[${LAW_DATABASE.title}](${LAW_DATABASE.url})`);
    const cited = r.of('sources')[0]?.items ?? [];
    expect(cited).toContainEqual(expect.objectContaining({ sourceType: 'web_page', url: LAW_DATABASE.url }));
  });

  it('adds the page under an FAQ answer when the question asks where to look', async () => {
    const r = await ask('医保目录去哪查');
    expect(r.text).toContain(HEALTHCARE.url);
  });

  it('leaves pages out of answers they do not fit', async () => {
    const r = await ask('重疾险等待期多久');
    expect(r.text).not.toContain('http');
    expect((r.of('sources')[0]?.items ?? []).every((s) => s.sourceType !== 'web_page')).toBe(true);
  });
});

describe('a web page line', () => {
  it('escapes markdown in an operator’s title and publisher, so the link and the publisher stay whole', () => {
    const line = webPageLine({
      id: 'web-x',
      kind: 'web_page',
      sourceType: 'web_page',
      title: '年金](javascript:alert(1)) *指南*',
      source: '某[机构] · 法律法规',
      url: 'https://example.com/a (1)',
      text: '',
    });
    expect(line).toBe(
      '可以查看：[年金\\]\\(javascript:alert\\(1\\)\\) \\*指南\\*](https://example.com/a%20%281%29)（某\\[机构\\]）',
    );
  });
});
