import { FACTOR_CODES, type FactorDefinition, type ProductFactors } from '@broker/contract';

/**
 * The factors asked once for every chosen product: each factor any of them asks, with the options of
 * all of them (a value only some accept is still offered; the others then say why they refuse it).
 * Plans are each product's own and are set per product on the result.
 */
export function sharedFactors(forms: readonly ProductFactors[]): FactorDefinition[] {
  return FACTOR_CODES.filter((code) => code !== 'plan').flatMap((code): FactorDefinition[] => {
    const defs = forms.flatMap((f) => f.factors.filter((d) => d.code === code));
    const first = defs[0];
    if (!first) return [];
    if (first.input === 'number') {
      const mins = defs.map((d) => d.min ?? 0);
      const maxes = defs.map((d) => d.max ?? Number.MAX_SAFE_INTEGER);
      return [{ ...first, min: Math.min(...mins), max: Math.max(...maxes) }];
    }
    const seen = new Map<string, string>();
    for (const d of defs) for (const o of d.options ?? []) if (!seen.has(o.value)) seen.set(o.value, o.label);
    return [{ ...first, options: [...seen].map(([value, label]) => ({ value, label })) }];
  });
}
