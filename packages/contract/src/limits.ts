/** Business constants and limits from spec §9. Both the web app and the server read these. */
export const LIMITS = {
  requestTimeoutMs: 120_000,
  toastDurationMs: 2000,
  streamRetryMs: 1000,
  longPressMs: 600,
  tapTolerancePx: 5,
  inputMaxChars: 500,
  conversationListPageSize: 30,
  historyDetailPageSize: 100,
  productPageSize: 5,
  productSearchPageSize: 10,
  loadMoreThreshold: 15,
  unreadBadgeCap: 99,
  defaultIconSize: 48,
  defaultConversationRequestId: -1,
  defaultCustomerServiceSourceType: 1,
} as const;

export const GUIDE_FLAG_ID = 'guide_94326';
export const TRACKING_SPM_PREFIX = '100.18';

/** The agreement that the important-notice dialog (spec §4) asks the agent to accept. */
export const IMPORTANT_NOTICE_AGREEMENT_ID = 'important-notice';
export const PRIVACY_POLICY_AGREEMENT_ID = 'privacy-policy';
export const USER_AGREEMENT_AGREEMENT_ID = 'user-agreement';

/** The answer engine that needs no model key; always offered in `userinfo.models`. */
export const BUILT_IN_MODEL = 'builtin';
