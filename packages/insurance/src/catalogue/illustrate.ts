import type {
  ActuarialBasis,
  FactorValues,
  IllustrationResponse,
  IllustrationRow,
  Product,
  QuoteResponse,
} from '@broker/contract';
import { DEATH } from '../actuarial/decrement-model.js';
import { roundCents } from '../actuarial/rounding.js';
import type { PolicyDesign } from '../actuarial/policy.js';
import { type PolicyCase, policyCaseOf, unitCashValues } from './actuarial-design.js';
import { type ResolvedFactors, resolveFactors } from './factors.js';
import { quoteResolved } from './quote.js';
import type { ReferenceTables } from './reference-tables.js';
import { type Result, failure, success } from './result.js';
import { LAST_AGE } from './terms.js';

type Column = keyof IllustrationRow;

/** The spec's column order (contract ILLUSTRATION_COLUMNS). */
const ORDER: readonly Column[] = [
  'year',
  'age',
  'premium',
  'cumulativePremium',
  'annuityClaimed',
  'cumulativeDividend',
  'currentPrice',
  'priceIncrement',
  'totalRevenue',
  'totalRevenueIncrement',
  'cumulativeClaimed',
  'deathOrTotalDisabilityBenefit',
  'totalDisabilityBenefit',
  'deathBenefit',
];

const BASE: readonly Column[] = ['year', 'age', 'premium', 'cumulativePremium'];
const CASH: readonly Column[] = [...BASE, 'currentPrice', 'priceIncrement', 'deathBenefit'];
/** Term life pays on death or total disability (its clause); the benefit goes in that column. */
const TERM: readonly Column[] = [...BASE, 'currentPrice', 'priceIncrement', 'deathOrTotalDisabilityBenefit'];
const SAVINGS: readonly Column[] = [...CASH, 'totalRevenue', 'totalRevenueIncrement'];

/**
 * The columns each type fills. No product of the catalogue is participating (no dividends) and none has
 * a separate total-disability benefit, so those columns stay empty everywhere.
 */
export const ILLUSTRATION_COLUMNS_BY_MODEL: Readonly<
  Record<ActuarialBasis['model'] | 'none', readonly Column[]>
> = {
  none: BASE,
  termLife: TERM,
  wholeLife: CASH,
  criticalIllness: CASH,
  increasingWholeLife: SAVINGS,
  annuity: [...SAVINGS, 'annuityClaimed', 'cumulativeClaimed'],
};

function emptyRow(year: number, age: number, premium: number, cumulativePremium: number): IllustrationRow {
  return {
    year,
    age,
    premium,
    cumulativePremium,
    annuityClaimed: null,
    cumulativeDividend: null,
    currentPrice: null,
    priceIncrement: null,
    totalRevenue: null,
    totalRevenueIncrement: null,
    cumulativeClaimed: null,
    deathOrTotalDisabilityBenefit: null,
    totalDisabilityBenefit: null,
    deathBenefit: null,
  };
}

/**
 * Yearly-renewable cover (medical, accident): one row per year of the guaranteed renewal period (one year
 * without a guarantee), each quoted at the age of that renewal on today's rates, which the insurer may
 * adjust on renewal. `age` is the age at the start of the year, the one the renewal premium is priced on.
 */
function renewableRows(product: Product, factors: ResolvedFactors): IllustrationRow[] {
  const years = Math.max(1, product.benefits.guaranteedRenewalYears ?? 0);
  const rows: IllustrationRow[] = [];
  let cumulative = 0;
  for (let year = 1; year <= years; year++) {
    const age = factors.age + year - 1;
    const q = quoteResolved(product, { ...factors, age, values: { ...factors.values, age } });
    if (!q.ok) break; // past the last renewal age the table prices
    const premium = roundCents(q.value.premium * q.value.paymentsPerYear);
    cumulative = roundCents(cumulative + premium);
    rows.push(emptyRow(year, age, premium, cumulative));
  }
  return rows;
}

/**
 * Products with a cash value: one row per policy year to the end of cover (whole life: to age 105), with
 * `age` the age at the end of the year, as insurers print illustrations. Cash values come from the
 * product's pricing basis for the contract premium per unit (annual premium ÷ sum insured), so they agree
 * with the rate table; premiums and premium refunds are what the customer pays at the chosen frequency.
 */
