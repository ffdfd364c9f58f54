import { describe, expect, it } from 'vitest';
import { createProductMatcher } from './product-matcher.js';
import { loadDemoCatalogue } from './test-catalogue.js';

const catalogue = loadDemoCatalogue();
const match = createProductMatcher(catalogue.products, catalogue.companies);
const codes = (text: string): string[] => match(text).mentions.map((m) => m.code);

describe('product matcher: one product named', () => {
  it.each([
    // full names, with and without the version label's brackets
    ['启元安佑终身重大疾病保险（2021版）的等待期', 'QYRS-CI01', 1],
    ['启元安佑终身重大疾病保险(2025版)怎么样', 'QYRS-CI02', 1],
    ['泓源玉兰女性重大疾病保险', 'HYRS-CI02', 1],
    ['介绍一下康衡银龄医疗保险', 'KHJK-MED03', 1],
    // aliases
    ['安佑2021的轻症赔几次', 'QYRS-CI01', 1],
    ['老版安佑还能买吗', 'QYRS-CI01', 1],
    ['安佑的等待期多久', 'QYRS-CI02', 1],
    ['星河青春版适合学生吗', 'CYRS-CI02', 1],
    ['e享百万免赔额多少', 'ALJK-MED01', 1],
    ['安澜Ｅ享续保条件', 'ALJK-MED01', 1],
    ['小树苗少儿重疾怎么样', 'QHRS-CI01', 1],
    ['丰盈2023现金价值', 'JHRS-IWL01', 1],
    ['传承终身寿怎么样', 'HNRS-WL02', 1],
  ])('%s → %s', (text, code, score) => {
    const [first] = match(text).mentions;
    expect(first?.code).toBe(code);
    expect(first?.score).toBe(score);
  });

  it.each([
    // without company prefix / version suffix, short type forms
    ['安佑终身重疾的等待期', 'QYRS-CI02'],
    ['玉兰女性重疾险', 'HYRS-CI02'],
    ['澄远星河重疾青春版', 'CYRS-CI02'],
    ['银龄医疗险能报销门诊吗', 'KHJK-MED03'],
    ['定远定期寿险', 'QYRS-TL01'],
    ['金穗增额终身寿怎么样', 'SBRS-IWL01'],
    ['悠然养老年金能领多少', 'QYRS-ANN02'],
    ['安佑2021版的保障', 'QYRS-CI01'],
    ['2021版安佑终身重疾', 'QYRS-CI01'],
    ['承启2026版', 'QYRS-IWL02'],
    // a shared brand narrowed by the type word right after it
    ['星河的意外险保什么', 'CYRS-ACC01'],
    ['宽保医疗保险慢病版', 'KHJK-MED02'],
    ['宽保的重疾', 'KHJK-CI01'],
  ])('%s → %s (derived form)', (text, code) => {
    const [first] = match(text).mentions;
    expect(first?.code).toBe(code);
    expect(first?.score).toBeGreaterThan(0.8);
    expect(first?.score).toBeLessThan(1);
  });
});

describe('product matcher: typos (one edit on names of 4+ characters)', () => {
  it.each([
    ['启元安祐的等待期', 'QYRS-CI02'],
    ['泓源恒祐重疾怎么样', 'HYRS-CI01'],
    ['景和丰赢增额寿', 'JHRS-IWL02'],
    ['松柏鹤玲终身重疾', 'SBRS-CI01'],
    ['康衡宽宝重疾', 'KHJK-CI01'],
  ])('%s → %s', (text, code) => {
    const [first] = match(text).mentions;
    expect(first?.code).toBe(code);
    expect(first?.score).toBeLessThan(0.8);
  });

  it.each([
    '重疾和医疗有什么区别',
    '百万医疗险怎么选',
    '定期寿险和终身寿险哪个好',
    '少儿重疾一般保多少',
    '老人能买什么保险',
  ])('reads no product into %s', (text) => {
    expect(match(text).mentions.filter((m) => m.score >= 0.7)).toEqual([]);
  });

  // '险和百万医疗' is one letter from the alias '泰和百万医疗', but 险 ends the word 保险 before it.
  it.each(['大病保险和百万医疗有什么区别', '意外险和百万医疗哪个先买'])(
    'a name-sized window whose differing edge belongs to the word beside it is no typo: %s',
    (text) => {
      expect(match(text).mentions).toEqual([]);
    },
  );
});

