export { availableModels, type ModelClientConfig } from './config.js';
export {
  checkNumbers,
  extractNumbers,
  groundingNote,
  type FoundNumber,
  type GroundingOptions,
  type GroundingResult,
  type NumberKind,
  type NumberMismatch,
} from './grounding.js';
export { catalogueTools } from './catalogue-tools.js';
export { createModelEngine, type ModelEngineOptions, type ModelFailureInfo } from './openai-engine.js';
export { SYSTEM_PROMPT } from './prompt.js';
export { FALLBACK_NOTICE, INTERRUPTED_NOTICE, UNKNOWN_MODEL_NOTICE } from './texts.js';
export {
  defineTool,
  runToolCall,
  toolError,
  toOpenAITools,
  type ModelTool,
  type ToolContext,
  type ToolError,
  type ToolOutcome,
} from './tools.js';
export type { FailureReason } from './upstream.js';
export {
  writeSummaryWithModel,
  type SummaryExchange,
  type SummaryFailureReason,
  type WrittenItem,
  type WrittenSummary,
} from './cs-summary/index.js';
