export * from './types.js';
export { buildKnowledgeBase, type KnowledgeSource } from './knowledge-base.js';
export { createBuiltinEngine, type BuiltinEngineOptions } from './builtin-engine.js';
export {
  AXB_DISCLAIMER,
  BUILTIN_MODEL,
  PRODUCT_END_TIPS,
  composeAnswer,
  type ComposeInput,
} from './compose/index.js';
export { chunkText, streamParts } from './stream.js';
export { defaultQuestions, guessYouWant, hints } from './suggestions.js';
export { formatAmount, formatMoney } from './format.js';
export * from './tools/index.js';
export { answerQuote } from './quoted-message.js';
