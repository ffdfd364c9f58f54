import { describe, expect, it } from 'vitest';
import type { Comparison, ComparisonHistoryPage } from '@broker/contract';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { agentTokens } from './helpers/agents.js';
import { authHeader, expectError, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder();
const CODES = ['AK-CI-01', 'AK-TL-01', 'HX-MED-01'];
const REQUEST = { productCodes: CODES, factors: { age: 22, gender: 'F' } };

describe.each(backends)('comparisons on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  const token = agentTokens(t);
  const get = async (url: string, workId?: string) =>
    t().app.inject({ method: 'GET', url, headers: authHeader(await token(workId)) });
  const save = async (body: object = REQUEST, id = 'new', workId?: string) =>
    post(t().app, `/v1/prodcompare/history/save/${id}`, await token(workId), body);

  it('computes every product with the insurance core, the premium matching /v1/premium/quote', async () => {
    const res = await post(t().app, '/v1/prodcompare/compare', await token(), REQUEST);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<Comparison>();
    expect(result.products.map((p) => p.code)).toEqual(CODES);
    expect(result.mixedTypes).toBe(true);
    expect(result.products.every((p) => p.errors.length === 0)).toBe(true);
    const premiums = result.rows.find((r) => r.paramCode === 'annualPremium');
    for (const [i, code] of CODES.entries()) {
      const quote = await post(t().app, '/v1/premium/quote', await token(), {
        productCode: code,
        factors: result.products[i]?.factors,
      });
      const annual = quote.json<{ annualPremium: number }>().annualPremium;
      expect(premiums?.cellData[i]?.text.replace(/[,元]/g, '')).toBe(annual.toFixed(2));
    }
    expect(result.rows.find((r) => r.paramCode === 'factor.age')).toMatchObject({
      isConsistent: true,
      rowValues: ['22周岁', '22周岁', '22周岁'],
    });
    expect(result.rows.find((r) => r.paramCode === 'company')?.isConsistent).toBe(false);
    expect(result.rows.some((r) => r.agentOnly)).toBe(true);
    // Cash values only where the product has them; illustrations at chosen years.
    expect(result.products[0]?.illustration?.columns).toContain('currentPrice');
    expect(result.products[0]?.illustration?.rows.map((r) => r.year).slice(0, 11)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15,
    ]);
  });

  it('a product that refuses a factor says why, and saving it saves nothing', async () => {
    const body = { productCodes: ['AK-CI-01', 'AK-TL-01'], factors: { age: 28 } };
    const res = await post(t().app, '/v1/prodcompare/compare', await token(), body);
    expect(res.statusCode).toBe(200);
    const [ci, life] = res.json<Comparison>().products;
    expect(ci?.errors.join()).toMatch(/年龄/);
    expect(ci?.illustration).toBeNull();
    expect(life?.errors).toEqual([]);
    const before = (await get('/v1/prodcompare/history')).json<ComparisonHistoryPage>().totalNum;
    expectError(await save(body), 400, /安康守护重疾险：.*年龄/);
    expect((await get('/v1/prodcompare/history')).json<ComparisonHistoryPage>().totalNum).toBe(before);
  });

  it('per-product edits change only that product', async () => {
    const body = { ...REQUEST, productFactors: { 'AK-CI-01': { sumInsured: 300_000 } } };
    const result = (await post(t().app, '/v1/prodcompare/compare', await token(), body)).json<Comparison>();
    const sum = result.rows.find((r) => r.paramCode === 'factor.sumInsured');
    expect(sum?.cellData[0]?.text).toBe('30万元');
    expect(result.products[1]?.factors.sumInsured).not.toBe(300_000);
  });

  it('saves, lists newest first, reopens as saved, deletes a product, deletes', async () => {
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<Comparison>();
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.pricesMayHaveChanged).toBe(false);
    const second = (await save({ ...REQUEST, productCodes: ['AK-TL-01', 'AK-ZE-01'] })).json<Comparison>();

    const history = (await get('/v1/prodcompare/history')).json<ComparisonHistoryPage>();
    expect(history.result.map((h) => h.id).slice(0, 2)).toEqual([second.id, saved.id]);
    expect(history.result[1]).toMatchObject({
      views: 0,
      productNames: ['安康守护重疾险', '安康定期寿险', '华信e享百万医疗'],
    });

    const reopened = (await get(`/v1/prodcompare/history/${saved.id}`)).json<Comparison>();
    expect(reopened.rows).toEqual(saved.rows);

    const less = await get(`/v1/prodcompare/deleteprod/?id=${saved.id}&productCode=AK-TL-01`);
    expect(less.statusCode, less.body).toBe(200);
    const after = less.json<Comparison>();
    expect(after.products.map((p) => p.code)).toEqual(['AK-CI-01', 'HX-MED-01']);
    expect(after.rows.every((r) => r.cellData.length === 2)).toBe(true);
    expectError(
      await get(`/v1/prodcompare/deleteprod/?id=${saved.id}&productCode=AK-CI-01`),
      400,
      '对比至少需要保留2款产品',
    );

    const del = await t().app.inject({
      method: 'DELETE',
      url: `/v1/prodcompare/history/${second.id}`,
      headers: authHeader(await token()),
    });
    expect(del.json()).toEqual({ ok: true });
    expectError(await get(`/v1/prodcompare/history/${second.id}`), 404, '对比记录不存在');
  });

  it("another agent's comparison does not exist for them: read, save over, delete, delete a product", async () => {
    const mine = (await save()).json<Comparison>();
    const other = 'B2001';
    expectError(await get(`/v1/prodcompare/history/${mine.id}`, other), 404, '对比记录不存在');
    expectError(await save(REQUEST, mine.id ?? '', other), 404, '对比记录不存在');
    expectError(
      await get(`/v1/prodcompare/deleteprod/?id=${mine.id}&productCode=AK-TL-01`, other),
      404,
      '对比记录不存在',
    );
    const del = await t().app.inject({
      method: 'DELETE',
      url: `/v1/prodcompare/history/${mine.id}`,
      headers: authHeader(await token(other)),
    });
    expectError(del, 404, '对比记录不存在');
    expect((await get('/v1/prodcompare/history', other)).json<ComparisonHistoryPage>().totalNum).toBe(0);
    expect((await get(`/v1/prodcompare/history/${mine.id}`)).statusCode).toBe(200);
  });

  it('bad input is a 4xx with a Chinese detail and saves nothing', async () => {
    const compare = async (body: object) => post(t().app, '/v1/prodcompare/compare', await token(), body);
    expectError(await compare({ productCodes: [] }), 400, /请至少选择2款产品/);
    expectError(await compare({ productCodes: ['AK-CI-01'] }), 400, /请至少选择2款产品/);
    const six = ['AK-CI-01', 'AK-TL-01', 'HX-MED-01', 'AK-ZE-01', 'HX-ACC-01', 'XX-YY-01'];
    expectError(await compare({ productCodes: six }), 400, /最多对比5款产品/);
    expectError(await compare({ productCodes: ['AK-CI-01', 'AK-CI-01'] }), 400, /产品不能重复/);
    expectError(await compare({ productCodes: ['AK-CI-01', 'NO-SUCH-01'] }), 404, '产品不存在：NO-SUCH-01');
    expectError(await compare({ productCodes: ['AK-CI-01', 'HX-ACC-01'] }), 400, /已停售/);
    expectError(
      await compare({ productCodes: ['AK-CI-01', 'AK-TL-01'], factors: { colour: 1 } }),
      400,
      /参数/,
    );
    expectError(await save(REQUEST, 'not-a-uuid'), 404, '对比记录不存在');
    expectError(await get('/v1/prodcompare/history/12345'), 404, '对比记录不存在');
    expectError(await get('/v1/prodcompare/history?page=0'), 400, /参数/);
    expectError(
      await t().app.inject({ method: 'POST', url: '/v1/prodcompare/compare', payload: REQUEST }),
      401,
      /未登录/,
    );
  });
});
