import type { PricingRateCap, RateRegime } from '../actuarial/pricing-rate.js';
import type { CashValueRules } from '../actuarial/cash-values.js';
import type { AgeBandRatio } from '../actuarial/critical-illness.js';
import { cell, numberCell, optionalNumberCell, parseCsv } from './csv.js';

// Parsers and look-ups for the regulatory parameters in data/reference (see SOURCES.md §§5–6 there).

/** The product classes the regulation's tables distinguish. */
export type ProductClass = 'term' | 'wholeLife' | 'health' | 'accident' | 'endowment' | 'annuity';
export type Business = 'individual' | 'group';
export type Payment = 'regular' | 'single';

const CLASS_WORDS: Record<ProductClass, string> = {
  term: 'term life',
  wholeLife: 'whole life',
  health: 'health',
  accident: 'accident',
  endowment: 'endowment',
  annuity: 'annuity',
};

/** Whether a product_type cell ("term life / whole life / health / accident", "all", …) covers the class. */
export function productTypeCovers(productType: string, productClass: ProductClass): boolean {
  const types = productType.replace(/\(.*\)/, '').trim();
  return types === 'all' || types.split('/').some((t) => t.trim() === CLASS_WORDS[productClass]);
}

function regimeOf(text: string): RateRegime {
  if (text.startsWith('ordinary')) return 'ordinary';
  if (text.startsWith('participating')) return 'participating';
  if (text.startsWith('universal')) return 'universal';
  throw new SyntaxError(`unknown regime ${text}`);
}

/** "1999" → 1999-01-01, "2023-08" → 2023-08-01, "2024-09-01" unchanged. */
export function normaliseDate(text: string): string {
  if (/^\d{4}$/.test(text)) return `${text}-01-01`;
  if (/^\d{4}-\d{2}$/.test(text)) return `${text}-01`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  throw new SyntaxError(`unexpected date ${text}`);
}

/** interest_rate_caps.csv → the caps the pricing-rate look-up uses. */
export function parseInterestRateCaps(text: string): PricingRateCap[] {
  return parseCsv(text).rows.map((row) => ({
    effectiveDate: normaliseDate(cell(row, 'effective_date')),
    regime: regimeOf(cell(row, 'product_type')),
    maxRate: numberCell(row, 'max_pricing_rate_pct') / 100,
    whatChanged: cell(row, 'what_changed'),
    confidence: cell(row, 'confidence'),
  }));
}

export interface ResearchValue {
  readonly releaseDate: string;
  readonly value: number;
  readonly confidence: string;
}

/** pricing_rate_research_values.csv (预定利率研究值), values as fractions; dates as printed. */
export function parseResearchValues(text: string): ResearchValue[] {
  return parseCsv(text).rows.map((row) => ({
    releaseDate: cell(row, 'release_date'),
    value: numberCell(row, 'research_value_pct') / 100,
    confidence: cell(row, 'confidence'),
  }));
}

export interface ProductQuery {
  readonly regime: 'ordinary' | 'participating';
  readonly business: Business;
  readonly payment: Payment;
  readonly productClass: ProductClass;
}

function single<T>(matches: readonly T[], what: string): T {
  const [first, ...rest] = matches;
  if (first === undefined) throw new RangeError(`no ${what}`);
  if (rest.length > 0) throw new RangeError(`several rows match ${what}`);
  return first;
}

const describe = (q: ProductQuery) => `${q.regime} ${q.business} ${q.payment} ${q.productClass}`;

/** The cap on the average expense loading (a fraction) from expense_loading_caps_average.csv. */
export function averageLoadingCap(
  csvText: string,
  query: ProductQuery & { readonly coverYears: number },
): number {
  const shortTerm = query.coverYears <= 1;
  const rows = parseCsv(csvText).rows.filter(
    (row) =>
      regimeOf(cell(row, 'regime')) === query.regime &&
      cell(row, 'business') === query.business &&
      cell(row, 'regulation').includes('term <= 1 year') === shortTerm &&
      (shortTerm || cell(row, 'payment') === query.payment) &&
      productTypeCovers(cell(row, 'product_type'), query.productClass),
  );
  return (
    numberCell(
      single(rows, `expense-loading cap for ${describe(query)}`),
      'max_average_expense_loading_pct',
    ) / 100
  );
}

function paymentBand(payYears: number): string {
  if (payYears < 10) return '<10 years';
  return payYears < 20 ? '10-19 years' : '>=20 years';
}

/**
 * The statutory loadings e′ (fractions) for the policy value reserve, by policy year (year 1, 2, 3, later)
 * from cv_expense_loading_by_policy_year.csv; a single premium has only year 1.
 */
