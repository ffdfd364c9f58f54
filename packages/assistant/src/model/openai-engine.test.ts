import { describe, expect, it } from 'vitest';
import { useEngineHarness, endOf } from './testing/engine-harness.js';
import { collect, PREMIUM, request, textOf } from './testing/fixtures.js';

const { setup } = useEngineHarness();

describe('model engine over a real socket', () => {
  it('separates reasoning (think) from answer text and ends with the model name', async () => {
    const { engine, fake } = await setup([
      {
        kind: 'stream',
        steps: [
          { type: 'reasoning', text: '先想一想' },
          { type: 'reasoning', text: '等待期的定义。' },
          { type: 'text', text: '等待期是' },
          { type: 'text', text: '合同生效后的一段时间。' },
        ],
      },
    ]);
    const parts = await collect(engine.answer(request({ question: '什么是等待期' })));
    expect(textOf(parts, 'think')).toBe('先想一想等待期的定义。');
    expect(textOf(parts)).toBe('等待期是合同生效后的一段时间。');
    expect(endOf(parts).model).toBe('fake-model');
    // The model got the system prompt and the question, with our key (passages: catalogue-tools.test).
    const sent = fake.requests[0];
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body?.stream).toBe(true);
    expect(sent?.messages[0]?.content).toContain('展业助手');
    expect(sent?.messages.at(-1)).toEqual({ role: 'user', content: '什么是等待期' });
    expect(sent?.tools.map((t) => t.function.name)).toEqual(['quote_premium']);
  });

  it('passes history turns and the locked products on', async () => {
    const { engine, fake } = await setup([{ kind: 'stream', steps: [{ type: 'text', text: '好的。' }] }]);
    await collect(
      engine.answer(
        request({
          question: '那40岁呢',
          history: [
            { role: 'user', content: '30岁保费多少' },
            { role: 'assistant', content: '3,260.50元' },
          ],
        }),
      ),
    );
    const roles = fake.requests[0]?.messages.map((m) => m.role);
    expect(roles?.slice(-3)).toEqual(['user', 'assistant', 'user']);
  });

  it('runs a tool call whose arguments arrive in fragments, then answers with the computed premium', async () => {
    const { engine, fake } = await setup([
      {
        kind: 'stream',
        steps: [
          { type: 'reasoning', text: '需要测算保费。' },
          {
            type: 'tool_call',
            id: 'call_1',
            name: 'quote_premium',
            arguments: '{"productCode":"QY-CI-01","age":30,"gender":"M"}',
            fragments: 5,
          },
          { type: 'finish', reason: 'tool_calls' },
        ],
      },
      {
        kind: 'stream',
        steps: [{ type: 'text', text: '30岁男性，保额50万元，年交保费3,260.50元。' }],
      },
    ]);
    const parts = await collect(engine.answer(request()));
    const products = parts.find((p) => p.kind === 'products');
    expect(products).toMatchObject({
      listType: 'product_list',
      items: [{ code: 'QY-CI-01', annualPremium: PREMIUM }],
    });
    expect(textOf(parts)).toBe('30岁男性，保额50万元，年交保费3,260.50元。');
    expect(textOf(parts)).not.toContain('核对提示');
    expect(endOf(parts).context.lockedProducts).toEqual(['QY-CI-01']);
    // Second round: the assistant's tool call and the tool's result went back to the model.
    const second = fake.requests[1]?.messages ?? [];
    const call = second.at(-2) as { tool_calls?: { function: { arguments: string } }[] };
    expect(call.tool_calls?.[0]?.function.arguments).toBe('{"productCode":"QY-CI-01","age":30,"gender":"M"}');
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(String(second.at(-1)?.content))).toMatchObject({ quote: { annualPremium: PREMIUM } });
  });

  it('returns bad tool arguments to the model as a structured error', async () => {
    const { engine, fake } = await setup([
      {
        kind: 'stream',
        steps: [
          {
            type: 'tool_call',
            id: 'c1',
            name: 'quote_premium',
            arguments: '{"productCode":"X","age":"三十"}',
          },
          { type: 'finish', reason: 'tool_calls' },
        ],
      },
      { kind: 'stream', steps: [{ type: 'text', text: '请提供性别和年龄。' }] },
    ]);
    const parts = await collect(engine.answer(request()));
    const result = JSON.parse(String(fake.requests[1]?.messages.at(-1)?.content)) as {
      error: string;
      issues: unknown[];
    };
    expect(result.error).toBe('invalid_arguments');
    expect(result.issues.length).toBeGreaterThan(0);
    expect(endOf(parts).model).toBe('fake-model');
  });

  it('appends a correction when the final text contradicts the tool result', async () => {
    const { engine } = await setup([
      {
        kind: 'stream',
        steps: [
          {
            type: 'tool_call',
            id: 'c1',
            name: 'quote_premium',
            arguments: '{"productCode":"QY-CI-01","age":30,"gender":"M"}',
          },
          { type: 'finish', reason: 'tool_calls' },
        ],
      },
      { kind: 'stream', steps: [{ type: 'text', text: '年交保费约3,100元。' }] },
    ]);
    const text = textOf(await collect(engine.answer(request())));
    expect(text).toContain('核对提示：回答中的 3,100元 与计算结果不符，以计算结果 3,260.50元 为准');
  });

  it('stops asking for tools after the round limit and makes the model answer', async () => {
    const call = {
      kind: 'stream' as const,
      steps: [
        {
          type: 'tool_call' as const,
          id: 'c',
          name: 'quote_premium',
          arguments: '{"productCode":"A","age":30,"gender":"M"}',
        },
        { type: 'finish' as const, reason: 'tool_calls' as const },
      ],
    };
    const { engine, fake } = await setup((_req, i) =>
      i < 4 ? call : { kind: 'stream', steps: [{ type: 'text', text: '完成。' }] },
    );
    const parts = await collect(engine.answer(request()));
    expect(fake.requests).toHaveLength(5);
    expect(fake.requests[4]?.body?.tool_choice).toBe('none');
    expect(endOf(parts).model).toBe('fake-model');
  });
});
