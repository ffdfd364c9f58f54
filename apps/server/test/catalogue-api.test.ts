import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@broker/contract';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder();

type Page = {
  result: ProductSummary[];
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalNum: number;
};

describe.each(backends)('catalogue reads on $name', (backend) => {
  // The fixture catalogue is what the app loads on its first start.
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  let token = '';
  const get = async (url: string) => {
    token ||= await t().login();
    return t().app.inject({ method: 'GET', url, headers: authHeader(token) });
  };
  const search = async (query: string): Promise<Page> => {
    const res = await get(`/v1/products?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const codes = (page: Page) => page.result.map((p) => p.code);

  it('every catalogue route needs a session', async () => {
    const { app } = t();
    for (const url of ['/v1/products', '/v1/products/AK-CI-01', '/v1/companies', '/v1/prodfilterage/']) {
      expectError(await app.inject({ method: 'GET', url }), 401, '未登录或登录已失效，请重新登录');
    }
    for (const url of ['/v1/prodfactors/app_fetch', '/v1/premium/quote', '/v1/premium/commission']) {
      expectError(await post(app, url, undefined, { productCode: 'AK-CI-01' }), 401, /未登录/);
    }
  });

  it('GET /v1/products lists on-sale products, ten a page, with the paging fields', async () => {
    const page = await search('');
    expect(page).toMatchObject({ currentPage: 1, pageSize: 10, totalPages: 1, totalNum: 4 });
    expect(codes(page)).not.toContain('HX-ACC-01');
    expect(page.result[0]).toEqual({
      code: 'AK-CI-01',
      name: '安康守护重疾险',
      company: '安康人寿保险股份有限公司',
      companyCode: 'AKRS',
      type: '重疾险',
      typeCode: 'critical_illness',
      minAge: 18,
      maxAge: 25,
      onSale: true,
      highlights: ['110种重疾，赔付100%保额', '轻症赔30%，最多3次；确诊轻症豁免后续保费'],
      tags: ['终身保障', '轻症豁免'],
    });
  });

  it('pages: size, later pages, past the end', async () => {
    const first = await search('pageSize=3');
    expect(first).toMatchObject({ pageSize: 3, totalPages: 2, totalNum: 4 });
    expect(first.result).toHaveLength(3);
    const second = await search('pageSize=3&currentPage=2');
    expect(second.result).toHaveLength(1);
    expect([...codes(first), ...codes(second)].sort()).toEqual([
      'AK-CI-01',
      'AK-TL-01',
      'AK-ZE-01',
      'HX-MED-01',
    ]);
    expect(await search('pageSize=3&currentPage=9')).toMatchObject({
      result: [],
      totalNum: 4,
      totalPages: 2,
    });
    expectError(await get('/v1/products?pageSize=51'), 400, '参数 查询参数 pageSize 有误：每页最多50条');
    expectError(await get('/v1/products?currentPage=0'), 400, /参数 查询参数 currentPage 有误/);
  });

  it('keyword: names, aliases, companies and types, whatever the case, width and spaces', async () => {
    expect(codes(await search(`keyword=${encodeURIComponent('医疗险')}`))).toEqual(['HX-MED-01']);
    expect(codes(await search(`keyword=${encodeURIComponent('守护重疾')}`))).toEqual(['AK-CI-01']);
    expect(codes(await search(`keyword=${encodeURIComponent('Ｅ享 医疗')}`))).toEqual(['HX-MED-01']);
    expect(codes(await search(`keyword=${encodeURIComponent(' 华信 ')}`))).toEqual(['HX-MED-01']);
    expect(codes(await search(`keyword=${encodeURIComponent('华信 意外')}&onSale=不限`))).toEqual([
      'HX-ACC-01',
    ]);
    expect(codes(await search(`keyword=${encodeURIComponent('不存在的产品')}`))).toEqual([]);
  });

  it('keyword ranking: an exact name or alias first, then names that start with it, then the rest', async () => {
    // "安康" is in three names (two start with it) and is the company's short name.
    const page = await search(`keyword=${encodeURIComponent('安康定寿')}`);
    expect(codes(page)).toEqual(['AK-TL-01']);
    const broad = await search(`keyword=${encodeURIComponent('安康')}`);
    expect(codes(broad)).toEqual(['AK-TL-01', 'AK-CI-01', 'AK-ZE-01']);
  });

  it('filters: type (code or label), company (code or name), age, gender, on sale', async () => {
    expect(codes(await search('type=medical'))).toEqual(['HX-MED-01']);
    expect(codes(await search(`type=${encodeURIComponent('增额终身寿险')}`))).toEqual(['AK-ZE-01']);
    expect(codes(await search('company=HXJK'))).toEqual(['HX-MED-01']);
    expect(codes(await search(`company=${encodeURIComponent('华信健康')}&onSale=false`))).toEqual([
      'HX-ACC-01',
    ]);
    expect(codes(await search('company=NOBODY'))).toEqual([]);
    expect(codes(await search('age=26'))).toEqual(['AK-TL-01']);
    expect(codes(await search('age=0-17'))).toEqual(['HX-MED-01']);
    expect(codes(await search(`age=${encodeURIComponent('不限')}&gender=F&type=term_life`))).toEqual([
      'AK-TL-01',
    ]);
    expect((await search(`gender=${encodeURIComponent('女')}`)).totalNum).toBe(4);
    expectError(await get('/v1/products?type=pet'), 400, '参数 查询参数 type 有误：未知的产品类型「pet」');
    expectError(await get('/v1/products?age=old'), 400, /参数 查询参数 age 有误：须为“不限”、年龄或年龄段/);
    expectError(await get('/v1/products?gender=X'), 400, /参数 查询参数 gender 有误/);
  });

  it('GET /v1/prodfilterage/ offers 不限 and the bands the catalogue covers', async () => {
    const res = await get('/v1/prodfilterage/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { value: '不限', label: '不限' },
      { value: '0-17', label: '0-17岁' },
      { value: '18-30', label: '18-30岁' },
    ]);
  });

  it('GET /v1/companies lists companies with their product counts', async () => {
    const res = await get('/v1/companies');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ code: 'AKRS', shortName: '安康人寿', productCount: 3, onSaleCount: 3 }),
      expect.objectContaining({ code: 'HXJK', shortName: '华信健康', productCount: 2, onSaleCount: 1 }),
    ]);
  });

  it('GET /v1/products/:code has what a detail card needs, without rate tables', async () => {
    const res = await get('/v1/products/AK-CI-01');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      code: 'AK-CI-01',
      type: '重疾险',
      insurer: { code: 'AKRS', name: '安康人寿保险股份有限公司', shortName: '安康人寿', hotline: '95588' },
      genders: [
        { value: 'M', label: '男' },
        { value: 'F', label: '女' },
      ],
      paymentTerms: [
        { value: '10y', label: '10年交' },
        { value: '20y', label: '20年交' },
      ],
      coverageTerms: [{ value: 'life', label: '终身' }],
      waitingPeriodDays: 90,
      benefits: { severeCount: 110, mildPayout: 0.3 },
      hasCashValue: true,
      premiumDriven: false,
      // The product sheet's 预定利率 (decision 023).
      pricingInterestRate: 0.025,
    });
    expect(body.clauses).toHaveLength(2);
    expect(body.faq).toHaveLength(1);
    for (const hidden of ['rates', 'commission', 'illustration', 'factors'])
      expect(body).not.toHaveProperty(hidden);
    const medical = await get('/v1/products/HX-MED-01');
    expect(medical.json()).toMatchObject({ hasCashValue: false, pricingInterestRate: null });
    expectError(await get('/v1/products/NOPE-01'), 404, '产品不存在');
    expectError(await get('/v1/products/nope'), 400, /参数 路径参数 code 有误/);
  });
});

describe.each(backends)('quote forms and calculations on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  let token = '';
  const call = async (url: string, payload: object) => {
    token ||= await t().login();
    return post(t().app, url, token, payload);
  };

  it('POST /v1/prodfactors/app_fetch returns the factors, rules and defaults of the form', async () => {
    const res = await call('/v1/prodfactors/app_fetch', { productCode: 'AK-CI-01' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      productCode: 'AK-CI-01',
      productName: '安康守护重疾险',
      type: '重疾险',
      premiumDriven: false,
      defaults: { age: 20, gender: 'M', sumInsured: 300000, paymentTerm: '20y', coverageTerm: 'life' },
      paymentFrequencies: [
        { value: 'annual', label: '年交' },
        { value: 'monthly', label: '月交' },
      ],
      sumInsured: { min: 100000, max: 500000, step: 10000 },
    });
    expect(body.factors).toHaveLength(6);
    expect(body.constraints).toEqual([
      expect.objectContaining({ message: '20年交的投保年龄须在18至24周岁之间' }),
    ]);
    expectError(await call('/v1/prodfactors/app_fetch', { productCode: 'NOPE-01' }), 404, '产品不存在');
    expectError(await call('/v1/prodfactors/app_fetch', {}), 400, /参数 productCode 有误/);
  });

  it("POST /v1/premium/quote with defaults alone, and with the agent's factors", async () => {
    const defaults = await call('/v1/premium/quote', { productCode: 'AK-CI-01' });
    expect(defaults.statusCode, defaults.body).toBe(200);
    // 300,000 × 36.10 per 1,000 (male, 20-pay, age 20).
    expect(defaults.json()).toMatchObject({ annualPremium: 10830, premium: 10830, paymentsPerYear: 1 });
    const monthly = await call('/v1/premium/quote', {
      productCode: 'AK-CI-01',
      factors: {
        age: '25',
        gender: 'F',
        sumInsured: 200000,
        paymentTerm: '10y',
        paymentFrequency: 'monthly',
      },
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    // 200,000 × (54.9 + 7 × 1.9 = 68.2) / 1,000 = 13,640 a year; monthly 9% of it.
    expect(monthly.json()).toMatchObject({
      annualPremium: 13640,
      paymentFrequency: 'monthly',
      premium: 1227.6,
    });
  });

  it('every violated rule is named in one Chinese detail', async () => {
    const res = await call('/v1/premium/quote', {
      productCode: 'AK-CI-01',
      factors: { age: 30, sumInsured: 123456 },
    });
    expectError(res, 400, '投保年龄须在18至25周岁之间；基本保额须为1万元的整数倍');
    const combination = await call('/v1/premium/quote', {
      productCode: 'AK-TL-01',
      factors: { coverageTerm: '20y', paymentTerm: 'toAge60' },
    });
    expectError(combination, 400, '保障20年须选择20年交');
    const ageRule = await call('/v1/premium/quote', { productCode: 'AK-CI-01', factors: { age: 25 } });
    expectError(ageRule, 400, '20年交的投保年龄须在18至24周岁之间');
    expectError(await call('/v1/premium/quote', { productCode: 'NOPE-01' }), 404, '产品不存在');
  });

  it('POST /v1/premium/commission gives the schedule over the payment term', async () => {
    const res = await call('/v1/premium/commission', { productCode: 'AK-CI-01', factors: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      productCode: 'AK-CI-01',
      annualPremium: 10830,
      firstYear: 4873.5,
      rows: [
        { policyYear: 1, rate: 0.45, amount: 4873.5 },
        { policyYear: 2, rate: 0.15, amount: 1624.5 },
        { policyYear: 3, rate: 0.1, amount: 1083 },
        { policyYear: 4, rate: 0.05, amount: 541.5 },
      ],
      total: 8122.5,
    });
    expectError(
      await call('/v1/premium/commission', { productCode: 'AK-CI-01', factors: { gender: 'X' } }),
      400,
      '该产品不支持该性别，可选：男、女',
    );
  });

  it('POST /v1/premium/illustration projects the policy year by year', async () => {
    const res = await call('/v1/premium/illustration', { productCode: 'AK-ZE-01', factors: { age: 20 } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ columns: string[]; rows: Record<string, number | null>[]; quote: object }>();
    expect(body.quote).toMatchObject({ annualPremium: 100000 });
    expect(body.columns).toContain('currentPrice');
    expect(body.rows[0]).toMatchObject({ year: 1, premium: 100000, cumulativePremium: 100000 });
    expect(body.rows.length).toBeGreaterThan(80);
    const cashValues = body.rows.map((r) => r.currentPrice ?? 0);
    expect(cashValues[30]).toBeGreaterThan(cashValues[10] ?? Infinity);
    const medical = await call('/v1/premium/illustration', { productCode: 'HX-MED-01', factors: {} });
    expect(medical.statusCode, medical.body).toBe(200);
    expect(medical.json<{ rows: { currentPrice: number | null }[] }>().rows[0]?.currentPrice).toBeNull();
  });
});
