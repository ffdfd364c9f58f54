import type { CommissionResponse, FactorValues, Product } from '@broker/contract';
import { roundCents } from '../actuarial/rounding.js';
import { resolveFactors } from './factors.js';
import { quoteResolved } from './quote.js';
import { type Result, failure, success } from './result.js';
import { paymentYears } from './terms.js';

/** Shown with every commission figure: insurers publish no commission rates (data/reference/SOURCES.md). */
export const COMMISSION_NOTE =
  '佣金比例为示意参考值，依据公开资料中的行业区间设定，并非保险公司公布的数据；实际佣金以所属机构的政策为准。';

/**
 * The commission by policy year for the chosen payment term: rate × annual premium for each
 * premium-paying year the schedule lists (nothing after the premiums stop), the first-year amount and the
 * total over the payment term. Without `annualPremium` the premium is quoted from the factors.
 */
export function commission(
  product: Product,
  input: FactorValues,
  annualPremium?: number,
): Result<CommissionResponse> {
  const factors = resolveFactors(product, input);
  if (!factors.ok) return factors;
  let premium = annualPremium;
  if (premium === undefined) {
    const quoted = quoteResolved(product, factors.value);
    if (!quoted.ok) return quoted;
    premium = quoted.value.annualPremium;
  }
  if (!(Number.isFinite(premium) && premium > 0)) {
    return failure([{ factor: null, message: '年交保费须为正数' }]);
  }
  const { paymentTerm, age } = factors.value;
  const schedule = product.commission.byPaymentTerm.find((s) => s.paymentTerm === paymentTerm);
  if (schedule === undefined) return failure([{ factor: 'paymentTerm', message: '该缴费期间暂无佣金参考' }]);
  const years = Math.min(paymentYears(paymentTerm, age), schedule.rates.length);
  const rows = schedule.rates.slice(0, years).map((rate, index) => ({
    policyYear: index + 1,
    rate,
    amount: roundCents(premium * rate),
  }));
  return success({
    productCode: product.code,
    annualPremium: premium,
    rows,
    firstYear: rows[0]?.amount ?? 0,
    total: roundCents(rows.reduce((sum, row) => sum + row.amount, 0)),
    note: product.commission.note || COMMISSION_NOTE,
  });
}
