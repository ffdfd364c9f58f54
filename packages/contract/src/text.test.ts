import { describe, expect, it } from 'vitest';
import { charCount, isOverInputLimit, stripEmoji } from './text.js';

describe('stripEmoji', () => {
  it('removes single, joined, flagged, toned and keycap emoji', () => {
    expect(stripEmoji('你好😀')).toBe('你好');
    expect(stripEmoji('家庭👨‍👩‍👧保障')).toBe('家庭保障');
    expect(stripEmoji('点赞👍🏽')).toBe('点赞');
    expect(stripEmoji('中国🇨🇳')).toBe('中国');
    expect(stripEmoji('第1️⃣个')).toBe('第1个');
    expect(stripEmoji('❤️重疾险')).toBe('重疾险');
  });

  it('keeps Chinese text, punctuation, digits and symbols agents type', () => {
    const text = '30岁男性，年缴5000元，保额50万（含轻症）？100%赔付《条款》¥、~';
    expect(stripEmoji(text)).toBe(text);
  });
});

describe('input limit', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(charCount('保险')).toBe(2);
    expect(charCount('𠀀𠀁')).toBe(2); // characters outside the BMP count once
  });

  it('allows exactly 500 characters and refuses 501', () => {
    expect(isOverInputLimit('保'.repeat(500))).toBe(false);
    expect(isOverInputLimit('保'.repeat(501))).toBe(true);
    expect(isOverInputLimit('𠀀'.repeat(500))).toBe(false);
  });
});
