import { describe, expect, it } from 'vitest';
import { extractEntities } from './extract-entities.js';
import type { Entities } from './types.js';

// Ages from birth years and dates are computed at this date.
const today = new Date(2026, 5, 15);

/** Real-sounding agent questions and everything they state — no more (toEqual, so extras fail). */
const CASES: [string, Entities][] = [
  [
    '我老婆三十岁想买个重疾，预算每年五千左右',
    { gender: 'F', relation: 'spouse', age: 30, productType: 'critical_illness', budget: 5000 },
  ],
  [
    '客户30岁男，想配一份重疾，保额50万',
    { age: 30, gender: 'M', productType: 'critical_illness', sumInsured: 500000 },
  ],
  [
    '三十五周岁女性，年交5000能买多少保额的重疾',
    { age: 35, gender: 'F', budget: 5000, productType: 'critical_illness' },
  ],
  [
    '30周岁的男士买定期寿险，保额100万，保到60岁',
    { age: 30, gender: 'M', productType: 'term_life', sumInsured: 1000000, coverageTerm: 'toAge60' },
  ],
  [
    '90后女生推荐什么医疗险',
    { age: 32, ageRange: { min: 27, max: 36 }, gender: 'F', productType: 'medical' },
  ],
  [
    '85后的男客户，想看看增额终身寿',
    { age: 39, ageRange: { min: 37, max: 41 }, gender: 'M', productType: 'increasing_whole_life' },
  ],
  ['00后能买什么意外险', { age: 22, ageRange: { min: 17, max: 26 }, productType: 'accident' }],
  ['给爸妈买什么保险好，他们都60多了', { age: 65, ageRange: { min: 60, max: 69 }, relation: 'parent' }],
  ['预算一年五千，保费60多了也行', { budget: 5000 }],
  ['客户刚生了宝宝，想给宝宝买保险', { age: 0, relation: 'child' }],
  // The age a payout is asked for is not the insured's age.
  ['孩子5岁，满18岁可以领多少', { age: 5, relation: 'child', constraints: ['higher_payout'] }],
  ['85年的，想给自己买个定寿', { age: 41, relation: 'self', productType: 'term_life' }],
  ['1990年出生的女士，买重疾怎么选', { age: 36, gender: 'F', productType: 'critical_illness' }],
  ['客户出生于1990-05-01，男，百万医疗多少钱', { age: 36, gender: 'M', productType: 'medical' }],
  ['被保人1990.7.1，女，重疾保费多少', { age: 35, gender: 'F', productType: 'critical_illness' }],
  ['宝宝2024年3月10日出生，能买医疗险吗', { age: 2, relation: 'child', productType: 'medical' }],
  ['孩子3岁，买什么重疾比较好', { age: 3, relation: 'child', productType: 'critical_illness' }],
  ['刚出生的宝宝可以买医疗险吗', { age: 0, relation: 'child', productType: 'medical' }],
  [
    '女儿5个月大，想给她买个少儿重疾',
    { age: 0, relation: 'child', gender: 'F', productType: 'critical_illness' },
  ],
  ['儿子8岁，买意外险哪个好', { age: 8, relation: 'child', gender: 'M', productType: 'accident' }],
  [
    '给闺女买份教育金，每年交两万，交10年',
    { relation: 'child', gender: 'F', productType: 'annuity', budget: 20000, paymentTerm: '10y' },
  ],
  [
    '我老公35岁，想买个定寿，保额300万，保到65岁',
    {
      age: 35,
      relation: 'spouse',
      gender: 'M',
      productType: 'term_life',
      sumInsured: 3000000,
      coverageTerm: 'toAge65',
    },
  ],
  [
    '妻子32岁，有甲状腺结节，还能买重疾吗',
    { age: 32, relation: 'spouse', gender: 'F', productType: 'critical_illness', conditions: ['甲状腺结节'] },
  ],
  [
    '我太太有乳腺结节，百万医疗能投保吗',
    { relation: 'spouse', gender: 'F', productType: 'medical', conditions: ['乳腺结节'] },
  ],
  [
    '我先生有高血压，能买定期寿险吗',
    { relation: 'spouse', gender: 'M', productType: 'term_life', conditions: ['高血压'] },
  ],
  [
    '张先生40岁，想买增额寿，年交10万',
    { age: 40, gender: 'M', productType: 'increasing_whole_life', budget: 100000 },
  ],
  [
    '王小姐28岁，预算一万，重疾和医疗怎么搭配',
    {
      age: 28,
      gender: 'F',
      budget: 10000,
      productType: 'critical_illness',
      productTypes: ['critical_illness', 'medical'],
    },
  ],
  ['给爸妈买意外险，60岁以上的有吗', { relation: 'parent', age: 60, productType: 'accident' }],
  ['父母都有糖尿病，能买医疗险吗', { relation: 'parent', productType: 'medical', conditions: ['糖尿病'] }],
  [
    '我妈妈65岁，有高血压和糖尿病，能买什么',
    { age: 65, relation: 'parent', gender: 'F', conditions: ['高血压', '糖尿病'] },
  ],
  [
    '父亲58岁，乙肝大三阳，防癌医疗能买吗',
    { age: 58, relation: 'parent', gender: 'M', productType: 'medical', conditions: ['乙肝大三阳'] },
  ],
  ['乙肝小三阳可以买重疾吗', { productType: 'critical_illness', conditions: ['乙肝小三阳'] }],
  ['小三阳的客户能投百万医疗吗', { productType: 'medical', conditions: ['乙肝小三阳'] }],
  ['体检发现肺结节，还能买重大疾病保险吗', { productType: 'critical_illness', conditions: ['肺结节'] }],
  ['有抑郁症病史能买意外险吗', { productType: 'accident', conditions: ['抑郁症'] }],
  [
    '孩子是早产儿，现在1岁，能买住院医疗吗',
    { relation: 'child', age: 1, productType: 'medical', conditions: ['早产'] },
  ],
  ['客户BMI偏高属于肥胖，重疾会加费吗', { productType: 'critical_illness', conditions: ['肥胖'] }],
  [
    '我本人30岁，一年两三千，买什么保险合适',
    { relation: 'self', age: 30, budget: 2500, budgetRange: { min: 2000, max: 3000 } },
  ],
  ['每月300的预算，给孩子配什么', { budget: 3600, budgetPeriod: 'month', relation: 'child' }],
  ['一个月500块能买什么重疾', { budget: 6000, budgetPeriod: 'month', productType: 'critical_illness' }],
  ['5k预算，28岁女，怎么配置', { budget: 5000, age: 28, gender: 'F' }],
  [
    '预算5千，给儿子买重疾',
    { budget: 5000, relation: 'child', gender: 'M', productType: 'critical_illness' },
  ],
  [
    '预算3-5千，35岁男，想买重疾',
    {
      budget: 4000,
      budgetRange: { min: 3000, max: 5000 },
      age: 35,
      gender: 'M',
      productType: 'critical_illness',
    },
  ],
  [
    '保费2000到3000之间的医疗险',
    { budget: 2500, budgetRange: { min: 2000, max: 3000 }, productType: 'medical' },
  ],
  ['年交3万5，交10年的年金险有哪些', { budget: 35000, paymentTerm: '10y', productType: 'annuity' }],
  ['每年存1.5万，增额终身寿哪款好', { budget: 15000, productType: 'increasing_whole_life' }],
  ['五十万保额的重疾一年多少钱', { sumInsured: 500000, productType: 'critical_illness' }],
  ['重疾买50w够吗', { sumInsured: 500000, productType: 'critical_illness' }],
  ['定寿保额一百万，保30年', { sumInsured: 1000000, productType: 'term_life', coverageTerm: '30y' }],
  ['一百万保额的意外险多少钱', { sumInsured: 1000000, productType: 'accident' }],
  ['保额做到80W的话，保费多少', { sumInsured: 800000 }],
  [
    '保额50的重疾，30岁男，20年交',
    { sumInsured: 500000, productType: 'critical_illness', age: 30, gender: 'M', paymentTerm: '20y' },
  ],
  ['20年交保终身的重疾多少钱', { paymentTerm: '20y', coverageTerm: 'life', productType: 'critical_illness' }],
  [
    '趸交100万的年金，60岁开始领',
    {
      paymentTerm: 'single',
      budget: 1000000,
      productType: 'annuity',
      choices: ['60周岁起领'],
      payoutStartAge: 60,
    },
  ],
  ['一次性交20万的增额寿', { paymentTerm: 'single', budget: 200000, productType: 'increasing_whole_life' }],
  ['重疾保到70岁和保终身哪个好', { productType: 'critical_illness', coverageTerm: 'toAge70' }],
  ['定期寿险保至70，交20年', { productType: 'term_life', coverageTerm: 'toAge70', paymentTerm: '20y' }],
  ['二十年交的终身寿险', { paymentTerm: '20y', productType: 'whole_life' }],
  ['交到60岁的重疾', { paymentTerm: 'toAge60', productType: 'critical_illness' }],
  ['养老金每年交5万，交5年', { productType: 'annuity', budget: 50000, paymentTerm: '5y' }],
  ['３０岁男，保额５０万', { age: 30, gender: 'M', sumInsured: 500000 }],
  [
    '宝宝2个月，男宝，医疗和意外怎么买',
    { age: 0, relation: 'child', gender: 'M', productType: 'medical', productTypes: ['medical', 'accident'] },
  ],
  [
    '三四十岁的人重疾保额买多少合适',
    { age: 35, ageRange: { min: 30, max: 40 }, productType: 'critical_illness' },
  ],
  [
    '客户30多岁，有幽门螺杆菌，影响投保吗',
    { age: 35, ageRange: { min: 30, max: 39 }, conditions: ['幽门螺杆菌'] },
  ],
  ['我是女的，32岁，有子宫肌瘤', { relation: 'self', gender: 'F', age: 32, conditions: ['子宫肌瘤'] }],
  ['大病保险一般保额多少', { productType: 'critical_illness' }],
  [
    '年收入30万，定寿保额买多少合适',
    { productType: 'term_life', income: { amount: 300000, period: 'year' } },
  ],
  ['百万医疗1万免赔额怎么理解', { productType: 'medical' }],
  ['十年期定寿保额200万多少钱', { productType: 'term_life', coverageTerm: '10y', sumInsured: 2000000 }],
  ['客户是85年出生的男性，年缴一万五', { age: 41, gender: 'M', budget: 15000 }],
  ['1988年5月出生的女性，重疾怎么配', { age: 38, gender: 'F', productType: 'critical_illness' }],
  ['3岁半的女宝宝买什么医疗', { age: 3, relation: 'child', gender: 'F', productType: 'medical' }],
];

