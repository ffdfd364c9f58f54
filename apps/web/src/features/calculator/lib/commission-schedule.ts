import type { CommissionResponse } from '@broker/contract';

export interface ScheduleRow {
  policyYear: number;
  /** '首年' or '第3年'. */
  label: string;
  kind: 'first' | 'renewal';
  /** '45%' or '2.5%'. */
  rate: string;
  amount: number;
}

export interface CommissionSchedule {
  rows: ScheduleRow[];
  firstYear: number;
  renewal: number;
  total: number;
  /** '前4个保单年度' — the years the total covers. */
  span: string;
}

export const percent = (rate: number): string => `${Number((rate * 100).toFixed(2))}%`;

const roundCents = (n: number) => Math.round(n * 100) / 100;

/** The commission response as the screen shows it: first year, renewals, their sums. */
export function commissionSchedule(commission: CommissionResponse): CommissionSchedule {
  const rows = commission.rows.map((row): ScheduleRow => ({
    policyYear: row.policyYear,
    label: row.policyYear === 1 ? '首年' : `第${row.policyYear}年`,
    kind: row.policyYear === 1 ? 'first' : 'renewal',
    rate: percent(row.rate),
    amount: row.amount,
  }));
  const firstYear = rows.find((r) => r.kind === 'first')?.amount ?? 0;
  return {
    rows,
    firstYear,
    renewal: roundCents(commission.total - firstYear),
    total: commission.total,
    span: rows.length === 1 ? '首年' : `前${rows.length}个保单年度`,
  };
}
