import { describe, expect, it } from 'vitest';
import { mergeEntities } from './carry-over.js';
import { extractEntities } from './extract-entities.js';
import { extractPersons } from './persons.js';

const today = new Date('2026-11-25');
const read = (text: string) => extractPersons(text, today);

describe('extractPersons', () => {
  it('reads the customer described before the first relative', () => {
    expect(read('45岁男，家里顶梁柱，老婆42，女儿高三，父母70多')).toEqual([
      { relation: 'self', gender: 'M', age: 45 },
      { relation: 'spouse', gender: 'F', age: 42 },
      { relation: 'child', gender: 'F', age: 17 },
      { relation: 'parent', gender: 'M', age: 70 },
      { relation: 'parent', gender: 'F', age: 70 },
    ]);
  });

  it('gives two children named together their own ages', () => {
    expect(read('我38男，老婆36全职，俩孩子8岁和5岁').map((p) => p.age)).toEqual([38, 36, 8, 5]);
  });

  it('reads adults written as gender and age, with their own details', () => {
    expect(read('男37（吸烟）、女35、女儿7岁')).toEqual([
      { relation: 'self', gender: 'M', age: 37, smoker: true },
      { relation: 'spouse', gender: 'F', age: 35 },
      { relation: 'child', gender: 'F', age: 7 },
    ]);
    expect(read('宝妈33岁，老公38在工地上班，孩子4岁')[1]).toMatchObject({
      relation: 'spouse',
      age: 38,
      occupationClass: 5,
    });
  });

  it('takes a husband and wife described together as the customer and spouse', () => {
    expect(read('老公36，老婆34，孩子6岁').map((p) => p.relation)).toEqual(['self', 'spouse', 'child']);
    expect(read('丁克家庭，两人都40').map((p) => p.age)).toEqual([40, 40]);
  });

  it('gives an age said before a relative to that relative', () => {
    expect(read('女，41岁，离异带一个8岁女儿，月薪1万2')).toEqual([
      { relation: 'self', gender: 'F', age: 41 },
      { relation: 'child', gender: 'F', age: 8 },
    ]);
    expect(read('我35，有个3岁的儿子').map((p) => p.age)).toEqual([35, 3]);
    // '我' right before it is possessive: one person, the son.
    expect(read('给我8岁的儿子买重疾')).toEqual([]);
    expect(extractEntities('给我8岁的儿子买重疾', { today })).toMatchObject({ age: 8, relation: 'child' });
  });

  it('reads the couple of 夫妻 from the genders and ages that follow, once', () => {
    expect(read('客户夫妻做生意的，男42女40，孩子13岁')).toEqual([
      { relation: 'self', gender: 'M', age: 42 },
      { relation: 'spouse', gender: 'F', age: 40 },
      { relation: 'child', age: 13 },
    ]);
    expect(read('我31女，老公32，想给我们俩和宝宝一起规划').map((p) => p.relation)).toEqual([
      'self',
      'spouse',
      'child',
    ]);
    expect(read('客户家里，男的37女的35，都有社保').map((p) => p.age)).toEqual([37, 35]);
  });

  it('reads a family described from outside as the couple, their children and their parents', () => {
    expect(read('帮我给这家人出个方案：爸爸47，妈妈45，奶奶72，孩子19读大学')).toEqual([
      { relation: 'self', gender: 'M', age: 47 },
      { relation: 'spouse', gender: 'F', age: 45 },
      { relation: 'parent', gender: 'F', age: 72 },
      { relation: 'child', age: 19 },
    ]);
    expect(read('四口之家，爸爸开出租，妈妈开小店，孩子一个10一个5').map((p) => p.age)).toEqual([
      undefined,
      undefined,
      10,
      5,
    ]);
  });

  it('reads ages after every word for a person, and two daughters as two', () => {
    expect(read('我36女，老公40，婆婆62，儿子8岁').map((p) => p.age)).toEqual([36, 40, 62, 8]);
    expect(read('单亲妈妈35，两个女儿6岁和9岁').map((p) => p.age)).toEqual([35, 6, 9]);
    expect(read('老公是家里唯一收入，我32他34，孩子4岁').map((p) => p.age)).toEqual([34, 32, 4]);
  });

  it('reads 自己 after a relative as that relative', () => {
    expect(read('17岁的孩子能自己当投保人吗')).toEqual([]);
  });

  it('does not read a term of years as a birth year', () => {
    expect(extractEntities('有没有保证续保20年的', { today }).age).toBeUndefined();
    expect(extractEntities('孩子是20年的', { today }).age).toBe(6);
  });

  it('does not take an age that qualifies the relative as the customer', () => {
    expect(read('60岁以上的爸妈能买什么')).toEqual([]);
  });
});

describe('follow-ups about a family', () => {
  it('focuses on the person named and keeps what was said of them', () => {
    const family = extractEntities('单亲妈妈42岁，儿子12岁，车贷20万', { today });
    const next = mergeEntities(family, extractEntities('儿子那份具体买啥', { today }));
    expect(next).toMatchObject({ relation: 'child', age: 12, gender: 'M', debt: 200000 });
    expect(next.persons).toBeUndefined();
  });

  it('drops the family for someone new', () => {
    const family = extractEntities('老公36，老婆34，孩子6岁', { today });
    const next = mergeEntities(family, extractEntities('换成老人，爸妈都62', { today }));
    expect(next).toMatchObject({ relation: 'parent', age: 62 });
    expect(next.persons).toBeUndefined();
  });
});
