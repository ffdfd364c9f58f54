import { describe, expect, it } from 'vitest';
import type { ProductCard, SourceItem } from '@broker/contract';
import { scSourceOf } from './answer-builder.js';

const source = (sourceType: SourceItem['sourceType'], origin: string): SourceItem => ({
  id: origin,
  sourceType,
  title: `${origin} 标题`,
  text: '……',
  source: origin,
});
const product = { name: '安澜岁安长期重大疾病保险' } as ProductCard;

describe('scSourceOf (spec §3 scSource, decision 036)', () => {
  it('names the origin of the first passage of the main source type, else of the first passage', () => {
    const sources = [source('faq', '常见问题 · 投保规则'), source('rule_para', '保险法 第十六条')];
    expect(scSourceOf('rule_para', { sources, result: [] })).toBe('保险法 第十六条');
    expect(scSourceOf('web_page', { sources, result: [] })).toBe('常见问题 · 投保规则');
  });

  it("names the first product of a product answer without passages; '' for chat and for nothing", () => {
    expect(scSourceOf('product', { sources: [], result: [product] })).toBe('安澜岁安长期重大疾病保险');
    expect(scSourceOf('chat', { sources: [source('faq', 'x')], result: [product] })).toBe('');
    expect(scSourceOf('', { sources: [], result: [product] })).toBe('');
    expect(scSourceOf('faq', { sources: [], result: [] })).toBe('');
  });
});
