// @broker/insurance — the insurance domain core. Pure functions, no I/O: reference tables come in as
// CSV text (read by the caller from data/reference/) and everything else is computed.

export * from './actuarial/age-rates.js';
export * from './actuarial/cash-values.js';
export * from './actuarial/commutation.js';
export * from './actuarial/critical-illness.js';
export * from './actuarial/decrement-model.js';
export * from './actuarial/expense-loadings.js';
export * from './actuarial/interest.js';
export * from './actuarial/life-contingencies.js';
export * from './actuarial/life-table.js';
export * from './actuarial/policy.js';
export * from './actuarial/premiums.js';
export * from './actuarial/pricing-rate.js';
export * from './actuarial/products.js';
export * from './actuarial/reserves.js';
export * from './actuarial/rounding.js';
export * from './reference/benchmarks.js';
export * from './reference/ci-tables.js';
export * from './reference/csv.js';
export * from './reference/life-tables.js';
export * from './reference/regulation.js';
export * from './catalogue/index.js';
