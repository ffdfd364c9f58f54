// Savings products: 增额终身寿 (premium-driven, effective sum insured growing at a declared rate) and
// annuities (premium-driven, a yearly annuity from a start age or policy year).
import type { FactorConstraint, FactorDefinition } from '@broker/contract';
import { formatYuan, paymentYears } from '../../../src/index.js';
import type { AnnuityDesign, IncreasingWholeLifeDesign } from '../designs/types.js';
import { type ActuarialCore, buildActuarial, nearestProfile, percent, scaled } from './actuarial-product.js';
import { amountFactor, selectFactor } from './factors.js';
import { familyText } from './protection.js';
import type { PricingReference } from './reference.js';

/** Savings loadings (our assumption, far below the 35% cap: 报行合一 keeps savings products lean). */
const INCREASING_PROFILES: Readonly<Record<number, readonly number[]>> = {
  1: [0.06],
  3: [0.18, 0.06, 0.03],
  5: [0.25, 0.1, 0.06, 0.04, 0.03],
  10: [0.35, 0.15, 0.1, 0.05],
};
/** Annuity loadings (our assumption), within the 16% (regular) and 8% (single) caps on the average. */
const ANNUITY_PROFILES: Readonly<Record<number, readonly number[]>> = {
  1: [0.06],
  3: [0.15, 0.05, 0.03],
  5: [0.2, 0.08, 0.05, 0.03],
  10: [0.28, 0.12, 0.08, 0.04],
  15: [0.3, 0.15, 0.1, 0.05],
};

const PREMIUM_HINT = '期交为每年交费金额，趸交为一次交清的金额；基本保额由保费推算';

function singleMinimum(pays: readonly number[], minimum: number | undefined): FactorConstraint[] {
  if (minimum === undefined || !pays.includes(1)) return [];
  return [
    {
      when: { paymentTerm: ['single'] },
      require: { factor: 'premium', min: minimum },
      message: `趸交保费最低为${formatYuan(minimum)}`,
    },
  ];
}

export function increasingWholeLifeCore(d: IncreasingWholeLifeDesign, ref: PricingReference): ActuarialCore {
  return buildActuarial(
    {
      design: d,
      basis: {
        model: 'increasingWholeLife',
        mortalityClass: 'nonPensionI',
        declaredGrowthRate: d.growthRate,
        cashValueScale: d.cashValueScale ?? 0.01,
        cashValueRampYears: d.rampYears ?? 6,
      },
      covers: ['life'],
      defaultCover: 'life',
      amount: amountFactor('premium', '保费', d.premium, PREMIUM_HINT),
      extraConstraints: singleMinimum(d.pays, d.singlePremiumMin),
      loadingProfile: (years) => scaled(nearestProfile(INCREASING_PROFILES, years), d.loadingScale ?? 1),
      commissionKind: 'savings',
      sourceDetail: `${familyText(d.launchDate)}非养老类业务一表；有效保额每年按${percent(d.growthRate)}递增；身故保险金不低于已交保费的160%/140%/120%`,
      feasible: () => true,
    },
    ref,
  );
}

export function annuityCore(d: AnnuityDesign, ref: PricingReference): ActuarialCore {
  const ages = d.startAges;
  const plan: FactorDefinition | undefined =
    ages.length > 1
      ? selectFactor(
          'plan',
          '领取年龄',
          ages.map((a) => ({ value: String(a), label: `${a}周岁起领`, startAge: a })),
          String(ages.includes(60) ? 60 : ages[0]),
          '年金自所选年龄的保单周年日开始领取',
        )
      : undefined;
  const fixedAge = ages.length === 1 ? ages[0] : undefined;
  const startAgeOf = (value: string) => fixedAge ?? Number(value);
  // Premiums end before the annuity starts; a deferral under 5 years is not offered.
  const feasible = (pay: string, value: string, age: number) => {
    const deferral = startAgeOf(value) - age;
    return deferral >= Math.max(5, paymentYears(pay, age));
  };
  return buildActuarial(
    {
      design: d,
      basis: {
        model: 'annuity',
        mortalityClass: 'pension',
        annuity: {
          rate: d.annuityRate,
          ...(fixedAge === undefined ? {} : { startAge: fixedAge }),
          refundPremiumsBeforeStart: true,
        },
        cashValueScale: d.cashValueScale ?? 0.02,
        cashValueRampYears: d.rampYears ?? 8,
      },
      covers: ['life'],
      defaultCover: 'life',
      ...(plan === undefined ? {} : { plan }),
      amount: amountFactor('premium', '保费', d.premium, PREMIUM_HINT),
      extraConstraints: singleMinimum(d.pays, d.singlePremiumMin),
      loadingProfile: (years) => scaled(nearestProfile(ANNUITY_PROFILES, years), d.loadingScale ?? 1),
      commissionKind: 'savings',
      sourceDetail: `${familyText(d.launchDate)}养老类业务表；领取前身故退还已交保费`,
      feasible,
      startAgeOf,
    },
    ref,
  );
}
