import { z } from 'zod';
import { FILE_LIMITS, filePathSchema } from './files.js';

/**
 * Pre-underwriting (issue 15, decision 024): what the agent enters on /aiUnderwriting and the report
 * /aiUnderwritingReport shows. The vocabulary lives here so the web, the server and the insurance core
 * (which reads and judges) agree on it.
 */
export const CONDITION_CODES = [
  'thyroid_nodule',
  'breast_nodule',
  'lung_nodule',
  'hepatitis_b',
  'blood_pressure',
  'glucose',
  'bmi',
  'lipids',
  'uric_acid',
  'ecg',
  'cancer_history',
  'pregnancy',
] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

/** The product kinds the rule table is written for (catalogue types map onto them). */
export const UNDERWRITING_KINDS = ['critical_illness', 'medical', 'life', 'accident', 'annuity'] as const;
export type UnderwritingKind = (typeof UNDERWRITING_KINDS)[number];
export const UNDERWRITING_KIND_LABELS: Record<UnderwritingKind, string> = {
  critical_illness: '重疾险',
  medical: '医疗险',
  life: '寿险',
  accident: '意外险',
  annuity: '年金险',
};

/** Mildest first: a product's overall verdict is its most severe reason. */
export const VERDICTS = ['standard', 'exclusion', 'loading', 'manual', 'postpone', 'decline'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const UNDERWRITING_LIMITS = {
  conditionsTextMax: 500,
  productsMax: 5,
  historyPageSize: 10,
  /** Reports (they hold health data) are deleted this many days after they were made. */
  reportRetentionDays: 180,
} as const;

export const underwritingInputSchema = z.object({
  customer: z.object({
    age: z.coerce.number().int('年龄须为整数').min(0, '年龄不能小于0岁').max(100, '年龄不能超过100岁'),
    gender: z.enum(['male', 'female'], { error: '请选择性别' }),
    heightCm: z.coerce
      .number()
      .min(50, '身高须在50–250厘米之间')
      .max(250, '身高须在50–250厘米之间')
      .optional(),
    weightKg: z.coerce.number().min(2, '体重须在2–300公斤之间').max(300, '体重须在2–300公斤之间').optional(),
  }),
  kinds: z.array(z.enum(UNDERWRITING_KINDS)).max(UNDERWRITING_KINDS.length).default([]),
  productCodes: z
    .array(z.string().max(64))
    .max(UNDERWRITING_LIMITS.productsMax, '最多选择5款产品')
    .default([]),
  filePaths: z
    .array(filePathSchema)
    .max(FILE_LIMITS.maxFilesPerCase, `每次最多上传${FILE_LIMITS.maxFilesPerCase}个文件`)
    .default([]),
  /** Conditions typed in words when there is no report ('甲状腺结节3类 1.2cm'). */
  conditionsText: z
    .string()
    .max(UNDERWRITING_LIMITS.conditionsTextMax, `健康情况不能超过${UNDERWRITING_LIMITS.conditionsTextMax}字`)
    .default(''),
});
export type UnderwritingInput = z.infer<typeof underwritingInputSchema>;

const conditionSchema = z.object({
  code: z.enum(CONDITION_CODES),
  label: z.string(),
  band: z.string(),
  bandLabel: z.string(),
  summary: z.string(),
  /** Where it was read: a file's name, or 已填写的健康情况 / 身高体重. */
  origin: z.string(),
  sources: z.array(z.string()),
});

const reasonSchema = z.object({
  condition: z.enum(CONDITION_CODES),
  conditionLabel: z.string(),
  bandLabel: z.string(),
  summary: z.string(),
  verdict: z.enum(VERDICTS),
  verdictLabel: z.string(),
  detail: z.string(),
  loading: z.string(),
  postpone: z.string(),
  sources: z.array(z.string()),
  /**
   * A product's own health notice against this condition (decision 044): the question that asks about
   * it, numbered from 1 (the rule table's verdict stands), or asked: false (the product lets it through).
   * Absent for a product kind, a product without a recorded notice, and reports made before notices.
   */
  notice: z
    .object({ asked: z.boolean(), number: z.number().int().optional(), question: z.string().optional() })
    .optional(),
});

export const underwritingVerdictSchema = z.object({
  /** A catalogue product, or a product kind when none was chosen. */
  productCode: z.string().nullable(),
  title: z.string(),
  kind: z.enum(UNDERWRITING_KINDS),
  kindLabel: z.string(),
  verdict: z.enum(VERDICTS),
  verdictLabel: z.string(),
  exclusions: z.array(z.string()),
  reasons: z.array(reasonSchema),
  materials: z.array(z.string()),
  /** For a product: whether its own health notice was checked (false: none recorded, the kind's rules). */
  noticeChecked: z.boolean().optional(),
});
export type UnderwritingVerdict = z.infer<typeof underwritingVerdictSchema>;

export const underwritingReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  input: underwritingInputSchema,
  conditions: z.array(conditionSchema),
  verdicts: z.array(underwritingVerdictSchema),
  /** Catalogue products of the kinds with the mildest verdicts, best first. */
  products: z.array(
    z.object({ code: z.string(), name: z.string(), kindLabel: z.string(), verdictLabel: z.string() }),
  ),
  /** Files whose text could not be read, with why. */
  unreadFiles: z.array(z.object({ name: z.string(), reason: z.string() })),
  disclosure: z.string(),
  disclaimer: z.string(),
  createdAt: z.string(),
  /** The customer's link, once the agent has shared the report (its code and when it stops working). */
  share: z.object({ shareCode: z.string(), expiresAt: z.string() }).optional(),
});
export type UnderwritingReport = z.infer<typeof underwritingReportSchema>;

/** The customer's link to a report: `path` is relative to the app's address (`#/aiUnderwritingReport?…`). */
export const underwritingShareSchema = z.object({
  shareCode: z.string(),
  expiresAt: z.string(),
  path: z.string(),
});
export type UnderwritingShare = z.infer<typeof underwritingShareSchema>;
export const underwritingSharedQuerySchema = z.object({ share_code: z.string().max(64).default('') });

/**
 * What the customer sees: the report without its link, without the files' paths (never the files: a
 * report keeps only the sentences it cites), and who sent it. It has no commission to leave out.
 */
export const sharedUnderwritingReportSchema = z.object({
  report: underwritingReportSchema,
  agent: z.object({ realName: z.string(), workId: z.string() }),
  expiresAt: z.string(),
});
export type SharedUnderwritingReport = z.infer<typeof sharedUnderwritingReportSchema>;
export type UnderwritingCondition = z.infer<typeof conditionSchema>;

export const underwritingHistoryPageSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string(), summary: z.string(), createdAt: z.string() })),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type UnderwritingHistoryPage = z.infer<typeof underwritingHistoryPageSchema>;
export const underwritingIdParamsSchema = z.object({ id: z.string().max(64) });
