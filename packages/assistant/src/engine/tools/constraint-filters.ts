import type { Product } from '@broker/contract';

/**
 * What a constraint tag (understand/lexicon/constraints.ts) asks of a product, judged from the
 * catalogue's own fields: a product that fails any is not offered. Tags not listed here narrow
 * nothing: they are shown as understood, and the premium assumptions say what was used.
 */
/** How the catalogue says a product has no death cover ('无', '不含身故责任'). */
const NO_DEATH_BENEFIT = /^(?:无|不含|不保|没有)/;

const PRODUCT_FILTERS: Readonly<Record<string, (p: Product) => boolean>> = {
  cover_whole_life: (p) => p.coverageTerms.includes('life'),
  // An outpatient-only plan ('门急诊医疗') is not what '只保住院' asks for.
  inpatient_only: (p) => !/门急?诊/.test(p.name),
  guaranteed_renewal: (p) => p.tags.includes('保证续保'),
  on_sale_only: (p) => p.onSale,
  mild_cover: (p) => (p.benefits.mildCount ?? 0) > 0,
  moderate_cover: (p) => (p.benefits.moderateCount ?? 0) > 0,
  premium_waiver: (p) => p.benefits.waiver === true,
  no_waiting: (p) => p.waitingPeriodDays === 0,
  // The catalogue marks products for people with conditions by tag and says so in a highlight.
  lenient_underwriting: (p) =>
    p.tags.includes('带病可投') || p.highlights.some((h) => /健康告知宽松|带病/.test(h)),
  without_death_benefit: (p) => !p.benefits.deathBenefit || NO_DEATH_BENEFIT.test(p.benefits.deathBenefit),
  with_death_benefit: (p) =>
    p.benefits.deathBenefit !== undefined && !NO_DEATH_BENEFIT.test(p.benefits.deathBenefit),
};

/** Whether a product meets one constraint tag; undefined when the catalogue cannot tell. */
export function meetsConstraint(p: Product, tag: string): boolean | undefined {
  return PRODUCT_FILTERS[tag]?.(p);
}

/** Whether a product meets every constraint the agent stated that the catalogue can check. */
export function meetsConstraints(p: Product, constraints: readonly string[] | undefined): boolean {
  return (constraints ?? []).every((tag) => PRODUCT_FILTERS[tag]?.(p) ?? true);
}

/** Constraints that re-rank rather than filter: '便宜一点' puts the lowest premium first. */
export const wantsCheaper = (constraints: readonly string[] | undefined): boolean =>
  constraints?.includes('cheaper') ?? false;