describe('product matcher: several products', () => {
  it('finds two named products, in order of score', () => {
    expect(codes('安佑和恒佑哪个好')).toEqual(['QYRS-CI02', 'HYRS-CI01']);
    expect(codes('星河和星河医疗')).toEqual(['CYRS-CI01', 'CYRS-MED01']);
    expect(codes('对比一下鹤龄、知安和沐光').sort()).toEqual(['HNRS-CI01', 'JHRS-CI01', 'SBRS-CI01']);
  });

  it('names a product once even when two forms name it', () => {
    expect(codes('安佑也就是启元安佑重疾')).toEqual(['QYRS-CI02']);
  });
});

describe('product matcher: ambiguity', () => {
  it('leaves a name without its version to the on-sale version when buying or asking in general', () => {
    expect(match('安佑终身重疾的等待期多久').ambiguous).toBeUndefined();
    expect(codes('景和丰盈增额终身寿险收益怎么样')).toEqual(['JHRS-IWL02']);
  });

  it('asks which version when the question is about a policy already held', () => {
    const result = match('客户之前买的安佑终身重疾怎么理赔');
    expect(result.mentions).toEqual([]);
    expect(result.ambiguous?.candidates.sort()).toEqual(['QYRS-CI01', 'QYRS-CI02']);
    expect(match('瀚宁传承终身寿险哪个版本好').ambiguous?.candidates.sort()).toEqual([
      'HNRS-WL01',
      'HNRS-WL02',
    ]);
  });

  it('never treats an exact alias or full name as ambiguous', () => {
    expect(match('客户之前买的安佑怎么理赔').ambiguous).toBeUndefined();
    expect(codes('客户之前买的安佑怎么理赔')).toEqual(['QYRS-CI02']);
    expect(match('老版丰盈退保').ambiguous).toBeUndefined();
  });

  it('reports a brand shared by two products of one company', () => {
    const result = match('宽保怎么样');
    expect(result.ambiguous).toEqual({ text: '宽保', candidates: ['KHJK-CI01', 'KHJK-MED02'] });
    expect(result.mentions).toEqual([]);
  });

  it('resolves company + type to its one on-sale product', () => {
    const result = match('启元的重疾险等待期多久');
    expect(result.mentions.map((m) => m.code)).toEqual(['QYRS-CI02']);
    expect(result.companyType).toEqual({ companyCode: 'QYRS', type: 'critical_illness', text: '启元的重疾' });
    expect(result.companyCode).toBe('QYRS');
  });

  it('reports company + type with several on-sale products as ambiguous', () => {
    expect(match('泓源的重疾').ambiguous?.candidates).toEqual(['HYRS-CI01', 'HYRS-CI02', 'HYRS-CI03']);
    expect(match('泓源人寿有哪些重疾').ambiguous?.candidates).toHaveLength(3);
    expect(match('康衡健康的医疗险').ambiguous?.candidates).toEqual([
      'KHJK-MED01',
      'KHJK-MED02',
      'KHJK-MED03',
    ]);
  });
});

describe('product matcher: companies', () => {
  it.each([
    ['启元人寿有哪些产品', 'QYRS'],
    ['晟安财产保险股份有限公司的意外险', 'SAPC'],
    ['安澜健康靠谱吗', 'ALJK'],
    ['瀚宁的年金', 'HNRS'],
  ])('%s → %s', (text, company) => {
    expect(match(text).companyCode).toBe(company);
  });

  it('does not report the company inside a product name as a named company', () => {
    expect(match('启元安佑的等待期').companyCode).toBeUndefined();
  });
});

describe('product matcher: everyday words that are also brands', () => {
  it.each([
    ['给宝贝买医疗险', 'SAPC-MED02'],
    ['做财富传承用什么', 'HNRS-WL02'],
  ])('%s counts %s only weakly', (text, code) => {
    const mention = match(text).mentions.find((m) => m.code === code);
    expect(mention?.score ?? 0).toBeLessThan(0.7);
  });

  it('still counts the brand fully with its company', () => {
    expect(match('瀚宁传承怎么样').mentions[0]).toMatchObject({ code: 'HNRS-WL02', score: 1 });
  });
});
