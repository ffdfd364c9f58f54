import type { FactorCode, FactorValues, Product } from '@broker/contract';

/** What the calculator reads of a conversation's stored context (the engine's ConversationContext). */
interface StoredContext {
  entities?: {
    age?: unknown;
    gender?: unknown;
    sumInsured?: unknown;
    budget?: unknown;
    paymentTerm?: unknown;
    coverageTerm?: unknown;
    occupationClass?: unknown;
  };
  quotedFactors?: Record<string, { sumInsured?: unknown; paymentTerm?: unknown; coverageTerm?: unknown }>;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The factors a conversation understood for one product: the person it last spoke about (age, gender,
 * occupation class), and for the terms and amounts the example premium its product list showed for this
 * product (quotedFactors) before what was said. Only factors the product asks for; a choice the product
 * does not offer is left out (its form would have nothing to show for it), an amount is kept as said so
 * the calculator shows the rule it breaks.
 */
export function factorsFromContext(product: Product, context: unknown): FactorValues {
  const stored = (context && typeof context === 'object' ? context : {}) as StoredContext;
  const entities = stored.entities ?? {};
  const quoted = stored.quotedFactors?.[product.code] ?? {};
  const wanted: Partial<Record<FactorCode, string | number | undefined>> = {
    age: num(entities.age),
    gender: str(entities.gender),
    sumInsured: num(quoted.sumInsured) ?? num(entities.sumInsured),
    premium: num(entities.budget),
    paymentTerm: str(quoted.paymentTerm) ?? str(entities.paymentTerm),
    coverageTerm: str(quoted.coverageTerm) ?? str(entities.coverageTerm),
    occupationClass: num(entities.occupationClass)?.toString(),
  };
  const values: FactorValues = {};
  for (const def of product.factors) {
    const value = wanted[def.code];
    if (value === undefined) continue;
    if (def.input === 'select' && !def.options?.some((o) => o.value === String(value))) continue;
    values[def.code] = def.input === 'number' ? Number(value) : String(value);
  }
  return values;
}
