import type { ProductCard } from '@broker/contract';
import type { QuotedMessage } from './types.js';

/**
 * A quoted answer as the engine reads it: its text, its product list's codes in the order shown (the
 * first page, what '第二款' counts in) and the sums insured its example premiums were shown with.
 */
export function answerQuote(content: string, cards: readonly ProductCard[]): QuotedMessage {
  const factors = Object.fromEntries(
    cards.flatMap((card) =>
      card.sumInsured === undefined ? [] : [[card.code, { sumInsured: card.sumInsured }]],
    ),
  );
  const quote: QuotedMessage = { role: 'assistant', content, productCodes: cards.map((card) => card.code) };
  if (Object.keys(factors).length > 0) quote.factors = factors;
  return quote;
}
