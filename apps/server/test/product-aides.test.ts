import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { conversationListSchema, type Catalogue, type ConverseResponse } from '@broker/contract';
import { DEFAULT_CATALOGUE_DIR } from '../src/config.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { apiKeyHeader, DEMO_AGENT, expectError } from './helpers/test-app.js';

// The product assistant (AI source product_aides, decision 048) on the real engine and the demo
// catalogue; expected values are the catalogue's fields, read here.
const catalogue = JSON.parse(
  fs.readFileSync(path.join(DEFAULT_CATALOGUE_DIR, 'catalogue.json'), 'utf8'),
) as Catalogue;
const product = (code: string) => {
  const found = catalogue.products.find((p) => p.code === code);
  if (!found) throw new Error(`demo catalogue has no ${code}`);
  return found;
};
// 180 days, where most critical-illness products have 90 (ALJK-CI01 among them).
const LOCKED = product('KHJK-CI01');
const OTHER = product('ALJK-CI01');

const backends = testBackends();

describe.each(backends)('the product assistant on $name', (backend) => {
  const t = conversationApp(backend, undefined, {
    CATALOGUE_DIR: DEFAULT_CATALOGUE_DIR,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const converse = async (body: object, token = t().token) => {
    const res = await t().post('/v1/converse/General', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConverseResponse>();
  };
  const listOf = async (url: string, headers?: Record<string, string>) => {
    const res = headers ? await t().app.inject({ method: 'GET', url, headers }) : await t().get(url);
    expect(res.statusCode, res.body).toBe(200);
    return conversationListSchema.parse(res.json()).list.map((c) => c.conversationId);
  };

  it('answers a question that names no product about the locked product, and keeps the lock', async () => {
    expect(LOCKED.waitingPeriodDays).not.toBe(OTHER.waitingPeriodDays);
    const first = await converse({ userPrompt: '等待期多久', productCode: LOCKED.code });
    expect(first.message.content).toContain(LOCKED.name);
    expect(first.message.content).toContain(`${LOCKED.waitingPeriodDays}天`);

    // Another product is still answered, with the note that it leaves the product assistant; the
    // next question without a name is about the locked product again (the request need not repeat it).
    const conversationId = first.conversationId;
    const away = await converse({ userPrompt: `${OTHER.name}的等待期多久`, conversationId });
    expect(away.message.content).toContain(`超出了「${LOCKED.name}」产品助手的范围`);
    expect(away.message.content).toContain(`${OTHER.waitingPeriodDays}天`);
    const back = await converse({ userPrompt: '那等待期呢', conversationId, productCode: LOCKED.code });
    expect(back.message.content).toContain(`${LOCKED.waitingPeriodDays}天`);
    expect(back.message.content).not.toContain('产品助手');
  });

  it('refuses an unknown or malformed product code, and a conversation of another product', async () => {
    expectError(
      await t().post('/v1/converse/General', { userPrompt: '等待期多久', productCode: 'NOPE-01' }),
      404,
      '产品助手的产品不存在，请检查产品编码',
    );
    expectError(
      await t().post('/v1/conversestream/General', { userPrompt: '等待期', productCode: 'x'.repeat(65) }),
      400,
      /^参数 productCode 有误/,
    );
    const locked = await converse({ userPrompt: '保什么', productCode: LOCKED.code });
    const general = await converse({ userPrompt: '什么是等待期' });
    const mismatch = '该会话不属于这款产品的产品助手，请开启新对话';
    for (const [conversationId, productCode] of [
      [locked.conversationId, OTHER.code],
      [general.conversationId, LOCKED.code],
    ])
      expectError(
        await t().post('/v1/converse/General', { userPrompt: '等待期多久', conversationId, productCode }),
        409,
        mismatch,
      );
  });

  it("lists a product's conversations, for the session and for the open API's key alike", async () => {
    const mine = await converse({ userPrompt: '这款能保到多少岁', productCode: LOCKED.code });
    const otherProduct = await converse({ userPrompt: '这款能保到多少岁', productCode: OTHER.code });
    const general = await converse({ userPrompt: '重疾险和医疗险的区别' });
    const someoneElse = await converse(
      { userPrompt: '这款能保到多少岁', productCode: LOCKED.code },
      t().otherToken,
    );

    const ofLocked = await listOf(`/v1/product_aides/convhistory?productCode=${LOCKED.code}`);
    expect(ofLocked).toContain(mine.conversationId);
    for (const id of [otherProduct, general, someoneElse].map((c) => c.conversationId))
      expect(ofLocked).not.toContain(id);
    // Without a product: the assistant's conversations of every product, never a general one.
    const ofAny = await listOf('/v1/product_aides/convhistory');
    expect(ofAny).toEqual(expect.arrayContaining([mine.conversationId, otherProduct.conversationId]));
    expect(ofAny).not.toContain(general.conversationId);

    const key = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    expect(await listOf(`/openapi/v1/product_aides/convhistory?productCode=${LOCKED.code}`, key)).toEqual(
      ofLocked,
    );
    expect((await t().get(`/openapi/v1/product_aides/convhistory`)).statusCode).toBe(401);
  });

  it("serves the product's first questions to the web app as the open API does", async () => {
    const bySession = await t().get(`/v1/hints/product_aides/${LOCKED.code}`);
    expect(bySession.statusCode, bySession.body).toBe(200);
    const key = await apiKeyHeader(t().database, DEMO_AGENT.workId);
    const byKey = await t().app.inject({
      method: 'GET',
      url: `/openapi/v1/hints/product_aides/${LOCKED.code}`,
      headers: key,
    });
    expect(bySession.json()).toEqual(byKey.json());
    expect(bySession.json<{ list: unknown[] }>().list.length).toBeGreaterThan(0);
  });
});
