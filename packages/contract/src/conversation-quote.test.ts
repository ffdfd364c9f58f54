import { describe, expect, it } from 'vitest';
import { conversationMessageSchema, converseRequestSchema, streamEventSchema } from './conversation.js';
import { QUOTE_MAX_CHARS, quoteSnapshot } from './text.js';

/** Quotes (docs/decisions/014): the request's extension field, the stored view, the snapshot rule. */
describe('quotes in the conversation contract', () => {
  it('quoteMessageId is optional beside the spec fields, which keep their defaults', () => {
    const plain = converseRequestSchema.parse({ userPrompt: '第二款保费多少' });
    expect(plain.quoteMessageId).toBeUndefined();
    expect(plain).toMatchObject({ generate: 'llm', conversationId: '', fileInfos: [] });
    const quoting = converseRequestSchema.parse({
      userPrompt: '第二款保费多少',
      conversationId: 'c1',
      quoteMessageId: '0b6f2c1e-8d7a-4a51-9a55-2f1f0f6e9a10',
    });
    expect(quoting.quoteMessageId).toBe('0b6f2c1e-8d7a-4a51-9a55-2f1f0f6e9a10');
  });

  it('refuses a quoteMessageId that is not a string or longer than any id', () => {
    expect(converseRequestSchema.safeParse({ quoteMessageId: 42 }).success).toBe(false);
    expect(converseRequestSchema.safeParse({ quoteMessageId: 'x'.repeat(65) }).success).toBe(false);
  });

  it('a stored message carries its quote, or null; a view without the field is refused', () => {
    const { quote } = conversationMessageSchema.shape;
    expect(quote.parse({ id: 'a0', content: '为您推荐以下产品' })).toEqual({
      id: 'a0',
      content: '为您推荐以下产品',
    });
    expect(quote.parse(null)).toBeNull();
    expect(quote.safeParse(undefined).success).toBe(false);
    expect(quote.safeParse({ id: 'a0' }).success).toBe(false);
  });

  it('every stream event names the question it answers (userMessageId)', () => {
    const { userMessageId } = streamEventSchema.shape;
    expect(userMessageId.parse('q1')).toBe('q1');
    expect(userMessageId.safeParse(undefined).success).toBe(false);
  });

  it('a snapshot keeps the first 500 characters, counting an emoji as one', () => {
    expect(QUOTE_MAX_CHARS).toBe(500);
    expect(quoteSnapshot('短文本')).toBe('短文本');
    const long = `${'保'.repeat(499)}😀尾巴`;
    const cut = quoteSnapshot(long);
    expect([...cut]).toHaveLength(500);
    expect(cut.endsWith('😀')).toBe(true);
    expect(quoteSnapshot('险'.repeat(500))).toHaveLength(500);
  });
});
