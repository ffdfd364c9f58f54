import { describe, expect, it } from 'vitest';
import { calculatorPath, factorsOfParams } from './calc-url';
import { recentProducts, rememberProduct } from './recent-products';
import type { ProductSummary } from '@broker/contract';

describe("the calculator's address", () => {
  it('carries product, factors and the conversation, and reads them back', () => {
    const path = calculatorPath('AK-CI-01', { age: 30, gender: 'M' }, 'c1');
    const params = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/commissionCalculate?')).toBe(true);
    expect(params.get('productCode')).toBe('AK-CI-01');
    expect(params.get('conversationId')).toBe('c1');
    expect(factorsOfParams(params)).toEqual({ age: 30, gender: 'M' });
    expect(calculatorPath('AK-CI-01')).toBe('/commissionCalculate?productCode=AK-CI-01');
  });

  it('ignores factors that are not a flat object', () => {
    for (const text of ['[1]', 'null', '{bad', '"x"'])
      expect(factorsOfParams(new URLSearchParams({ factors: text }))).toEqual({});
    expect(factorsOfParams(new URLSearchParams({ factors: '{"age":30,"x":{}}' }))).toEqual({ age: 30 });
  });
});

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
}

describe('recent products', () => {
  it('keeps the last five, newest first, without repeats', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const product = (code: string): ProductSummary => ({
      code,
      name: code,
      company: '安康人寿保险股份有限公司',
      companyCode: 'AKRS',
      type: '重疾险',
      typeCode: 'critical_illness',
      minAge: 0,
      maxAge: 55,
      onSale: true,
      highlights: ['a', 'b'],
      tags: ['x'],
    });
    for (const code of ['A', 'B', 'C', 'D', 'E', 'F', 'B']) rememberProduct(product(code), storage);
    expect(recentProducts(storage).map((p) => p.code)).toEqual(['B', 'F', 'E', 'D', 'C']);
    expect(recentProducts(storage)[0]?.highlights).toEqual(['a']);
    storage.setItem('calculatorRecent', '{broken');
    expect(recentProducts(storage)).toEqual([]);
  });
});
