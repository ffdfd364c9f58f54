import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine.js';
import { catalogue, collect, kb } from './test-support.js';
import { EMPTY_CONTEXT, type AnswerPart, type ConversationContext, type EngineRequest } from './types.js';

// The product assistant (decision 048): a conversation locked to one product. Expected values are the
// demo catalogue's own fields, read here rather than from the engine.
const locked = catalogue.products.find((p) => p.code === 'KHJK-CI01');
const other = catalogue.products.find((p) => p.code === 'ALJK-CI01');
if (!locked || !other) throw new Error('demo catalogue changed: KHJK-CI01 / ALJK-CI01 missing');
const lockedCode = locked.code;

const engine = createBuiltinEngine(kb);
async function ask(
  question: string,
  context: ConversationContext = EMPTY_CONTEXT,
  lockedProduct = lockedCode,
) {
  const request: EngineRequest = {
    question,
    category: 'General',
    context,
    history: [],
    today: new Date('2025-06-01'),
    lockedProduct,
  };
  const parts: AnswerPart[] = [];
  for await (const part of engine.answer(request)) parts.push(part);
  return collect(parts);
}

describe('the product assistant answers about its product', () => {
  it('reads a question that names no product as one about the locked product', async () => {
    // KHJK-CI01's waiting period is 180 days, unlike most critical-illness products (90).
    expect(locked.waitingPeriodDays).toBe(180);
    const r = await ask('等待期多久');
    expect(r.text).toContain(`${locked.waitingPeriodDays}天`);
    expect(r.text).not.toContain('超出了');
    expect(r.end?.context.lockedProducts).toEqual([locked.code]);
  });

  it('comes back to its product after a turn about another one', async () => {
    const away = await ask(`${other.name}的等待期多久`);
    expect(away.text).toContain(`超出了「${locked.name}」产品助手的范围`);
    expect(away.text).toContain(`${other.waitingPeriodDays}天`);
    // The context the other product left behind does not carry over: the lock does.
    expect(away.end?.context.lockedProducts).toContain(other.code);
    const back = await ask('那等待期呢', away.end?.context);
    expect(back.text).not.toContain('超出了');
    expect(back.text).toContain(`${locked.waitingPeriodDays}天`);
    expect(back.text).not.toContain(`${other.waitingPeriodDays}天`);
  });

  it('says a comparison leaves the product assistant, and still compares', async () => {
    const r = await ask(`和${other.name}对比一下`);
    expect(r.text).toContain(`超出了「${locked.name}」产品助手的范围`);
    expect(r.text).toContain(other.name.slice(0, 4));
  });

  it('leaves a conversation without a lock as it was (no product assumed, no note)', async () => {
    const r = await ask('等待期多久', EMPTY_CONTEXT, '');
    expect(r.text).not.toContain(locked.name);
    expect(r.text).not.toContain('产品助手');
  });
});
