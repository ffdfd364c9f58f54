import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../engine/builtin-engine.js';
import { kb } from '../engine/test-support.js';
import type { EngineRequest } from '../engine/types.js';
import { catalogueTools } from './catalogue-tools.js';
import { createModelEngine } from './openai-engine.js';
import { startFakeOpenAI, type FakeOpenAI, type RecordedRequest } from './testing/fake-openai-server.js';
import { collect, request, textOf } from './testing/fixtures.js';
import { runToolCall } from './tools.js';

// The real catalogue and the built-in engine's own tool functions, behind the model's function calls.
const tools = catalogueTools(kb);
const ctx = { kb, request: request() };
const call = (name: string, args: unknown) => runToolCall(tools, name, JSON.stringify(args), ctx);

describe('catalogueTools', () => {
  it('offers the six tools with JSON Schema parameters and Chinese descriptions', () => {
    expect(tools.map((t) => t.name)).toEqual([
      'search_products',
      'product_facts',
      'compare_products',
      'quote_premium',
      'calculate_commission',
      'search_knowledge',
    ]);
    for (const t of tools) {
      expect(t.parameters.type).toBe('object');
      expect(t.description).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('finds products for a need with a product list part', async () => {
    const outcome = await call('search_products', { type: 'critical_illness', age: 30, gender: 'M' });
    const result = outcome.result as { matches: { code: string; annualPremium?: number }[] };
    expect(result.matches.length).toBeGreaterThan(0);
    expect(result.matches.every((m) => kb.productsByCode.get(m.code)?.type === 'critical_illness')).toBe(
      true,
    );
    expect(outcome.parts?.[0]).toMatchObject({ kind: 'products', listType: 'product_list' });
  });

  it('quotes a premium from the rate table and locks the product', async () => {
    const code = kb.products.find((p) => p.type === 'critical_illness' && p.onSale)?.code ?? '';
    const outcome = await call('quote_premium', { productCode: code, age: 30, gender: 'M' });
    expect(outcome.result).toMatchObject({ ok: true, productCode: code });
    expect(outcome.productCodes).toEqual([code]);
    expect(outcome.parts?.[0]).toMatchObject({ kind: 'products', listType: 'query_product_list' });
  });

  it('gives the model a structured error for bad arguments and unknown products', async () => {
    expect((await call('quote_premium', { productCode: 'NOPE', age: 30 })).result).toMatchObject({
      error: 'not_found',
    });
    expect((await call('quote_premium', { age: 30 })).result).toMatchObject({ error: 'invalid_arguments' });
    expect((await runToolCall(tools, 'quote_premium', '{"productCode":', ctx)).result).toMatchObject({
      error: 'invalid_arguments',
    });
    expect((await call('no_such_tool', {})).result).toMatchObject({ error: 'unknown_tool' });
  });

  it('raises the commission flag', async () => {
    const code = kb.products.find((p) => p.onSale)?.code ?? '';
    const outcome = await call('calculate_commission', { productCode: code, age: 30, gender: 'F' });
    expect(outcome.parts).toContainEqual({ kind: 'flags', flags: { commissionFlag: true } });
  });

  it('retrieves passages as sources', async () => {
    const outcome = await call('search_knowledge', { query: '什么是现金价值' });
    expect(outcome.parts?.[0]).toMatchObject({ kind: 'sources' });
  });
});

describe('model path with the catalogue tools', () => {
  let fake: FakeOpenAI | undefined;
  afterEach(async () => fake?.close());

  it('searches, quotes, and answers with the computed premium (grounded, no correction)', async () => {
    const lastTool = (r: RecordedRequest) => JSON.parse(String(r.messages.at(-1)?.content)) as unknown;
    fake = await startFakeOpenAI((req, i) => {
      if (i === 0) {
        const args = '{"type":"critical_illness","age":30,"gender":"M"}';
        return {
          kind: 'stream',
          steps: [{ type: 'tool_call', id: 'a', name: 'search_products', arguments: args, fragments: 4 }],
        };
      }
      if (i === 1) {
        const first = (lastTool(req) as { matches: { code: string }[] }).matches[0]?.code;
        const args = JSON.stringify({ productCode: first, age: 30, gender: 'M' });
        return {
          kind: 'stream',
          steps: [{ type: 'tool_call', id: 'b', name: 'quote_premium', arguments: args }],
        };
      }
      const quoted = lastTool(req) as { quote: { annualPremium: number } };
      const money = quoted.quote.annualPremium.toLocaleString('en-US', { minimumFractionDigits: 2 });
      return { kind: 'stream', steps: [{ type: 'text', text: `30岁男性，年交保费${money}元。` }] };
    });
    const engine = createModelEngine({
      kb,
      builtin: createBuiltinEngine(kb),
      client: { baseUrl: fake.url, models: ['m'], timeoutMs: 5000, firstTokenTimeoutMs: 2000 },
      tools,
    });
    const parts = await collect(engine.answer(request({ model: 'm', question: '30岁男性重疾险保费多少' })));
    expect(textOf(parts)).toMatch(/^30岁男性，年交保费[\d,]+\.\d\d元。$/);
    const lists = parts.filter((p) => p.kind === 'products');
    expect(lists.map((p) => p.kind === 'products' && p.listType)).toEqual([
      'product_list',
      'query_product_list',
    ]);
    const end = parts.at(-1);
    expect(end?.kind === 'end' && end.context.lockedProducts.length).toBe(1);
  });

  it('gives the model retrieved passages as context and cites them', async () => {
    fake = await startFakeOpenAI([
      { kind: 'stream', steps: [{ type: 'text', text: '现金价值是退保时可领取的金额。' }] },
    ]);
    const engine = createModelEngine({
      kb,
      builtin: createBuiltinEngine(kb),
      client: { baseUrl: fake.url, models: ['m'], timeoutMs: 5000, firstTokenTimeoutMs: 2000 },
      tools,
    });
    const parts = await collect(engine.answer(request({ model: 'm', question: '什么是现金价值' })));
    const sources = parts.find((p) => p.kind === 'sources');
    expect(sources?.kind === 'sources' && sources.items.length).toBeGreaterThan(0);
    const context = fake.requests[0]?.messages.find((m) => String(m.content).startsWith('参考资料'));
    expect(String(context?.content)).toContain(sources?.kind === 'sources' ? sources.items[0]?.title : '?');
    const end = parts.at(-1);
    expect(end?.kind === 'end' && end.sourceType).toBe(
      sources?.kind === 'sources' && sources.items[0]?.sourceType,
    );
  });

  it('falls back to the real built-in answer when the endpoint is down', async () => {
    fake = await startFakeOpenAI([]);
    const url = fake.url;
    await fake.close();
    fake = undefined;
    const engine = createModelEngine({
      kb,
      builtin: createBuiltinEngine(kb),
      client: { baseUrl: url, models: ['m'], timeoutMs: 5000, firstTokenTimeoutMs: 2000 },
      tools,
    });
    const req: EngineRequest = request({ model: 'm', question: '什么是现金价值' });
    const parts = await collect(engine.answer(req));
    expect(textOf(parts).startsWith('（模型服务暂时不可用，以下由内置引擎回答）')).toBe(true);
    expect(textOf(parts).length).toBeGreaterThan(30);
    const end = parts.at(-1);
    expect(end?.kind === 'end' && end.model).toBe('builtin');
  });
});
