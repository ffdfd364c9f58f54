const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12,345.60' */
export const money = (n: number): string => MONEY.format(n);

/** '50万' for round amounts, else the figure: a sum insured as agents say it. */
export const amount = (n: number): string =>
  n >= 10_000 && n % 1000 === 0 ? `${n / 10_000}万` : MONEY.format(n);
