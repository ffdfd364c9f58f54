export { extractEntities } from './extract-entities.js';
export { parseAmount, parseChineseNumber, type ParsedAmount } from './chinese-number.js';
export type { Entities, ExtractOptions, Gender, NumberRange, Relation } from './types.js';
export { createUnderstander } from './understand.js';
export { createProductMatcher, type ProductMatch, type ProductMatcher } from './product-matcher.js';
export { classifyIntent, type IntentResult, type IntentSignals } from './intent.js';
export { detectTopic } from './topics.js';
export { mergeEntities } from './carry-over.js';
export { contextWithQuote, type QuoteReading } from './quote.js';
