import type { FactorCode } from '@broker/contract';

/** One reason a request cannot be served, in Chinese, naming the field it concerns (null: none in particular). */
export type Violation = { factor: FactorCode | null; message: string };

/** A calculation's answer, or every violation found (not just the first). */
export type Result<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

export const success = <T>(value: T): Result<T> => ({ ok: true, value });

export const failure = <T>(violations: Violation[]): Result<T> => ({ ok: false, violations });
