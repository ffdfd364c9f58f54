import { describe, expect, it } from 'vitest';
import { checkNumbers, extractNumbers, groundingNote } from './grounding.js';

const quote = {
  ok: true,
  productCode: 'QY-CI-01',
  quote: {
    productCode: 'QY-CI-01',
    factors: { age: 30, gender: 'M', sumInsured: 500000, paymentTerm: '20y', coverageTerm: 'life' },
    sumInsured: 500000,
    annualPremium: 3260.5,
    paymentFrequency: 'annual',
    premium: 3260.5,
    paymentsPerYear: 1,
  },
  factors: [{ factor: 'sumInsured', label: '保额', value: '50万元' }],
};

describe('extractNumbers', () => {
  it('reads amounts with commas, decimals and 万', () => {
    const found = extractNumbers('年交保费3,260.5元，保额50万，另一款 1.5万元，合计 12,000 元');
    expect(found.map((n) => [n.text, n.value])).toEqual([
      ['3,260.5元', 3260.5],
      ['50万', 500000],
      ['1.5万元', 15000],
      ['12,000 元', 12000],
    ]);
  });

  it('tells premiums from sums insured by the words before them', () => {
    const [premium, sum] = extractNumbers('每年保费3000元，基本保额30万元');
    expect(premium?.kind).toBe('premium');
    expect(sum?.kind).toBe('sum');
  });

  it('reads ages, age ranges and percentages', () => {
    const found = extractNumbers('投保年龄18-60周岁，30岁男性，首年佣金比例25%，第二年12.5%');
    expect(found.map((n) => [n.kind, n.value])).toEqual([
      ['age', 18],
      ['age', 60],
      ['age', 30],
      ['percent', 25],
      ['percent', 12.5],
    ]);
  });

  it('reads Chinese-numeral amounts in 万', () => {
    expect(extractNumbers('保额五十万').map((n) => n.value)).toEqual([500000]);
  });

  it('ignores years, days and bare numbers', () => {
    expect(extractNumbers('等待期90天，缴费20年，2023版')).toEqual([]);
  });
});

describe('checkNumbers', () => {
  it('accepts numbers equal to tool results in any written form', () => {
    const text = '30岁男性，保额50万元，20年交，年交保费3,260.50元（约3,260元，或0.33万元）。';
    expect(checkNumbers(text, [quote]).mismatches).toEqual([]);
  });

  it('accepts 500000 written as 50万 and 3260.5 written as 3,260.5元', () => {
    const result = checkNumbers('保额500,000元，保费3,260.5元', [
      { sumInsured: 500000, annualPremium: 3260.5 },
    ]);
    expect(result.mismatches).toEqual([]);
  });

  it('flags a premium that is not in the tool results and names the computed one', () => {
    const { mismatches } = checkNumbers('30岁男性，保额50万元，年交保费3,120元。', [quote]);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatchObject({ value: 3120, kind: 'premium', text: '3,120元', expected: 3260.5 });
    expect(mismatches[0]?.context).toContain('3,120元');
  });

  it('flags a wrong age and a wrong sum insured', () => {
    const { mismatches } = checkNumbers('35岁投保，保额80万元', [quote]);
    expect(mismatches.map((m) => [m.kind, m.value, m.expected])).toEqual([
      ['age', 35, 30],
      ['sum', 800000, 500000],
    ]);
  });

  it('checks percentages against rates given as ratios', () => {
    const commission = { rows: [{ policyYear: 1, rate: 0.25, amount: 815.13 }], firstYear: 815.13 };
    expect(checkNumbers('首年佣金比例25%，约815元', [commission]).mismatches).toEqual([]);
    const wrong = checkNumbers('首年佣金比例30%', [commission]).mismatches;
    expect(wrong).toMatchObject([{ kind: 'percent', value: 30, expected: 25 }]);
  });

  it('gives no single counterpart when the tools returned several of that kind', () => {
    const two = [{ annualPremium: 3260.5 }, { annualPremium: 4100 }];
    const { mismatches } = checkNumbers('保费5000元', two);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]?.expected).toBeUndefined();
  });

  it('counts numbers the agent stated or the passages gave', () => {
    const text = '您预算每年5000元；条款规定投保年龄为出生满28天至60周岁。';
    expect(
      checkNumbers(text, [], { sources: ['预算5000元', '投保年龄：出生满28天-60周岁'] }).mismatches,
    ).toEqual([]);
    expect(checkNumbers(text, []).mismatches.map((m) => m.value)).toEqual([5000, 60]);
  });

  it('reports each wrong number once', () => {
    expect(checkNumbers('保费3000元……再说一遍：保费3000元', [quote]).mismatches).toHaveLength(1);
  });

  it('does not accept a different figure that only shares digits', () => {
    expect(checkNumbers('保费326元', [quote]).mismatches).toHaveLength(1);
    expect(checkNumbers('保额5万元', [quote]).mismatches).toHaveLength(1);
  });
});

describe('groundingNote', () => {
  it('is empty when everything checks out', () => {
    expect(groundingNote({ mismatches: [] })).toBe('');
  });

  it('corrects against the computed value, and lists what could not be checked', () => {
    const note = groundingNote(checkNumbers('保费3,120元，首年佣金比例40%', [quote]));
    expect(note).toBe(
      '核对提示：回答中的 3,120元 与计算结果不符，以计算结果 3,260.50元 为准；以下数字未能在产品资料或计算结果中核实：40%。',
    );
  });
});
