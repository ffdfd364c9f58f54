import fs from 'node:fs';
import path from 'node:path';
import { buildKnowledgeBase, createBuiltinEngine, type Engine } from '@broker/assistant';
import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  converseProductsResponseSchema,
  converseResponseSchema,
  hintListSchema,
  LIST_TYPES,
} from '@broker/contract';
import { DEFAULT_CATALOGUE_DIR } from '../src/config.js';
import { at } from './helpers/catalogue.js';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { openStream, typesOf } from './helpers/sse.js';
import { authHeader } from './helpers/test-app.js';

const backends = testBackends();

// The real built-in engine over the demo catalogue (the one the app loads on first start).
let engine: Engine | undefined;
async function builtinEngine(): Promise<Engine> {
  const file = path.join(DEFAULT_CATALOGUE_DIR, 'catalogue.json');
  engine ??= createBuiltinEngine(buildKnowledgeBase(JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue));
  return engine;
}

// End to end with the real engine: the stream, paging and suggestions.
describe.each(backends)('built-in engine answers on $name', (backend) => {
  const t = conversationApp(backend, builtinEngine, { CATALOGUE_DIR: DEFAULT_CATALOGUE_DIR });

  it('streams a grounded selection answer that ends with end, and pages its products', async () => {
    const stream = await openStream(t().baseUrl, '/v1/conversestream/MyBA_Selection', authHeader(t().token), {
      userPrompt: '30岁男性买什么重疾险好，预算每年5000元',
    });
    await stream.done;
    expect(stream.status, stream.errorBody).toBe(200);
    const types = typesOf(stream.events);
    expect(types[0]).toBe('meta');
    expect(types.at(-1)).toBe('end');
    expect(types).toContain('text');
    const meta = at(stream.events, 0);
    expect(meta.data.cm).toBe('builtin');
    const list = stream.events.find((e) => (LIST_TYPES as readonly string[]).includes(e.data.type));
    expect(list, types.join(',')).toBeDefined();
    // 11 critical-illness products fit this person: page 2 of the list exists and is served on request.
    const products = stream.events.find((e) => e.data.type === 'product_list');
    expect(products?.data.prodcut_pages?.totalPages).toBeGreaterThan(1);
    const res = await t().post('/v1/converse_products/', {
      conversationId: meta.conversationId,
      assistantMessageId: meta.assistantMessageId,
      currPage: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = converseProductsResponseSchema.parse(res.json());
    expect(page.prodcut_pages.currPage).toBe(2);
    expect(page.result.length).toBeGreaterThan(0);
    const history = await t().get(`/v1/convhistory/MyBA_Selection/${meta.conversationId}`);
    expect(history.json().list[1]).toMatchObject({ finished: true, success: true, cm: 'builtin' });

    const guess = await t().get(`/v1/ask/guess/you/want?conversation_id=${meta.conversationId}`);
    expect(guess.statusCode, guess.body).toBe(200);
    expect(hintListSchema.parse(guess.json()).list.length).toBeGreaterThan(0);
    expect(
      (await t().get(`/v1/ask/guess/you/want?conversation_id=${meta.conversationId}`, t().otherToken))
        .statusCode,
    ).toBe(404);
  });

  it('offers default, category and guess-you-want questions from the catalogue', async () => {
    for (const url of [
      '/mybams/myba/getDefaultQuestion',
      '/v1/hints/MyBA_Compare',
      '/v1/hints/General',
      '/v1/ask/guess/you/want',
    ]) {
      const res = await t().get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(hintListSchema.parse(res.json()).list.length, url).toBeGreaterThan(0);
    }
    expect((await t().get('/v1/hints/Nope')).statusCode).toBe(400);
  });

  it('regenerate brings other fitting products forward, and says so when the data gives the same answer', async () => {
    const ask = async (body: object, category: string) => {
      const res = await t().post(`/v1/converse/${category}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return converseResponseSchema.parse(res.json());
    };
    const codes = (r: { message: { result: { code: string }[] } }) => r.message.result.map((c) => c.code);
    const first = await ask({ userPrompt: '30岁男性买什么重疾险好' }, 'MyBA_Selection');
    const again = await ask(
      { generate: 'regenerate', conversationId: first.conversationId },
      'MyBA_Selection',
    );
    expect(again.message.content).toContain('换一批');
    // The products first named step back; the ones now named come from the same fitting list.
    const named = codes(first).slice(0, 3);
    expect(
      codes(again)
        .slice(0, 3)
        .some((c) => named.includes(c)),
    ).toBe(false);
    expect(new Set(codes(again)).size).toBe(codes(again).length);

    // A fact the catalogue fixes cannot change: the answer says so instead of posing as a new attempt.
    const fact = await ask({ userPrompt: '什么是犹豫期' }, 'General');
    const same = await ask({ generate: 'regenerate', conversationId: fact.conversationId }, 'General');
    expect(same.message.content.startsWith('重新生成的结果与上次相同')).toBe(true);
    expect(same.message.content).toContain(fact.message.content.trim());
    // A second regenerate compares against the answer without its note: one note, not two.
    const twice = await ask({ generate: 'regenerate', conversationId: fact.conversationId }, 'General');
    expect(twice.message.content).toBe(same.message.content);
  });
});
