// One design → one catalogue product: the type's core (factors, rates, commission, illustration basis),
// its description (benefits, highlights, clause values), the filled clauses and FAQ pairs.
import type { Company, FaqPair, Product } from '@broker/contract';
import { PAYMENT_FREQUENCY_LABELS } from '@broker/contract';
import { HEALTH_NOTICES } from '../designs/health-notices.js';
import type { Design } from '../designs/types.js';
import type { ActuarialCore } from './actuarial-product.js';
import { fillClauses } from './clauses.js';
import { type Description, minAgeText } from './describe-common.js';
import { describeCriticalIllness, describeTermLife, describeWholeLife } from './describe-protection.js';
import { describeAccident, describeMedical } from './describe-renewable.js';
import { describeAnnuity, describeIncreasingWholeLife } from './describe-savings.js';
import { criticalIllnessCore, termLifeCore, wholeLifeCore } from './protection.js';
import type { PricingReference } from './reference.js';
import { accidentCore, medicalCore } from './renewable.js';
import { annuityCore, increasingWholeLifeCore } from './savings.js';

function coreAndDescription(d: Design, company: string, ref: PricingReference): [ActuarialCore, Description] {
  switch (d.type) {
    case 'critical_illness': {
      const core = criticalIllnessCore(d, ref);
      return [core, describeCriticalIllness(d, core, company)];
    }
    case 'term_life': {
      const core = termLifeCore(d, ref);
      return [core, describeTermLife(d, core, company)];
    }
    case 'whole_life': {
      const core = wholeLifeCore(d, ref);
      return [core, describeWholeLife(d, core, company)];
    }
    case 'increasing_whole_life': {
      const core = increasingWholeLifeCore(d, ref);
      return [core, describeIncreasingWholeLife(d, core, company)];
    }
    case 'annuity': {
      const core = annuityCore(d, ref);
      return [core, describeAnnuity(d, core, company)];
    }
    case 'medical': {
      const core = medicalCore(d, ref);
      return [core, describeMedical(d, core, company)];
    }
    case 'accident': {
      const core = accidentCore(d, ref);
      return [core, describeAccident(d, core, company)];
    }
  }
}

/** FAQ pairs every product answers from its own data. */
function commonFaq(d: Design, core: ActuarialCore): FaqPair[] {
  const ageLimits = core.constraints.filter(
    (c) => c.require.factor === 'age' && Object.keys(c.when).length === 1,
  );
  const faq: FaqPair[] = [
    {
      question: `${d.name}多大年龄可以投保？`,
      answer: `被保险人${minAgeText(d)}至${d.maxAge}周岁可以投保${
        ageLimits.length > 0 ? `；${ageLimits.map((c) => c.message).join('，')}` : ''
      }。`,
    },
  ];
  if (d.waitingPeriodDays > 0) {
    faq.push({
      question: `${d.name}的等待期是多久？`,
      answer: `等待期为${d.waitingPeriodDays}天，从合同生效（或复效）之日起算。等待期内因疾病发生的保险事故不赔付；因意外伤害导致的没有等待期。`,
    });
  }
  const frequencies = core.paymentFrequencies.map((f) => PAYMENT_FREQUENCY_LABELS[f]).join('、');
  faq.push({
    question: `${d.name}的犹豫期和宽限期各是多久？`,
    answer: `犹豫期${d.hesitationPeriodDays ?? 15}天，期内解除合同无息退还全部保费；宽限期${d.gracePeriodDays ?? 60}天，期内未交保费发生保险事故仍然赔付，但会扣除欠交保费。交费方式：${frequencies}。`,
  });
  return faq;
}

export function buildProduct(
  d: Design,
  company: Company,
  templates: Readonly<Record<string, string>>,
  ref: PricingReference,
): Product {
  const [core, text] = coreAndDescription(d, company.name, ref);
  const template = templates[d.type];
  if (template === undefined) throw new RangeError(`no clause template for ${d.type}`);
  const faq = [...commonFaq(d, core), ...text.faq];
  return {
    code: d.code,
    name: d.name,
    aliases: [...d.aliases],
    companyCode: company.code,
    type: d.type,
    onSale: d.onSale ?? true,
    launchDate: d.launchDate,
    minAge: d.minAge,
    maxAge: d.maxAge,
    ...(d.minAgeText === undefined ? {} : { minAgeText: d.minAgeText }),
    genders: [...(d.genders ?? ['M', 'F'])],
    ...('sumInsured' in d
      ? { sumInsured: { min: d.sumInsured.min, max: d.sumInsured.max, step: d.sumInsured.step } }
      : {}),
    ...('premium' in d ? { premium: { min: d.premium.min, max: d.premium.max, step: d.premium.step } } : {}),
    coverageTerms: core.coverageTerms,
    paymentTerms: core.paymentTerms,
    paymentFrequencies: core.paymentFrequencies,
    waitingPeriodDays: d.waitingPeriodDays,
    hesitationPeriodDays: d.hesitationPeriodDays ?? 15,
    gracePeriodDays: d.gracePeriodDays ?? 60,
    benefits: text.benefits,
    highlights: text.highlights,
    exclusions: text.exclusions,
    tags: text.tags,
    ...(HEALTH_NOTICES[d.code] === undefined ? {} : { healthNotice: HEALTH_NOTICES[d.code] }),
    clauses: fillClauses(template, text.clauseValues, text.clauseConditions, `${d.code} ${d.type}.md`),
    faq: faq.slice(0, 6),
    factors: core.factors,
    constraints: core.constraints,
    rates: core.rates,
    commission: core.commission,
    illustration: core.illustration,
  };
}