function actuarialRows(
  product: Product,
  basis: ActuarialBasis,
  factors: ResolvedFactors,
  q: QuoteResponse,
  tables: ReferenceTables,
): IllustrationRow[] {
  const c = policyCaseOf(product, basis, factors);
  const { design, cashValues } = unitCashValues(basis, c, tables, q.annualPremium / q.sumInsured);
  const sa = q.sumInsured;
  const yearly = roundCents(q.premium * q.paymentsPerYear);
  const years = Math.min(c.coverYears, LAST_AGE - c.issueAge);
  const rows: IllustrationRow[] = [];
  let paid = 0;
  let claimed = 0;
  let previous = { cash: 0, revenue: 0 };
  for (let year = 1; year <= years; year++) {
    const paying = year <= c.payYears;
    const premium = paying ? yearly : 0;
    paid = roundCents(paid + premium);
    const cash = roundCents(sa * (cashValues[year - 1]?.cashValue ?? 0));
    const row = emptyRow(year, c.issueAge + year, premium, paid);
    row.currentPrice = cash;
    row.priceIncrement = roundCents(cash - previous.cash);
    if (basis.model === 'annuity') {
      const annuity = roundCents(sa * (design.survivalBenefits[year] ?? 0));
      claimed = roundCents(claimed + annuity);
      row.annuityClaimed = annuity;
      row.cumulativeClaimed = claimed;
    }
    const revenue = roundCents(cash + claimed);
    row.totalRevenue = revenue;
    row.totalRevenueIncrement = roundCents(revenue - previous.revenue);
    const death = deathBenefit(basis, design, c, year, sa, paid, tables);
    if (basis.model === 'termLife') row.deathOrTotalDisabilityBenefit = death;
    else row.deathBenefit = death;
    rows.push(row);
    previous = { cash, revenue };
  }
  return rows;
}

/**
 * What a death in policy year `year` pays, as priced (actuarial-design.ts): CI and annuities their fixed
 * benefit plus any refund of the premiums paid; life cover the (effective) sum insured, but at least the
 * 7号 multiple of the premiums paid. Refunds and the floor are stated on what was actually paid.
 */
function deathBenefit(
  basis: ActuarialBasis,
  design: PolicyDesign,
  c: PolicyCase,
  year: number,
  sumInsured: number,
  paid: number,
  tables: ReferenceTables,
): number {
  const t = year - 1;
  if (basis.model === 'criticalIllness' || basis.model === 'annuity') {
    const refund = design.premiumRefunds[DEATH]?.[t] ?? 0;
    return roundCents(sumInsured * (design.benefits[DEATH]?.[t] ?? 0) + refund * paid);
  }
  const growth = basis.model === 'increasingWholeLife' ? (basis.declaredGrowthRate ?? 0) : 0;
  const age = c.issueAge + t;
  const ratio = tables.minimumDeathBenefit.find((r) => age >= r.fromAge && age <= r.toAge)?.ratio ?? 0;
  return roundCents(Math.max(sumInsured * (1 + growth) ** t, ratio * paid));
}

/** Keeps the columns that apply, nulls the others (so `rows` and `columns` always agree). */
function project(rows: IllustrationRow[], columns: readonly Column[]): IllustrationRow[] {
  return rows.map((row) => {
    const out = { ...row };
    for (const column of ORDER)
      if (!columns.includes(column)) (out as Record<Column, number | null>)[column] = null;
    return out;
  });
}

/**
 * The benefit illustration by policy year with the spec's compare-table columns: products with a cash value
 * to the end of cover (whole life to age 105), yearly-renewable cover over its guaranteed renewal years.
 */
export function illustrate(
  product: Product,
  input: FactorValues,
  tables: ReferenceTables,
): Result<IllustrationResponse> {
  const factors = resolveFactors(product, input);
  if (!factors.ok) return factors;
  const quoted = quoteResolved(product, factors.value);
  if (!quoted.ok) return quoted;
  const basis = product.illustration;
  const model = basis.method === 'none' ? 'none' : basis.model;
  const wanted = ILLUSTRATION_COLUMNS_BY_MODEL[model];
  const columns = ORDER.filter((c) => wanted.includes(c));
  let rows: IllustrationRow[];
  try {
    rows =
      basis.method === 'none'
        ? renewableRows(product, factors.value)
        : actuarialRows(product, basis, factors.value, quoted.value, tables);
  } catch (error) {
    // An imported product whose rates and basis disagree (a cash-value minimum above our cap, say) is a
    // data problem the operator can fix, not a server fault.
    if (!(error instanceof RangeError)) throw error;
    return failure([
      { factor: null, message: `该产品的利益演示参数与费率不一致，无法计算现金价值（${error.message}）` },
    ]);
  }
  return success({ productCode: product.code, quote: quoted.value, columns, rows: project(rows, columns) });
}
