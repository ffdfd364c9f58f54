import type { ProductDetail, ProductFactors } from '@broker/contract';
import { productSheetText as t } from '../../../locales/zh-CN/product-sheet';

export interface Fact {
  label: string;
  value: string;
}

export interface FactGroup {
  /** Stable id for headings' aria links and tests. */
  id: 'basics' | 'eligibility' | 'terms' | 'cover' | 'renewal';
  title: string;
  facts: Fact[];
}

const AMOUNT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** '50万元' for round amounts, else '1,234元'. */
export const amountText = (n: number): string =>
  n >= 10_000 && n % 1000 === 0 ? `${AMOUNT.format(n / 10_000)}万元` : `${AMOUNT.format(n)}元`;

/** 0.35 → '35%', 0.025 → '2.5%'. */
export const percentText = (ratio: number): string => `${AMOUNT.format(Math.round(ratio * 10_000) / 100)}%`;

const fact = (label: string, value: string | undefined | false): Fact[] => (value ? [{ label, value }] : []);
const labels = (options: { label: string }[]) => options.map((o) => o.label).join('、');

function ageText(p: ProductDetail): string {
  return t.ages(p.minAgeText ?? `${p.minAge}周岁`, p.maxAge);
}

function rangeText(range: { min: number; max: number; step: number }): string {
  return t.range(amountText(range.min), amountText(range.max), amountText(range.step));
}

/** The occupation factor's classes, when the product prices or limits by occupation. */
function occupationText(form: ProductFactors | undefined): string | undefined {
  const occupation = form?.factors.find((f) => f.code === 'occupationClass');
  if (!occupation?.options) return undefined;
  const classes = labels(occupation.options);
  return occupation.hint ? `${classes}（${occupation.hint}）` : classes;
}

/** A covered-illness line: '120种，赔基本保额的100%，最多2次'. */
function illnessText(
  count: number | undefined,
  payout: number | undefined,
  times?: number,
): string | undefined {
  if (!count) return undefined;
  const parts = [t.illnessCount(count)];
  if (payout !== undefined) parts.push(t.payout(percentText(payout)));
  if (times) parts.push(t.times(times));
  return parts.join('，');
}

function coverFacts(p: ProductDetail): Fact[] {
  const b = p.benefits;
  return [
    ...fact(t.severe, illnessText(b.severeCount, b.severePayout)),
    ...fact(t.moderate, illnessText(b.moderateCount, b.moderatePayout, b.moderateTimes)),
    ...fact(t.mild, illnessText(b.mildCount, b.mildPayout, b.mildTimes)),
    ...fact(t.waiver, b.waiver !== undefined && (b.waiver ? t.yes : t.no)),
    ...fact(t.deathBenefit, b.deathBenefit),
    ...fact(t.accidentalDeath, b.accidentalDeath !== undefined && t.upTo(amountText(b.accidentalDeath))),
    ...fact(
      t.accidentMedical,
      b.accidentMedicalLimit !== undefined && t.limit(amountText(b.accidentMedicalLimit)),
    ),
    ...fact(t.annualLimit, b.annualLimit !== undefined && amountText(b.annualLimit)),
    ...fact(t.deductible, b.deductible !== undefined && amountText(b.deductible)),
    ...fact(
      t.reimbursement,
      b.reimbursementWithSocial !== undefined &&
        t.reimbursementRatios(
          percentText(b.reimbursementWithSocial),
          b.reimbursementWithoutSocial === undefined ? undefined : percentText(b.reimbursementWithoutSocial),
        ),
    ),
    ...fact(t.payoutStart, b.payoutStartAge !== undefined && t.fromAge(b.payoutStartAge)),
    ...fact(t.annuity, b.annuityRate !== undefined && t.annuityOf(percentText(b.annuityRate))),
    ...fact(t.policyLoan, b.policyLoanRatio !== undefined && t.loanOf(percentText(b.policyLoanRatio))),
  ];
}

function renewalFacts(p: ProductDetail): Fact[] {
  const b = p.benefits;
  return [
    ...fact(t.renewal, b.renewal),
    ...fact(
      t.guaranteedRenewal,
      b.guaranteedRenewalYears !== undefined &&
        (b.guaranteedRenewalYears > 0 ? t.yearsOf(b.guaranteedRenewalYears) : t.notGuaranteed),
    ),
    ...fact(t.pricingRate, p.pricingInterestRate !== null && percentText(p.pricingInterestRate)),
    ...fact(t.growthRate, b.declaredGrowthRate !== undefined && percentText(b.declaredGrowthRate)),
    ...fact(t.cashValue, p.hasCashValue ? t.hasCashValue : t.noCashValue),
  ];
}

/**
 * Everything the catalogue knows about a product, grouped as an agent reads it: who sells it, who may
 * buy it, for how long, what it pays, how it renews. Groups with nothing to say are left out. The quote
 * form (app_fetch) adds the occupation classes; until it loads that line is missing, never wrong.
 */
export function productFacts(p: ProductDetail, form?: ProductFactors): FactGroup[] {
  const groups: FactGroup[] = [
    {
      id: 'basics',
      title: t.basicsTitle,
      facts: [
        { label: t.insurer, value: p.insurer.name },
        { label: t.type, value: p.type },
        { label: t.saleState, value: p.onSale ? t.onSale : t.offSale },
        ...fact(t.launchDate, p.launchDate),
        ...fact(t.hotline, p.insurer.hotline),
      ],
    },
    {
      id: 'eligibility',
      title: t.eligibilityTitle,
      facts: [
        { label: t.ageLabel, value: ageText(p) },
        { label: t.gender, value: p.genders.length >= 2 ? t.anyGender : labels(p.genders) },
        ...fact(t.occupation, occupationText(form)),
        ...fact(t.sumInsured, p.sumInsured && rangeText(p.sumInsured)),
        ...fact(t.premium, p.premium && rangeText(p.premium)),
      ],
    },
    {
      id: 'terms',
      title: t.termsTitle,
      facts: [
        { label: t.coverageTerm, value: labels(p.coverageTerms) },
        { label: t.paymentTerm, value: labels(p.paymentTerms) },
        { label: t.paymentFrequency, value: labels(p.paymentFrequencies) },
        { label: t.waiting, value: p.waitingPeriodDays > 0 ? t.days(p.waitingPeriodDays) : t.noWaiting },
        { label: t.hesitation, value: t.days(p.hesitationPeriodDays) },
        { label: t.grace, value: t.days(p.gracePeriodDays) },
      ],
    },
    { id: 'cover', title: t.coverTitle, facts: coverFacts(p) },
    { id: 'renewal', title: t.renewalTitle, facts: renewalFacts(p) },
  ];
  return groups.filter((g) => g.facts.length > 0);
}
