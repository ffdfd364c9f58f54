import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine.js';
import { chunkText } from './stream.js';
import { collect, kb, understanding, mention } from './test-support.js';
import { EMPTY_CONTEXT, type AnswerPart, type EngineRequest } from './types.js';

const request = (question: string, extra: Partial<EngineRequest> = {}): EngineRequest => ({
  question,
  category: 'General',
  context: EMPTY_CONTEXT,
  history: [],
  ...extra,
});

describe('chunkText', () => {
  it('splits into small pieces that join back, keeping table rows whole', () => {
    const text =
      '对比结果如下，请查看：\n\n| 项目 | 安佑 | 恒佑 |\n| --- | --- | --- |\n小结：等待期最短的是某款产品，投保年龄范围最宽的是另一款。';
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks).toContain('| 项目 | 安佑 | 恒佑 |\n');
    for (const c of chunks.filter((x) => !x.startsWith('|'))) expect(c.length).toBeLessThanOrEqual(16);
  });
});

describe('streaming', () => {
  const engine = createBuiltinEngine(kb, {
    understand: () =>
      understanding({
        intent: 'compare',
        products: [mention('QYRS-CI02'), mention('HYRS-CI01')],
        entities: { age: 30 },
      }),
  });

  it('stops quietly when the signal aborts mid-answer, without an end part', async () => {
    const controller = new AbortController();
    const parts: AnswerPart[] = [];
    for await (const part of engine.answer(request('对比', { signal: controller.signal }))) {
      parts.push(part);
      if (parts.filter((p) => p.kind === 'text').length === 3) controller.abort();
    }
    expect(parts.filter((p) => p.kind === 'text')).toHaveLength(3);
    expect(parts.some((p) => p.kind === 'end')).toBe(false);
  });

  // Speed is measured in bench/ (tests do not time things); here only that the answer arrives in pieces.
  it('delivers the text incrementally, as several small parts, before the end part', async () => {
    const parts: AnswerPart[] = [];
    for await (const part of engine.answer(request('对比'))) parts.push(part);
    const texts = parts.filter((p) => p.kind === 'text');
    expect(texts.length).toBeGreaterThan(3);
    const lastText = parts.map((p) => p.kind).lastIndexOf('text');
    expect(parts.findIndex((p) => p.kind === 'end')).toBe(parts.length - 1);
    expect(lastText).toBeLessThan(parts.length - 1);
  });
});

describe('with the real understander', () => {
  const engine = createBuiltinEngine(kb);
  const run = async (question: string, context = EMPTY_CONTEXT) => {
    const parts: AnswerPart[] = [];
    for await (const p of engine.answer(request(question, { context, today: new Date('2025-06-01') })))
      parts.push(p);
    return collect(parts);
  };

  it('carries a locked product into a follow-up and releases it on unlock', async () => {
    const first = await run('泓源恒佑重大疾病保险的等待期多久');
    expect(first.end?.context.lockedProducts).toEqual(['HYRS-CI01']);
    const context = first.end?.context ?? EMPTY_CONTEXT;
    const follow = await run('这款的犹豫期呢', context);
    expect(follow.text).toContain('泓源恒佑重大疾病保险');
    const unlock = await run('换个产品', follow.end?.context ?? context);
    expect(unlock.flags.action).toBe('unlock_product');
    expect(unlock.end?.context.lockedProducts).toEqual([]);
  });

  it('reads a selection question end to end', async () => {
    const r = await run('30岁男买什么重疾险，预算5000');
    expect(r.of('query')[0]?.text).toBe('已理解：30岁 · 男 · 重疾险 · 预算每年5000元');
    const items = r.of('products')[0]?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) expect(c.typeCode).toBe('critical_illness');
  });
});
