import type { ProductType } from '@broker/contract';

export type Gender = 'M' | 'F';
export type Relation = 'self' | 'spouse' | 'child' | 'parent';

export interface NumberRange {
  min: number;
  max: number;
}

/** What a question states about the person to insure and the cover wanted. Absent = not stated. */
export interface Entities {
  /** Age in whole years; for a range ('90后', '三四十岁') the middle of it. */
  age?: number;
  ageRange?: NumberRange;
  gender?: Gender;
  /** Who is to be insured, relative to the person asking. */
  relation?: Relation;
  /** Premium budget in yuan per year; a monthly budget is converted (×12). */
  budget?: number;
  budgetRange?: NumberRange;
  /** Set when the budget was stated per month. */
  budgetPeriod?: 'month';
  /** Sum insured in yuan. */
  sumInsured?: number;
  /** The first product type mentioned. */
  productType?: ProductType;
  /** Every product type mentioned, in order, when there is more than one ('重疾和医疗哪个先买'). */
  productTypes?: ProductType[];
  /** Contract term codes (see termCodeSchema): 'single', '<n>y', 'toAge<n>', 'life'. */
  paymentTerm?: string;
  coverageTerm?: string;
  /** Health conditions mentioned, by their canonical names, in order. */
  conditions?: string[];
}

export interface ExtractOptions {
  /** The date ages are computed at (birth years, birth dates, '90后'); defaults to now. */
  today?: Date;
}