export function policyValueLoadings(
  csvText: string,
  query: Omit<ProductQuery, 'business'> & { readonly payYears: number },
): number[] {
  const rows = parseCsv(csvText).rows.filter(
    (row) =>
      regimeOf(cell(row, 'regime')) === query.regime &&
      cell(row, 'payment') === query.payment &&
      (query.payment === 'single' || cell(row, 'payment_term_band') === paymentBand(query.payYears)) &&
      productTypeCovers(cell(row, 'product_type'), query.productClass),
  );
  const row = single(
    rows,
    `policy-value loadings for ${query.regime} ${query.payment} ${query.productClass}`,
  );
  return ['year1_pct', 'year2_pct', 'year3_pct', 'later_years_pct']
    .map((column) => optionalNumberCell(row, column))
    .filter((value): value is number => value !== undefined)
    .map((pct) => pct / 100);
}

/** k of the minimum cash value formula from cv_min_cash_value_parameters.csv. */
export function minimumCashValueK(csvText: string, query: ProductQuery): number {
  const business = query.payment === 'single' ? 'single' : `regular ${query.business}`;
  const rows = parseCsv(csvText).rows.filter(
    (row) =>
      regimeOf(cell(row, 'regime')) === query.regime &&
      cell(row, 'parameter').startsWith('k') &&
      cell(row, 'business').startsWith(business) &&
      productTypeCovers(cell(row, 'product_type'), query.productClass),
  );
  return numberCell(single(rows, `k for ${describe(query)}`), 'value');
}

/**
 * The margin over the pricing rate for the policy value reserve ("pricing rate + 2%"; participating:
 * +1.0% for cover of 10 years or less, +1.5% above).
 */
export function policyValueInterestMargin(
  csvText: string,
  regime: 'ordinary' | 'participating',
  coverYears: number,
): number {
  const rows = parseCsv(csvText).rows.filter((row) => {
    if (
      regimeOf(cell(row, 'regime')) !== regime ||
      cell(row, 'parameter') !== 'policy value reserve interest rate'
    ) {
      return false;
    }
    const scope = cell(row, 'product_type');
    if (scope === 'term <= 10 years') return coverYears <= 10;
    if (scope === 'term > 10 years') return coverYears > 10;
    return scope === 'all';
  });
  const value = cell(single(rows, `policy value reserve rate for ${regime}`), 'value');
  const [, pct] = /^pricing rate \+ (\d+(?:\.\d+)?)%$/.exec(value) ?? [];
  if (pct === undefined) throw new SyntaxError(`unexpected policy value reserve rate "${value}"`);
  return Number(pct) / 100;
}

/** Everything the minimum cash value needs for one product, from the two cash-value CSVs. */
export function cashValueRulesFor(
  parametersCsv: string,
  loadingsCsv: string,
  query: ProductQuery & { readonly payYears: number; readonly coverYears: number },
): CashValueRules {
  return {
    k: minimumCashValueK(parametersCsv, query),
    policyValueLoadings: policyValueLoadings(loadingsCsv, query),
    interestMargin: policyValueInterestMargin(parametersCsv, query.regime, query.coverYears),
  };
}

/**
 * expense_loading_example_teaching_model.csv: a front-loaded pricing loading profile per payment term from
 * a teaching model (illustrative, not market data): payment years → [year 1, …, year 6+] as fractions.
 */
export function parseExampleLoadingProfiles(text: string): Record<number, number[]> {
  const columns = ['year1', 'year2', 'year3', 'year4', 'year5', 'year6_plus'];
  return Object.fromEntries(
    parseCsv(text).rows.map((row) => [
      numberCell(row, 'premium_payment_years'),
      columns.map((c) => optionalNumberCell(row, c)).filter((v): v is number => v !== undefined),
    ]),
  );
}

/**
 * The minimum death benefit of individual life cover as a multiple of the premiums paid, by attained age
 * (7号 §2: 160% at 18–40, 140% at 41–60, 120% from 61), from cv_min_cash_value_parameters.csv.
 */
export function minimumDeathBenefitRatios(parametersCsv: string): AgeBandRatio[] {
  return parseCsv(parametersCsv)
    .rows.filter(
      (row) =>
        regimeOf(cell(row, 'regime')) === 'ordinary' &&
        cell(row, 'parameter').startsWith('min death benefit'),
    )
    .map((row) => {
      const band = cell(row, 'product_type');
      const [, from, to] = /^attained age (\d+)(?:-(\d+)|\+)$/.exec(band) ?? [];
      const [, pct] = /^(\d+(?:\.\d+)?)%$/.exec(cell(row, 'value')) ?? [];
      if (from === undefined || pct === undefined)
        throw new SyntaxError(`unexpected death benefit row ${band}`);
      return {
        fromAge: Number(from),
        toAge: to === undefined ? Infinity : Number(to),
        ratio: Number(pct) / 100,
      };
    });
}
