// The comparison's constants without zod: the customer's share page (apps/web/src/share) imports them,
// and a module with schemas keeps zod in a bundle (a method call on a built schema, `.default({})`,
// `.keyof()`, is not known to be pure) however little of it is used.

export const COMPARE_LIMITS = {
  minProducts: 2,
  maxProducts: 5,
  /** A share code opens its comparison for this many days, unless revoked sooner. */
  shareDays: 30,
  /** Comparison history page size. */
  historyPageSize: 10,
  /** Interaction records page size (GET /v1/behavior/query). */
  recordsPageSize: 20,
  /** A page-leave beacon's duration above this is refused (a day, in seconds). */
  maxViewSeconds: 86_400,
} as const;

export const COMPARE_GROUPS = ['basic', 'factors', 'premium', 'cover'] as const;
export type CompareGroup = (typeof COMPARE_GROUPS)[number];
export const COMPARE_GROUP_LABELS: Record<CompareGroup, string> = {
  basic: '基本信息',
  factors: '投保条件',
  premium: '保费测算',
  cover: '保障责任',
};
