import { describe, expect, it } from 'vitest';
import type { ConversationContext } from '../conversation-types.js';
import { contextWithQuote } from './quote.js';
import { loadDemoCatalogue } from './test-catalogue.js';
import { createUnderstander } from './understand.js';

const understand = createUnderstander(loadDemoCatalogue());
const reading = { understand, category: 'General' as const, today: new Date('2025-06-01') };
const LIST = ['HYRS-CI01', 'CYRS-CI01', 'ALJK-CI01'];
const MEDICAL = ['ALJK-MED02', 'ALJK-MED03'];
const context: ConversationContext = {
  lockedProducts: MEDICAL,
  entities: { age: 40, gender: 'F', relation: 'spouse', productType: 'medical', sumInsured: 2_000_000 },
  lastIntent: 'selection',
  pendingChoices: MEDICAL,
  quotedFactors: { 'ALJK-MED02': { sumInsured: 4_000_000 }, 'CYRS-CI01': { sumInsured: 280_000 } },
};

describe('the context of a turn that quotes a message', () => {
  it("an answer's products replace the locked ones; a pending card and other lists' factors go", () => {
    const turn = contextWithQuote(
      context,
      { role: 'assistant', content: '为30岁男性被保险人找到11款在售重疾险。', productCodes: LIST },
      reading,
    );
    expect(turn.lockedProducts).toEqual(LIST);
    expect(turn.pendingChoices).toBeUndefined();
    expect(turn.quotedFactors).toEqual({ 'CYRS-CI01': { sumInsured: 280_000 } });
    // The quoted list's own example factors win over what the conversation remembers.
    const shown = { 'HYRS-CI01': { sumInsured: 160_000 }, 'CYRS-CI01': { sumInsured: 300_000 } };
    const own = contextWithQuote(
      context,
      { role: 'assistant', content: '', productCodes: LIST, factors: shown },
      reading,
    );
    expect(own.quotedFactors).toEqual(shown);
    // The conversation's own context is not changed.
    expect(context.lockedProducts).toEqual(MEDICAL);
  });

  it("an answer gives its opening line's person and type, never its amounts", () => {
    const turn = contextWithQuote(
      context,
      {
        role: 'assistant',
        content:
          '为30岁男性被保险人找到11款在售重疾险，预算（每年5000元）以内，保额50万元。\n- 年交4,942.40元',
        productCodes: LIST,
      },
      reading,
    );
    // A new person replaces the remembered one whole; a new type drops the old type's sum insured.
    expect(turn.entities).toEqual({ age: 30, gender: 'M', productType: 'critical_illness' });
    expect(turn.lastIntent).toBe('selection');
  });

  it('a quoted question gives its entities, intent and named products; the locked list stays if it names none', () => {
    const plain = contextWithQuote(
      context,
      { role: 'user', content: '重疾险的等待期一般多长', productCodes: [] },
      reading,
    );
    expect(plain.lockedProducts).toEqual(MEDICAL);
    expect(plain.lastIntent).toBe('faq');
    // No person stated: the remembered one stays.
    expect(plain.entities).toMatchObject({ age: 40, gender: 'F', relation: 'spouse' });

    const named = contextWithQuote(
      context,
      { role: 'user', content: '启元安佑终身重大疾病保险（2025版）等待期多久', productCodes: [] },
      reading,
    );
    expect(named.lockedProducts).toEqual(['QYRS-CI02']);
    expect(named.lastIntent).toBe('product_query');
    expect(named.lastTopic).toBe('waiting_period');
  });
});
