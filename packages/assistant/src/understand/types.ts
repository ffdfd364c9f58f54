import type { ProductType } from '@broker/contract';
import type { Ranking } from './ranking.js';

export type Gender = 'M' | 'F';
export type Relation = 'self' | 'spouse' | 'child' | 'parent' | 'grandparent';

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
  /** Occupation class 1–6 (from the occupation named or stated: '快递员', '4类职业'). */
  occupationClass?: number;
  /** The occupation word the class was read from ('快递员'), for the answer to name. */
  occupation?: string;
  /** The insured is pregnant now. */
  pregnant?: boolean;
  /** Monthly or yearly income: what cover is sized from, never a budget. */
  income?: { amount: number; period: 'month' | 'year' };
  /** Outstanding loans (房贷, 车贷): a liability the cover should pay off. */
  debt?: number;
  /** A bill or expense already incurred ('住院花了3万'): what a medical product would pay back on. */
  bill?: number;
  /** What social insurance or another policy already paid of that bill ('社保报了2万'). */
  reimbursed?: number;
  /** Constraints on the cover wanted (constraint tags: 'inpatient_only', 'cheaper', …). */
  constraints?: string[];
  /** Plan options named ('升级计划', '65周岁起领'): a product's plan factor takes the one it has. */
  choices?: string[];
  /** The product field to rank by across the catalogue ('等待期最短的重疾'). */
  ranking?: Ranking;
  /** Cover wanted at least to this age ('保到80岁'). */
  coverToAge?: number;
  /** An annuity wanted to start paying at this age ('想60岁开始领'). */
  payoutStartAge?: number;
  /** Several people described in one question ('老两口都60出头', '我35，老婆33，儿子5岁'). */
  persons?: PersonEntity[];
}

/** One person of a family or customer description. */
export interface PersonEntity {
  relation?: Relation;
  age?: number;
  gender?: Gender;
  occupationClass?: number;
  /** The occupation word the class was read from ('工地上班'). */
  occupation?: string;
  pregnant?: boolean;
  smoker?: boolean;
}

export interface ExtractOptions {
  /** The date ages are computed at (birth years, birth dates, '90后'); defaults to now. */
  today?: Date;
}
