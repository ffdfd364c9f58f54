/**
 * What the server, the benches and the tools use of the assistant: the two engines, the knowledge
 * base they answer from, and the conversation shapes the server stores between turns. Everything else
 * (reading a question, composing an answer, retrieval internals) stays inside the package.
 */
export {
  EMPTY_CONTEXT,
  type ConversationContext,
  type HistoryTurn,
  type QuotedMessage,
} from './conversation-types.js';
export type {
  AnswerPart,
  AttachedFile,
  Engine,
  EngineRequest,
  KnowledgeBase,
  ReplacedAnswer,
} from './engine/types.js';
export { createBuiltinEngine, type BuiltinEngineOptions } from './engine/builtin-engine.js';
export { buildKnowledgeBase, type KnowledgeSource, type WebPage } from './engine/knowledge-base.js';
export { defaultQuestions, guessYouWant, hints } from './engine/suggestions.js';
export { answerQuote } from './engine/quoted-message.js';
export {
  BM25_RETRIEVAL,
  buildKnowledgeIndex,
  defaultSegmenter,
  rankingCandidates,
  search,
  WORD_RETRIEVAL,
  type BuildOptions,
  type KnowledgeIndex,
} from './knowledge/bm25.js';
export { RANK_FEATURES, type RankModel } from './knowledge/rank-model.js';
export { SOURCE_TYPE_BY_KIND, type KnowledgeDoc } from './knowledge/types.js';
export {
  availableModels,
  catalogueTools,
  createModelEngine,
  FALLBACK_NOTICE,
  INTERRUPTED_NOTICE,
  writeSummaryWithModel,
  type SummaryExchange,
  type WrittenItem,
  type WrittenSummary,
} from './model/index.js';