/** Questions that state little or nothing: every field not listed must stay absent. */
const NEGATIVES: [string, Entities][] = [
  ['这款等待期多久', {}],
  ['犹豫期是几天', {}],
  ['这款产品怎么样', {}],
  ['100种重疾都包括哪些', { productType: 'critical_illness' }],
  ['重疾险轻症赔几次，是赔30%吗', { productType: 'critical_illness' }],
  ['30年交的话总保费多少', { paymentTerm: '30y' }],
  ['2025版和老版有什么区别', {}],
  ['2025年的新产品有哪些', {}],
  ['2025年1月1日生效的新规', {}],
  ['投保年龄0-60岁是吗', {}],
  ['最高能投到65岁吗', {}],
  ['等待期90天还是180天', {}],
  ['一年期的医疗险和长期医疗险区别', { productType: 'medical' }],
  ['千万别买这种', {}],
  ['男女保费一样吗', {}],
  ['我想问一下这款的理赔流程', {}],
  ['没有高血压，也没有糖尿病', {}],
  ['每3个月交一次可以吗', {}],
  ['这个产品第1年现金价值多少', {}],
  ['医疗险保证续保20年是什么意思', { productType: 'medical' }],
  ['最高可投保到65岁吗', {}],
  ['2019年买的重疾现在能加保吗', { productType: 'critical_illness' }],
  ['年金险60岁开始领取，每年领多少', { productType: 'annuity', payoutStartAge: 60 }],
  ['两款产品对比一下', {}],
];

