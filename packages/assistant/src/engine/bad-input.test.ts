import { describe, expect, it } from 'vitest';
import { Conversation, kb } from './test-support.js';

/** Every amount in an answer: yuan figures and 万 amounts, as the engine writes them. */
const amounts = (text: string) => [...text.matchAll(/\d[\d,.]*\s*(?:元|万)/g)].map((m) => m[0]);

describe('bad input gets a sensible answer or a clear request, never an invented number', () => {
  it('asks for more when the question is one character or only punctuation', async () => {
    for (const question of ['保', '？？？', '嗯']) {
      const r = await new Conversation().say(question);
      expect(r.text).toContain('具体');
      expect(amounts(r.text)).toEqual([]);
    }
  });

  it('says so when a long question is one word repeated', async () => {
    const r = await new Conversation().say('保险'.repeat(250));
    expect(r.text).toContain('重复');
    expect(amounts(r.text)).toEqual([]);
  });

  it('says so when a short question is one word typed over and over', async () => {
    const r = await new Conversation().say('保险保险保险保险保险');
    expect(r.text).toContain('重复');
  });

  it('asks what to look at when a new chat says only "look at this" (there is nothing to let go of)', async () => {
    const r = await new Conversation().say('帮我看看这个');
    expect(r.flags.action).toBeUndefined();
    expect(r.text).toContain('具体');
  });

  it('reads mixed English, traditional characters and mistyped names', async () => {
    const waiting = kb.productsByCode.get('QYRS-CI02')?.waitingPeriodDays;
    for (const question of ['what is the waiting period of 安佑', '啟元安佑等待期多久', '安佑等侍期多久']) {
      const r = await new Conversation().say(question);
      expect(r.text).toContain(`等待期：${waiting}天`);
    }
  });

  it('plans for both people when a question names two', async () => {
    const r = await new Conversation().say('我35老婆33都想买重疾');
    expect(r.text).toContain('35岁男性');
    expect(r.text).toContain('33岁女性');
  });

  it('answers a one-character reply to a choose card instead of asking again', async () => {
    const talk = new Conversation();
    await talk.say('30岁男性买什么重疾险好，预算每年五千');
    const which = await talk.say('这款等待期多久');
    expect(which.flags.popupAction).toBe('confirm_branch');
    const picked = await talk.say('2');
    expect(picked.text).not.toContain('具体一些');
  });
});
