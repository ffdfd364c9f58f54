import { z } from 'zod';
import { factorValuesSchema, productCodeSchema } from './catalogue.js';
import { illustrationRowSchema } from './catalogue-illustration.js';
import { COMPARE_GROUPS, COMPARE_LIMITS } from './compare-constants.js';

export {
  COMPARE_GROUP_LABELS,
  COMPARE_GROUPS,
  COMPARE_LIMITS,
  type CompareGroup,
} from './compare-constants.js';

/**
 * Product comparison (issue 13, docs/decisions/018-comparison-and-sharing.md): the request the agent's
 * selection makes, and the result the server computes with the insurance core and freezes on save.
 */
const codes = z
  .array(productCodeSchema)
  .min(COMPARE_LIMITS.minProducts, `请至少选择${COMPARE_LIMITS.minProducts}款产品`)
  .max(COMPARE_LIMITS.maxProducts, `最多对比${COMPARE_LIMITS.maxProducts}款产品`)
  .refine((list) => new Set(list).size === list.length, '产品不能重复');

/** The factors set once for all products, and per product the values the agent changed in a row. */
export const compareRequestSchema = z.object({
  productCodes: codes,
  factors: factorValuesSchema.default({}),
  productFactors: z.record(productCodeSchema, factorValuesSchema).default({}),
});
export type CompareRequest = z.infer<typeof compareRequestSchema>;

/** One cell of a parameter row: what is shown, and (factor rows) the raw value behind it. */
export const compareCellSchema = z.object({
  productCode: z.string(),
  text: z.string(),
  value: z.union([z.string(), z.number()]).nullable(),
});
export type CompareCell = z.infer<typeof compareCellSchema>;

const optionSchema = z.object({ value: z.string(), label: z.string() });

/**
 * Spec §3 parameter-comparison row: name, code, the products' cells, the row's values, the edit and
 * default values, the consistency flag (every product shows the same) and the update-loading flag
 * (the client's, while a row's edit is recomputed).
 */
export const compareRowSchema = z.object({
  paramName: z.string(),
  paramCode: z.string(),
  group: z.enum(COMPARE_GROUPS),
  cellData: z.array(compareCellSchema),
  rowValues: z.array(z.string()),
  /** Factor rows: the input a cell is edited with (select options or a number range). */
  editValue: z
    .object({
      input: z.enum(['select', 'number']),
      options: z.record(z.string(), z.array(optionSchema)).optional(),
      unit: z.string().optional(),
    })
    .nullable(),
  /** Factor rows: each product's default, by product code. */
  defaultValue: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  isConsistent: z.boolean(),
  updateLoading: z.boolean(),
  /** Commission rows: left out of anything a customer sees. */
  agentOnly: z.boolean(),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

/** One product of a comparison, with what the insurance core computed for its factors. */
export const comparedProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  company: z.string(),
  type: z.string(),
  typeCode: z.string(),
  onSale: z.boolean(),
  factors: factorValuesSchema,
  /** The core's rule messages when it refused these factors; the product's figures are then absent. */
  errors: z.array(z.string()),
  illustration: z
    .object({
      // Pure: a method of a built schema, which the web build's `manualPureFunctions: ['z']` cannot see;
      // without the mark zod stays in every bundle that imports a constant of this module.
      columns: z.array(/* @__PURE__ */ illustrationRowSchema.keyof()),
      rows: z.array(illustrationRowSchema),
    })
    .nullable(),
});
export type ComparedProduct = z.infer<typeof comparedProductSchema>;

export const comparisonSchema = z.object({
  /** Set once saved. */
  id: z.string().nullable(),
  title: z.string(),
  request: compareRequestSchema,
  products: z.array(comparedProductSchema),
  rows: z.array(compareRowSchema),
  /** The products are of more than one type (allowed; the screen says so). */
  mixedTypes: z.boolean(),
  savedAt: z.string().nullable(),
  /** A saved comparison whose products were re-priced since: it opens as saved and says so. */
  pricesMayHaveChanged: z.boolean(),
});
export type Comparison = z.infer<typeof comparisonSchema>;
