import { describe, expect, it } from 'vitest';
import { parseAmount, parseChineseNumber } from './chinese-number.js';

describe('parseChineseNumber', () => {
  it.each([
    ['三十五', 35],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['一百零五', 105],
    ['两千五', 2500],
    ['两千零五', 2005],
    ['一万二', 12000],
    ['十二万', 120000],
    ['五十万', 500000],
    ['一百万', 1000000],
    ['一亿五', 150000000],
    ['3万5', 35000],
    ['3万500', 30500],
    ['1.5万', 15000],
    ['5千', 5000],
    ['5k', 5000],
    ['2.5K', 2500],
    ['50w', 500000],
    ['50W', 500000],
    ['5000', 5000],
    ['0.5', 0.5],
    ['二零二五', 2025],
    ['九零', 90],
    ['零', 0],
    ['两', 2],
  ])('%s → %d', (text, value) => {
    expect(parseChineseNumber(text)).toBe(value);
  });

  it.each(['', '多少', '两三', '三五千', '1..5', '万', 'abc', '5元'])('rejects %j', (text) => {
    expect(parseChineseNumber(text)).toBeUndefined();
  });
});

describe('parseAmount', () => {
  it('reads ranges in the forms agents use', () => {
    expect(parseAmount('两三千')).toEqual({ value: 2500, range: { min: 2000, max: 3000 } });
    expect(parseAmount('一两万')).toEqual({ value: 15000, range: { min: 10000, max: 20000 } });
    expect(parseAmount('三四十')).toEqual({ value: 35, range: { min: 30, max: 40 } });
    expect(parseAmount('3-5千')).toEqual({ value: 4000, range: { min: 3000, max: 5000 } });
    expect(parseAmount('2000~3000')).toEqual({ value: 2500, range: { min: 2000, max: 3000 } });
    expect(parseAmount('三到五万')).toEqual({ value: 40000, range: { min: 30000, max: 50000 } });
  });

  it('reads single amounts and drops the currency word', () => {
    expect(parseAmount('5000元')).toEqual({ value: 5000 });
    expect(parseAmount('两千块')).toEqual({ value: 2000 });
  });

  it('rejects reversed and non-adjacent ranges', () => {
    expect(parseAmount('5000-3000')).toBeUndefined();
    expect(parseAmount('三五千')).toBeUndefined();
  });
});
