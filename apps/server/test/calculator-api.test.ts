import { describe, expect, it } from 'vitest';
import type { CalculationResponse } from '@broker/contract';
import { conversations } from '../src/db/schema.js';
import { writeFixtureJson } from './fixtures/catalogue.js';
import { agentTokens } from './helpers/agents.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { expectError, findUser, post, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder();

describe.each(backends)('premium calculator on $name', (backend) => {
  const dir = temp();
  writeFixtureJson(dir);
  const t = sharedTestApp(backend, { CATALOGUE_DIR: dir });
  const tokens = agentTokens(t);
  const call = async (url: string, payload: object, workId?: string) =>
    post(t().app, url, await tokens(workId), payload);
  const calculate = async (payload: object) => {
    const res = await call('/v1/premium/calculate', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CalculationResponse>();
  };

  it('needs a session', async () => {
    for (const url of ['/v1/premium/calculate', '/v1/premium/conversation_factors']) {
      expectError(await post(t().app, url, undefined, { productCode: 'AK-CI-01' }), 401, /未登录/);
    }
  });

  it('computes premium, total over the payment term and the commission schedule in one call', async () => {
    const body = await calculate({ productCode: 'AK-CI-01', factors: {} });
    expect(body).toMatchObject({
      productCode: 'AK-CI-01',
      productName: '安康守护重疾险',
      factors: { age: 20, gender: 'M', sumInsured: 300000, paymentTerm: '20y', coverageTerm: 'life' },
      quote: { annualPremium: 10830, premium: 10830, paymentsPerYear: 1 },
      paymentYears: 20,
      totalPremium: 216600,
      commission: { firstYear: 4873.5, total: 8122.5 },
      commissionProblem: null,
    });
    expect(body.commission?.rows).toHaveLength(4);
    const monthly = await calculate({
      productCode: 'AK-CI-01',
      factors: { age: 25, gender: 'F', sumInsured: 200000, paymentTerm: '10y', paymentFrequency: 'monthly' },
    });
    // 1,227.60 a month, twelve a year, ten years: what the customer pays in all at that frequency.
    expect(monthly).toMatchObject({ quote: { premium: 1227.6 }, paymentYears: 10, totalPremium: 147312 });
  });

  it('adds a short illustration for products with cash values, none for yearly cover', async () => {
    const saving = await calculate({ productCode: 'AK-ZE-01', factors: { age: 20, paymentTerm: '5y' } });
    expect(saving.illustration?.columns).toContain('currentPrice');
    const years = saving.illustration?.rows.map((r) => r.year) ?? [];
    expect(years.slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(years.length).toBeLessThan(40);
    expect(saving.commission?.rows.map((r) => r.rate)).toEqual([0.12, 0.05, 0.03, 0.02, 0.02]);
    const medical = await calculate({ productCode: 'HX-MED-01', factors: {} });
    expect(medical.illustration).toBeNull();
    expect(medical.paymentYears).toBe(1);
  });

  it('refuses with every violated rule in Chinese, an unknown or off-sale product clearly', async () => {
    const res = await call('/v1/premium/calculate', {
      productCode: 'AK-CI-01',
      factors: { age: 30, sumInsured: 123456 },
    });
    expectError(res, 400, '投保年龄须在18至25周岁之间；基本保额须为1万元的整数倍');
    const rule = await call('/v1/premium/calculate', { productCode: 'AK-CI-01', factors: { age: 25 } });
    expectError(rule, 400, '20年交的投保年龄须在18至24周岁之间');
    expectError(await call('/v1/premium/calculate', { productCode: 'NOPE-01' }), 404, '产品不存在');
    expectError(
      await call('/v1/premium/calculate', { productCode: 'HX-ACC-01' }),
      400,
      '产品已停售，不能试算',
    );
    expectError(await call('/v1/premium/calculate', { productCode: 'x' }), 400, /productCode/);
    expectError(
      await call('/v1/premium/calculate', { productCode: 'AK-CI-01', factors: { colour: 'red' } }),
      400,
      /factors/,
    );
  });

  it("reads the factors a conversation understood, only from the agent's own conversation", async () => {
    const { database } = t();
    const me = await findUser(database, 'DEMO001');
    if (!me) throw new Error('demo agent missing');
    const [row] = await database.db
      .insert(conversations)
      .values({
        userId: me.id,
        category: 'General',
        title: '30岁男50万重疾',
        context: {
          lockedProducts: ['AK-CI-01'],
          entities: { age: 22, gender: 'M', sumInsured: 500000, paymentTerm: '15y', conditions: ['高血压'] },
          quotedFactors: { 'AK-CI-01': { sumInsured: 400000, paymentTerm: '10y' } },
        },
      })
      .returning();
    const id = row?.id ?? '';
    const read = async (productCode: string, workId?: string) =>
      call('/v1/premium/conversation_factors', { conversationId: id, productCode }, workId);
    const mine = await read('AK-CI-01');
    expect(mine.statusCode, mine.body).toBe(200);
    // The list's example (40万, 10年交) wins over what was said; 15年交 is not offered anyway.
    expect(mine.json()).toEqual({
      productCode: 'AK-CI-01',
      factors: { age: 22, gender: 'M', sumInsured: 400000, paymentTerm: '10y' },
    });
    const other = await read('AK-ZE-01');
    expect(other.json<{ factors: object }>().factors).toEqual({ age: 22, gender: 'M' });
    expectError(await read('AK-CI-01', 'CALC002'), 404, '会话不存在');
    expectError(await read('NOPE-01'), 404, '产品不存在');
    const malformed = await call('/v1/premium/conversation_factors', {
      conversationId: 'not-a-uuid',
      productCode: 'AK-CI-01',
    });
    expectError(malformed, 404, '会话不存在');
  });
});
