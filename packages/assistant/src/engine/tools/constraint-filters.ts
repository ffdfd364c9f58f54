import type { Product } from '@broker/contract';

/**
 * What a constraint tag (understand/lexicon/constraints.ts) asks of a product, judged from the
 * catalogue's own fields: a product that fails any is not offered. Tags not listed here narrow
 * nothing: they are shown as understood, and the premium assumptions say what was used.
 */
/** How the catalogue says a product has no death cover ('无', '不含身故责任'). */
const NO_DEATH_BENEFIT = /^(?:无|不含|不保|没有)/;

/**
 * Cover a product has when its own description says so (name, highlights, tags, benefit texts — never
 * its exclusions, and not where the words are negated): '含院外特药及质子重离子治疗费用'.
 */
const DESCRIBED: Readonly<Record<string, RegExp>> = {
  outpatient: /门急?诊/,
  special_drugs: /特药|外购药|院外/,
  proton_therapy: /质子重离子/,
  no_medical_exam: /免体检/,
  cancer_repeat_payout: /(?:癌症|恶性肿瘤)[^。；，]{0,8}(?:二次|多次|再次|额外)/,
  monthly_payout: /按月领|每月领|月领/,
  // Premiums returned at the end of the term ('返还型', '还本'), not a refund on death before a claim.
  return_of_premium: /满期(?:返还|给付|金)|返还(?:全部)?(?:所交|已交)?保费(?![^。；，]{0,4}身故)|还本/,
};
const NEGATED = /(?:不含|不包括|不包含|不保|不赔|除外|不支持|无)$/;

const described = new WeakMap<Product, string[]>();
function descriptionOf(p: Product): string[] {
  let texts = described.get(p);
  if (!texts) {
    const benefitTexts = Object.values(p.benefits).filter((v): v is string => typeof v === 'string');
    described.set(p, (texts = [p.name, ...p.highlights, ...p.tags, ...benefitTexts]));
  }
  return texts;
}

function describes(p: Product, pattern: RegExp): boolean {
  return descriptionOf(p).some((text) => {
    const m = pattern.exec(text);
    return m !== null && !NEGATED.test(text.slice(Math.max(0, m.index - 4), m.index));
  });
}

const PRODUCT_FILTERS: Readonly<Record<string, (p: Product) => boolean>> = {
  ...Object.fromEntries(
    Object.entries(DESCRIBED).map(([tag, pattern]) => [tag, (p: Product) => describes(p, pattern)]),
  ),
  cover_whole_life: (p) => p.coverageTerms.includes('life'),
  // An outpatient-only plan ('门急诊医疗') is not what '只保住院' asks for.
  inpatient_only: (p) => !/门急?诊/.test(p.name),
  guaranteed_renewal: (p) => p.tags.includes('保证续保'),
  on_sale_only: (p) => p.onSale,
  mild_cover: (p) => (p.benefits.mildCount ?? 0) > 0,
  moderate_cover: (p) => (p.benefits.moderateCount ?? 0) > 0,
  premium_waiver: (p) => p.benefits.waiver === true,
  no_waiting: (p) => p.waitingPeriodDays === 0,
  monthly_payment: (p) => p.paymentFrequencies.includes('monthly'),
  single_premium: (p) => p.paymentTerms.includes('single'),
  // The catalogue marks products for people with conditions by tag and says so in a highlight.
  lenient_underwriting: (p) =>
    p.tags.includes('带病可投') || p.highlights.some((h) => /健康告知宽松|带病/.test(h)),
  without_death_benefit: (p) => !p.benefits.deathBenefit || NO_DEATH_BENEFIT.test(p.benefits.deathBenefit),
  with_death_benefit: (p) =>
    p.benefits.deathBenefit !== undefined && !NO_DEATH_BENEFIT.test(p.benefits.deathBenefit),
};

/** Whether a product meets one constraint tag; undefined when the catalogue cannot tell. */
export function meetsConstraint(p: Product, tag: string): boolean | undefined {
  // A product whose description does not mention a cover may still have it in its clauses: unknown,
  // not no (a list offers only the products that say so; a single product is not told 否).
  if (DESCRIBED[tag]) return PRODUCT_FILTERS[tag]?.(p) ? true : undefined;
  return PRODUCT_FILTERS[tag]?.(p);
}

/** Whether a product meets every constraint the agent stated that the catalogue can check. */
export function meetsConstraints(p: Product, constraints: readonly string[] | undefined): boolean {
  return (constraints ?? []).every((tag) => PRODUCT_FILTERS[tag]?.(p) ?? true);
}

/** Constraints that re-rank rather than filter: '便宜一点' puts the lowest premium first. */
export const wantsCheaper = (constraints: readonly string[] | undefined): boolean =>
  constraints?.includes('cheaper') ?? false;

/**
 * The constraint tags that none of the products meets (of those the catalogue can check): why a
 * selection came back empty when the products of the type exist ('可以月领' among annuities that all
 * pay yearly), so the answer names the constraint instead of blaming the person's age.
 */
export function constraintsNoneMeets(
  products: readonly Product[],
  constraints: readonly string[] | undefined,
): string[] {
  return (constraints ?? []).filter(
    (tag) => PRODUCT_FILTERS[tag] && !products.some((p) => PRODUCT_FILTERS[tag]?.(p)),
  );
}
