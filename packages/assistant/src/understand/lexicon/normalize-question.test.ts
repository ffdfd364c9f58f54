import { describe, expect, it } from 'vitest';
import { normalizeQuestion } from './normalize-question.js';

describe('normalizeQuestion', () => {
  it('turns traditional characters into simplified ones', () => {
    expect(normalizeQuestion('職業類別1-6類是什麼意思')).toBe('职业类别1-6类是什么意思');
    expect(normalizeQuestion('汽車保險怎麼買')).toBe('汽车保险怎么买');
  });

  it('fixes the insurance terms agents mistype', () => {
    expect(normalizeQuestion('现今价值是什么')).toBe('现金价值是什么');
    expect(normalizeQuestion('犹预期多久，等侍期呢')).toBe('犹豫期多久，等待期呢');
  });

  it('reads everyday English as the Chinese words the patterns know', () => {
    expect(normalizeQuestion('client 40 yo female，CI推荐一下')).toBe('客户 40岁 女，CI推荐一下');
  });

  it('leaves a correctly written question alone', () => {
    const question = '30岁男性，预算每年5000元，买什么重疾险好？';
    expect(normalizeQuestion(question)).toBe(question);
  });
});

describe('spoken forms', () => {
  it('writes out the spoken forms agents type, longest first', () => {
    expect(normalizeQuestion('客户说不告诉也查不出来，我该咋回')).toBe(
      '客户说不告诉也查不出来，我该怎么回答',
    );
    expect(normalizeQuestion('年金到点没领咋整')).toBe('年金到点没领怎么办');
    expect(normalizeQuestion('给娃买啥好')).toBe('给孩子买什么好');
    expect(normalizeQuestion('代签名行不行')).toBe('代签名可以吗');
  });
  it('drops the experiential 过 that splits an insurance phrase', () => {
    expect(normalizeQuestion('交了十年没出过险')).toBe('交了十年没出险');
    expect(normalizeQuestion('得过乳腺癌还能买吗')).toBe('得乳腺癌还能买吗');
    expect(normalizeQuestion('过了犹豫期还能退吗')).toBe('过了犹豫期还能退吗');
  });
  it('leaves written questions alone', () => {
    expect(normalizeQuestion('犹豫期和等待期有什么区别')).toBe('犹豫期和等待期有什么区别');
  });
});
