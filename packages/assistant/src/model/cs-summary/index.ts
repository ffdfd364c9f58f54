export { jsonInReply, parseSummary, type ParsedSummary } from './parse-summary.js';
export { SUMMARY_PROMPT, summaryMessages } from './summary-prompt.js';
export type { SummaryExchange, WrittenItem } from './types.js';
export { writeSummaryWithModel, type SummaryFailureReason, type WrittenSummary } from './write-summary.js';
