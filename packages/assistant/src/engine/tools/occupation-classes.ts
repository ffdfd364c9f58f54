import type { Product } from '@broker/contract';

/** The occupation classes a product takes (empty: it does not ask about occupation). */
export function occupationClassesOf(p: Product): number[] {
  const factor = p.factors.find((f) => f.code === 'occupationClass');
  return factor?.options?.map((o) => Number(o.value)).filter(Number.isFinite) ?? [];
}
