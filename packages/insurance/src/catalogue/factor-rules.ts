import type { FactorCode, FactorConstraint } from '@broker/contract';

// The factor rules a quote and a catalogue check share: steps and constraints between factors.

/** Whether `value` is a whole multiple of `step` (to a millionth of a step, against binary fractions). */
export function isOnStep(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

/** Whether a constraint's `when` holds for these factor values (every listed factor has a listed value). */
export function constraintApplies(
  constraint: FactorConstraint,
  values: Partial<Record<FactorCode, string | number>>,
): boolean {
  return Object.entries(constraint.when).every(([code, allowed]) => {
    const value = values[code as FactorCode];
    return value !== undefined && (allowed ?? []).includes(String(value));
  });
}

/** Whether the factor named by `constraint.require` satisfies it. */
export function constraintSatisfied(constraint: FactorConstraint, value: string | number): boolean {
  const { min, max, oneOf } = constraint.require;
  if (oneOf !== undefined && !oneOf.includes(String(value))) return false;
  const n = typeof value === 'number' ? value : Number(value);
  if (min !== undefined && !(n >= min)) return false;
  if (max !== undefined && !(n <= max)) return false;
  return true;
}
