// The shape of a product design: what makes one demo product differ from another. The generator
// (../generate.ts) turns each design into a catalogue product: factors, constraints, rate table, commission
// schedule, illustration basis, clauses and FAQ. Everything a design leaves out takes the generator's
// default for its type.

export type Frequency = 'annual' | 'semiannual' | 'quarterly' | 'monthly';
export type Gender = 'M' | 'F';

/** Amounts in yuan: [minimum, maximum, default], with a step. */
export interface AmountRange {
  readonly min: number;
  readonly max: number;
  readonly default: number;
  readonly step: number;
}

export interface CommonDesign {
  readonly code: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly company: string;
  /** YYYY-MM-DD; sets the pricing rate and the mortality table of long-term products. */
  readonly launchDate: string;
  /** false for products withdrawn from sale (e.g. priced above today's pricing-rate cap). */
  readonly onSale?: boolean;
  readonly minAge: number;
  readonly maxAge: number;
  readonly minAgeText?: string;
  /** The quote form's default age (30, or the nearest allowed age, if absent). */
  readonly defaultAge?: number;
  readonly genders?: readonly Gender[];
  readonly waitingPeriodDays: number;
  readonly hesitationPeriodDays?: number;
  readonly gracePeriodDays?: number;
  readonly frequencies?: readonly Frequency[];
  /** Selling points of this design beyond those derived from its parameters. */
  readonly highlights?: readonly string[];
  readonly tags?: readonly string[];
}

/** Long-term products priced on the public tables. */
export interface ActuarialDesign extends CommonDesign {
  /** Payment terms in years (1 = 趸交 single premium). */
  readonly pays: readonly number[];
  /** Highest issue age per payment term (years → age), where lower than the product's maximum. */
  readonly payMaxAge?: Readonly<Record<number, number>>;
  /** Default payment term in years. */
  readonly defaultPay: number;
  /** Multiplier on the type's loading profile (company expense level); 1 if absent. */
  readonly loadingScale?: number;
  /** Cash value between the minimum (0) and our cap (1); the type default if absent. */
  readonly cashValueScale?: number;
}

export interface CriticalIllnessDesign extends ActuarialDesign {
  readonly type: 'critical_illness';
  /** CI3 for the 6 core diseases, CI4 (default) for the full 28. */
  readonly ciTable?: 'CI3' | 'CI4';
  readonly severeCount: number;
  readonly moderate?: { readonly count: number; readonly payout: number; readonly times: number };
  readonly mild?: { readonly count: number; readonly payout: number; readonly times: number };
  /** What a death without a prior severe CI pays. */
  readonly death: 'sumInsured' | 'premiumsPaid' | 'none';
  /** Premiums waived after a mild or moderate claim (not priced: see the README). */
  readonly waiver: boolean;
  readonly covers: readonly ('life' | 'toAge70' | 'toAge80' | '30y')[];
  readonly sumInsured: AmountRange;
}

export interface TermLifeDesign extends ActuarialDesign {
  readonly type: 'term_life';
  readonly covers: readonly ('10y' | '20y' | '30y' | 'toAge60' | 'toAge70' | 'toAge80')[];
  readonly sumInsured: AmountRange;
  /** Smokers pay this multiple of the table rate (illustrative: the tables do not split by smoking). */
  readonly smokerLoading?: number;
}

export interface WholeLifeDesign extends ActuarialDesign {
  readonly type: 'whole_life';
  readonly sumInsured: AmountRange;
  /** Years until the cash value reaches the cap, at least the payment years (default 10). */
  readonly rampYears?: number;
}

export interface IncreasingWholeLifeDesign extends ActuarialDesign {
  readonly type: 'increasing_whole_life';
  /** Yearly growth of the effective sum insured: not above the pricing rate at launch. */
  readonly growthRate: number;
  /** Regular premium range (per year); single premium takes `singlePremiumMin` as its minimum. */
  readonly premium: AmountRange;
  readonly singlePremiumMin?: number;
  /** Years until the cash value reaches the cap, at least the payment years (default 6). */
  readonly rampYears?: number;
}

export interface AnnuityDesign extends ActuarialDesign {
  readonly type: 'annuity';
  /** Annuity start ages: one fixed age, or a choice (a plan factor). */
  readonly startAges: readonly number[];
  /** Yearly annuity as a share of the basic amount. */
  readonly annuityRate: number;
  readonly premium: AmountRange;
  readonly singlePremiumMin?: number;
  readonly rampYears?: number;
}

/** Yearly-renewable cover rated on illustrative factors (no public claims table exists). */
export interface RenewableDesign extends CommonDesign {
  /** Last age the table prices a renewal at. */
  readonly renewalMaxAge: number;
  /** Guaranteed renewal years (0: renewed yearly at the insurer's discretion). */
  readonly guaranteedRenewalYears: number;
  /** Multiplier for the company's price level; 1 if absent. */
  readonly priceLevel?: number;
}

export interface MedicalPlan {
  readonly value: string;
  readonly label: string;
  /** Annual limit of the plan, yuan. */
  readonly amount: number;
  readonly multiplier: number;
}

export interface MedicalDesign extends RenewableDesign {
  readonly type: 'medical';
  /** Which base rate curve: 百万医疗 (high deductible), 中端 (no deductible), 少儿门急诊, 带病体. */
  readonly curve: 'million' | 'midrange' | 'child' | 'chronic';
  readonly deductible: 0 | 5000 | 10000;
  readonly reimbursementWithSocial: number;
  readonly reimbursementWithoutSocial: number;
  /** Premium multiple for insureds without social medical insurance. */
  readonly noSocialLoading: number;
  readonly plans: readonly MedicalPlan[];
  /** Extra covered items named in highlights and clauses (特药, 质子重离子 …). */
  readonly extras: readonly string[];
}

export interface AccidentPlan {
  readonly value: string;
  readonly label: string;
  /** 意外身故/伤残 sum insured, yuan. */
  readonly accidentalDeath: number;
  /** 意外医疗 limit, yuan (0: none). */
  readonly medical: number;
  /** Extras priced per policy on top (猝死 …), yuan a year at the base age. */
  readonly extraPremium: number;
  /** Lowest issue age for this plan (minors' death cover is limited by regulation). */
  readonly minAge?: number;
}

export interface AccidentDesign extends RenewableDesign {
  readonly type: 'accident';
  readonly plans: readonly AccidentPlan[];
  /** Highest occupation class accepted (1–6). */
  readonly maxOccupationClass: number;
  readonly medicalDeductible: number;
  readonly medicalReimbursement: number;
  /** Reimbursement when an insured with social insurance does not settle through it (absent: no difference). */
  readonly medicalReimbursementWithoutSocial?: number;
  readonly extras: readonly string[];
}

export type Design =
  | CriticalIllnessDesign
  | TermLifeDesign
  | WholeLifeDesign
  | IncreasingWholeLifeDesign
  | AnnuityDesign
  | MedicalDesign
  | AccidentDesign;
