import { type CashValueRules, cashValueCaps, minimumCashValues } from '../actuarial/cash-values.js';
import { modelFromLifeTable, yearsToEnd } from '../actuarial/decrement-model.js';
import { assertLoadingsWithinCap } from '../actuarial/expense-loadings.js';
import type { Sex } from '../actuarial/life-table.js';
import { grossPremium } from '../actuarial/premiums.js';
import { increasingSumsInsured, increasingWholeLife } from '../actuarial/products.js';
import type { IllustrationRow } from '../reference/benchmarks.js';
import { type LifeTableCollection, lifeTableForUse } from '../reference/life-tables.js';

// Realism check: our 增额终身寿 next to the 利安传家鑫享 benefit illustration (male 30, 10-pay, 100,000 a
// year, basic sum assured 822,900 growing 3.0% a year).

export interface IncreasingWholeLifeInputs {
  readonly lifeTables: LifeTableCollection;
  readonly sex: Sex;
  readonly issueAge: number;
  readonly payYears: number;
  readonly pricingRate: number;
  readonly growthRate: number;
  readonly loadings: readonly number[];
  readonly loadingCap: number;
  readonly cashValueRules: CashValueRules;
  readonly illustration: readonly IllustrationRow[];
}

export interface IncreasingWholeLifeYear {
  readonly policyYear: number;
  readonly realEffectiveSumAssured: number;
  readonly ourEffectiveSumAssured: number;
  readonly realCashValue: number;
  /** statutory minimum cash value for the real contract (its premium and sum assured) on our basis */
  readonly ourMinimumCashValue: number;
  /** our cap: net premium reserve on the pricing basis (or premiums accumulated, if lower) */
  readonly ourCap: number;
}

export interface IncreasingWholeLifeComparison {
  readonly annualPremium: number;
  readonly realBasicSumAssured: number;
  /** the basic sum assured our gross premium buys for the same annual premium */
  readonly ourBasicSumAssured: number;
  readonly averageLoading: number;
  readonly years: readonly IncreasingWholeLifeYear[];
}

export function compareIncreasingWholeLife(inputs: IncreasingWholeLifeInputs): IncreasingWholeLifeComparison {
  const first = inputs.illustration[0];
  if (first === undefined) throw new RangeError('empty illustration');
  const model = modelFromLifeTable(lifeTableForUse(inputs.lifeTables, 'nonpension1', inputs.sex));
  const basis = { model, interest: inputs.pricingRate };
  const terms = {
    issueAge: inputs.issueAge,
    coverYears: yearsToEnd(model, inputs.issueAge),
    payYears: inputs.payYears,
  };
  const design = increasingWholeLife(terms, inputs.growthRate, inputs.pricingRate);
  const averageLoading = assertLoadingsWithinCap(design, basis, inputs.loadings, inputs.loadingCap);
  const unitGross = grossPremium(design, basis, { loadings: inputs.loadings });
  const realSa = first.basicSumAssured;
  // Cash values of the real contract (its premium per unit of its sum assured) under our rules.
  const contractPremium = first.annualPremium / realSa;
  const minimum = minimumCashValues(design, basis, inputs.cashValueRules, contractPremium);
  const caps = cashValueCaps(design, basis, contractPremium);
  const sums = increasingSumsInsured(realSa, inputs.growthRate, design.term);
  // Our cover ends with the table at age 105 (everyone has died by the end of policy year `term`), so the
  // illustration's last row (age 106, the product's maturity) has no counterpart.
  const years = inputs.illustration
    .filter((row) => row.policyYear < design.term)
    .map((row) => ({
      policyYear: row.policyYear,
      realEffectiveSumAssured: row.effectiveSumAssured,
      ourEffectiveSumAssured: sums[row.policyYear - 1] ?? Number.NaN,
      realCashValue: row.cashValue,
      ourMinimumCashValue: realSa * (minimum[row.policyYear] ?? Number.NaN),
      ourCap: realSa * (caps[row.policyYear] ?? Number.NaN),
    }));
  return {
    annualPremium: first.annualPremium,
    realBasicSumAssured: realSa,
    ourBasicSumAssured: first.annualPremium / unitGross,
    averageLoading,
    years,
  };
}
