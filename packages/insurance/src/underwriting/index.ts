export { extractConditions } from './extract.js';
export { conditionCodeOfName } from './named-conditions.js';
export { bmiCondition } from './extract-metabolic.js';
export { unreadableReason } from './report-text.js';
export { healthNoticeProblems, noticeQuestionFor, type NoticeHit } from './health-notice.js';
export {
  DISCLOSURE_REMINDER,
  UNDERWRITING_DISCLAIMER,
  judge,
  judgeProduct,
  underwritingKindOf,
  type NoticedProduct,
  type KindVerdict,
  type VerdictReason,
} from './judge.js';
export { parseUnderwritingRules, ruleFor, uncoveredRules, type UnderwritingRule } from './rules.js';
export {
  BAND_LABELS,
  CONDITION_BANDS,
  CONDITION_CODES,
  CONDITION_LABELS,
  KIND_LABELS,
  UNDERWRITING_KINDS,
  VERDICTS,
  VERDICT_LABELS,
  type ConditionBand,
  type ConditionCode,
  type FoundCondition,
  type UnderwritingKind,
  type Verdict,
} from './types.js';
