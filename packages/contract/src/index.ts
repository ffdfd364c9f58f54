// What web, server, the packages, benches and e2e tests import: the module list is the contract, not every
// helper schema inside it (add a name here when a user needs it).
export {
  BUILT_IN_MODEL,
  GUIDE_FLAG_ID,
  IMPORTANT_NOTICE_AGREEMENT_ID,
  LIMITS,
  PRIVACY_POLICY_AGREEMENT_ID,
  TRACKING_SPM_PREFIX,
  USER_AGREEMENT_AGREEMENT_ID,
} from './limits.js';
export { COMPARISON_NOTICES } from './compare-notices.js';
export { illustrationLines, illustrationMetricsOf } from './compare-illustration.js';
export type { IllustrationLine, IllustrationMetric } from './compare-illustration.js';
export { MESSAGES } from './messages.js';
export {
  AI_SOURCES,
  ANSWER_SOURCE_TYPES,
  CATEGORIES,
  CORE_CATEGORIES,
  DEFAULT_CATEGORY,
  FEEDBACK_VALUES,
  isCsChannel,
  isZhxsFamily,
  VERSION_TAG_LABELS,
  VERSION_TAGS,
  LIST_TYPES,
  MESSAGE_KINDS,
  REPLY_ACTIONS,
  ROLES,
} from './enums.js';
export type { AiSource, Category, VersionTag } from './enums.js';
export { charCount, isOverInputLimit, quoteSnapshot, stripEmoji } from './text.js';
export { LOGIN_RULES } from './login-rules.js';
export {
  MAX_PASSWORD_LENGTH,
  agreementAcceptRequestSchema,
  agreementIdSchema,
  agreementSchema,
  erpLoginRequestSchema,
  loginRequestSchema,
  modelChangeRequestSchema,
  okBodySchema,
  emptyBodySchema,
  sessionResponseSchema,
  userInfoSchema,
  workIdSchema,
} from './user.js';
export type { Agreement, LoginRequest, ModelOption, SessionResponse, UserInfo } from './user.js';
export { clientConfigSchema } from './client-config.js';
export type { ClientConfig } from './client-config.js';
export {
  FACTOR_CODES,
  PAYMENT_FREQUENCIES,
  PAYMENT_FREQUENCY_LABELS,
  PREMIUM_DRIVEN_TYPES,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  UNLIMITED,
  companySchema,
  factorDefinitionSchema,
  factorOptionSchema,
  faqItemSchema,
  productBenefitsSchema,
} from './catalogue.js';
export type {
  ClauseSection,
  CommissionSchedule,
  Company,
  FactorCode,
  FactorConstraint,
  FactorDefinition,
  FactorOption,
  FactorValues,
  FaqItem,
  FaqPair,
  ProductBenefits,
  ProductType,
  RateTable,
} from './catalogue.js';
export { ILLUSTRATION_COLUMNS, illustrationBasisSchema } from './catalogue-illustration.js';
export type { ActuarialBasis, IllustrationBasis, IllustrationRow } from './catalogue-illustration.js';
export {
  catalogueObjectSchema,
  commissionResponseSchema,
  illustrationResponseSchema,
  productObjectSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from './catalogue-product.js';
export type {
  Catalogue,
  CommissionResponse,
  IllustrationResponse,
  Product,
  ProductSummary,
  QuoteResponse,
} from './catalogue-product.js';
export {
  FACTOR_NAMES,
  GENDER_LABELS,
  factorCode,
  factorValueCode,
  frequencyCode,
  genderCode,
  option,
  termCode,
  termLabel,
} from './catalogue-labels.js';
export {
  ageOptionsSchema,
  companyListSchema,
  productCodeBodySchema,
  productCodeParamsSchema,
  productDetailSchema,
  productFactorsSchema,
  productPageSchema,
  productSearchQuerySchema,
} from './catalogue-api.js';
export type { ProductDetail, ProductFactors, ProductSearchQuery } from './catalogue-api.js';
export {
  DISLIKE_REASONS,
  askItemSchema,
  categoryParamsSchema,
  conversationHistorySchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationMessageSchema,
  converseProductsRequestSchema,
  converseProductsResponseSchema,
  converseRequestSchema,
  converseResponseSchema,
  feedbackRequestSchema,
  hintListSchema,
  historyQuerySchema,
  productAidesListQuerySchema,
  productCardSchema,
  productPagesSchema,
  sourceItemSchema,
  streamEventSchema,
} from './conversation.js';
export type {
  AskItem,
  ConversationHistory,
  ConversationList,
  ConversationListItem,
  ConversationMessage,
  ConverseRequest,
  ConverseResponse,
  FeedbackRequest,
  FileInfo,
  HintList,
  ListType,
  MessageQuote,
  ProductCard,
  ProductPages,
  SourceItem,
  StreamData,
  StreamEvent,
} from './conversation.js';
export * from './answer-flags.js';
export * from './answer-fold.js';
export * from './answer.js';
export { TOOL_SCREENS } from './tool-screens.js';
export type { ToolScreens } from './tool-screens.js';
export {
  COMPARE_GROUPS,
  COMPARE_GROUP_LABELS,
  COMPARE_LIMITS,
  comparedProductSchema,
  compareRequestSchema,
  compareRowSchema,
  comparisonSchema,
} from './compare.js';
export type {
  CompareCell,
  CompareGroup,
  CompareRequest,
  CompareRow,
  ComparedProduct,
  Comparison,
} from './compare.js';
export {
  behaviourQuerySchema,
  behaviourReportSchema,
  comparisonHistoryPageSchema,
  comparisonIdParamsSchema,
  deleteProductQuerySchema,
  historyQuerySchema as comparisonHistoryQuerySchema,
  interactionPageSchema,
  retrieveQuerySchema,
  shareCodeQuerySchema,
  shareCodeSchema,
  sharedComparisonSchema,
  shareInfoRequestSchema,
  shareInfoSchema,
  statusChangeQuerySchema,
  wechatOAuthCallbackQuerySchema,
  wechatOAuthStartQuerySchema,
} from './compare-share.js';
export { SHARE_PAGE_PATH, sharePageUrl, WECHAT_RETURN_PARAMS } from './share-page.js';
export type {
  BehaviourReport,
  ComparisonHistoryItem,
  ComparisonHistoryPage,
  InteractionPage,
  InteractionRecord,
  SharedComparison,
  ShareCode,
  ShareInfo,
} from './compare-share.js';
export {
  calculationResponseSchema,
  conversationFactorsRequestSchema,
  conversationFactorsResponseSchema,
} from './calculator.js';
export type {
  CalculationResponse,
  ConversationFactorsRequest,
  ConversationFactorsResponse,
} from './calculator.js';
export {
  COLOUR_PAGE_LIMITS,
  COLOUR_PAGE_SECTIONS,
  COLOUR_PAGE_THEMES,
  colourPageAgentSchema,
  colourPageConfigSchema,
  colourPageHistoryPageSchema,
  colourPageIdParamsSchema,
  colourPageInputSchema,
  colourPageSchema,
  colourPageSharePath,
  colourPageShareQuerySchema,
  customerNameSchema,
  sharedColourPageSchema,
} from './colour-page.js';
export type {
  ColourPage,
  ColourPageConfig,
  ColourPageHistoryPage,
  ColourPageInput,
  ColourPageSection,
  ColourPageTheme,
  SharedColourPage,
} from './colour-page.js';
export * from './work-order.js';
export * from './files.js';
export * from './underwriting.js';
export * from './health-notice.js';
export * from './speech.js';
export { ANONYMOUS_POINTS, TRACKING_LIMITS, TRACKING_POINTS, pointIdOf, spmOf } from './tracking-points.js';
export type { TrackingPoint } from './tracking-points.js';
export {
  ANALYTICS_RANGES,
  analyticsAccessSchema,
  analyticsQuerySchema,
  analyticsSummarySchema,
  globalIdResponseSchema,
  trackingBatchSchema,
  trackingEventSchema,
  trackingSaveResponseSchema,
} from './tracking.js';
export type { AnalyticsAccess, AnalyticsSummary, TrackingBatch, TrackingEvent } from './tracking.js';
export * from './web-resource.js';
export * from './lessons.js';