describe('extractEntities', () => {
  it.each(CASES)('%s', (question, expected) => {
    expect(extractEntities(question, { today })).toEqual(expected);
  });

  // Constraint tags and plan choices name words the question uses ('轻症', '60岁开始领'), never a
  // person, amount or term: these cases check that none of those is made up.
  it.each(NEGATIVES)('invents nothing: %s', (question, expected) => {
    const { constraints: _words, choices: _plans, ...read } = extractEntities(question, { today });
    expect(read).toEqual(expected);
  });

  it.each([
    ['32岁男，百万医疗，只要保住院的', ['inpatient_only']],
    ['预算再低一点', ['cheaper']],
    ['没社保，不抽烟', ['social_insurance_no', 'non_smoker']],
  ])('reads the constraints in %s', (question, tags) => {
    expect(extractEntities(question, { today }).constraints).toEqual(tags);
  });

  it.each([
    ['星河重疾30岁男50万20年交', { sumInsured: 500_000, paymentTerm: '20y' }],
    ['五十万二十年交', { sumInsured: 500_000, paymentTerm: '20y' }],
    ['预算3000一年', { budget: 3000 }],
    ['3000一年的预算', { budget: 3000 }],
    ['500块一个月', { budget: 6000, budgetPeriod: 'month' }],
    ['2000一年能买多少保额', { budget: 2000 }],
    ['10万一年交5年', { budget: 100_000, paymentTerm: '5y' }],
    ['50万一年交多少', { sumInsured: 500_000 }],
  ] as const)('reads the money and the term in %s', (question, expected) => {
    expect(extractEntities(question, { today })).toMatchObject(expected);
  });

  it('does not take a sum insured asked the price of as a yearly budget', () => {
    expect(extractEntities('50万一年交多少', { today }).budget).toBeUndefined();
  });

  it.each(['我和我老婆都35岁', '客户和他老婆都35岁'])('gives both people of %s the age said with 都', (q) => {
    expect(extractEntities(q, { today }).persons?.map((p) => [p.relation, p.age])).toEqual([
      ['self', 35],
      ['spouse', 35],
    ]);
  });

  it.each([
    ['快递小哥28岁', 'M'],
    ['宝妈32岁想买重疾', 'F'],
    ['小伙子25岁', 'M'],
  ] as const)('reads the gender in how a customer is addressed: %s', (q, gender) => {
    expect(extractEntities(q, { today }).gender).toBe(gender);
  });

  it('reads occupation and pregnancy', () => {
    expect(extractEntities('搞装修的，40岁男', { today })).toMatchObject({ occupationClass: 4, age: 40 });
    expect(extractEntities('快递员能买意外险吗', { today }).occupationClass).toBe(4);
    expect(extractEntities('职业类别5类', { today }).occupationClass).toBe(5);
    expect(extractEntities('老婆怀孕5个月了', { today }).pregnant).toBe(true);
    expect(extractEntities('在备孕', { today }).pregnant).toBeUndefined();
  });

  it('does not take the oldest age a product insures as how long cover lasts', () => {
    const read = extractEntities('最高可投保到65岁吗', { today });
    expect([read.coverToAge, read.coverageTerm]).toEqual([undefined, undefined]);
  });

  it('computes ages at the given date', () => {
    expect(extractEntities('出生于1990-06-16', { today }).age).toBe(35);
    expect(extractEntities('出生于1990-06-15', { today }).age).toBe(36);
    expect(extractEntities('1990年出生', { today: new Date(2030, 0, 1) }).age).toBe(40);
  });

  it('reads each number once: a term is not an age, a premium is not a sum insured', () => {
    const entities = extractEntities('30岁，20年交，每年一万，保额50万，保到70岁', { today });
    expect(entities).toEqual({
      age: 30,
      paymentTerm: '20y',
      budget: 10000,
      sumInsured: 500000,
      coverageTerm: 'toAge70',
    });
  });
});
