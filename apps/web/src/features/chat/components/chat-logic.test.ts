import { describe, expect, it } from 'vitest';
import { inputCounter, isSendKey, sanitizeInput } from './composer-rules';
import { toPlainText } from './copy-text';
import { reasonLine, shortCompany } from './product-cards';
import { initialPress, reducePress } from './long-press';
import { FOLLOW_THRESHOLD_PX, nextFollowing } from './scroll-follow';

const metrics = (distance: number) => ({
  scrollTop: 1000 - 600 - distance,
  scrollHeight: 1000,
  clientHeight: 600,
});

describe('nextFollowing', () => {
  it('keeps following when our own catch-up lags behind a burst of text', () => {
    expect(nextFollowing(true, metrics(300), false)).toBe(true);
  });
  it('stops following when the user scrolls up', () => {
    expect(nextFollowing(true, metrics(FOLLOW_THRESHOLD_PX + 1), true)).toBe(false);
  });
  it('resumes when the user scrolls back to the bottom', () => {
    expect(nextFollowing(false, metrics(10), true)).toBe(true);
    expect(nextFollowing(false, metrics(200), false)).toBe(false);
  });
});

describe('reducePress', () => {
  it('a wobble within 5 px is still a press; more is a scroll', () => {
    let s = reducePress(initialPress, { type: 'down', x: 100, y: 100, at: 0 });
    s = reducePress(s, { type: 'move', x: 103, y: 104 });
    expect(s.moved).toBe(false);
    s = reducePress(s, { type: 'move', x: 104, y: 106 });
    expect(s.moved).toBe(true);
    expect(reducePress(s, { type: 'up' })).toEqual(initialPress);
  });
});

describe('composer rules', () => {
  it('strips emoji from typed text', () => {
    expect(sanitizeInput('重疾险😀怎么选👍🏻')).toBe('重疾险怎么选');
  });
  it('shows the counter near the limit and flags over 500 characters', () => {
    expect(inputCounter('问'.repeat(10))).toEqual({ count: 10, visible: false, over: false });
    expect(inputCounter('问'.repeat(400)).visible).toBe(true);
    expect(inputCounter('问'.repeat(500)).over).toBe(false);
    expect(inputCounter('问'.repeat(501)).over).toBe(true);
  });
  it('Enter sends unless Shift is held or an IME is composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe(false);
  });
});

describe('toPlainText', () => {
  it('drops emphasis marks and turns tables into tab-separated rows', () => {
    const md =
      '**泓源恒佑**（泓源人寿）\n\n| 项目 | A | B |\n| --- | :-: | --- |\n| 等待期 | 90天 | 180天 |\n> 注意';
    expect(toPlainText(md)).toBe('泓源恒佑（泓源人寿）\n\n项目\tA\tB\n等待期\t90天\t180天\n注意');
  });
});

describe('product card text', () => {
  const product = {
    code: 'X',
    name: '泓源恒佑重大疾病保险',
    company: '泓源人寿保险股份有限公司',
    companyCode: 'HYRS',
    type: '重疾险',
    typeCode: 'critical_illness',
    minAge: 0,
    maxAge: 60,
    onSale: true,
    highlights: [],
    tags: [],
    reason: '30岁可投 · 保额16万元 · 20年交 · 终身 · 年交4,942.40元',
  };
  it('leaves out of the reason what the card shows in large type', () => {
    expect(reasonLine({ ...product, annualPremium: 4942.4, sumInsured: 160000 })).toBe(
      '30岁可投 · 20年交 · 终身',
    );
    expect(reasonLine(product)).toBe(product.reason);
  });
  it('shortens the company to its brand', () => {
    expect(shortCompany('泓源人寿保险股份有限公司')).toBe('泓源人寿');
    expect(shortCompany('安澜健康保险有限责任公司')).toBe('安澜健康');
  });
});
