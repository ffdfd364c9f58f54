// Protection products: critical illness, term life, whole life.
import { mortalityFamilyForLaunchDate } from '../../../src/index.js';
import type { CriticalIllnessDesign, TermLifeDesign, WholeLifeDesign } from '../designs/types.js';
import {
  type ActuarialCore,
  type ActuarialSpec,
  buildActuarial,
  coverFeasible,
  nearestProfile,
  scaled,
} from './actuarial-product.js';
import { amountFactor, selectFactor } from './factors.js';
import type { PricingReference } from './reference.js';

/**
 * Moderate CI has no public incidence table. We price it as a share of the mild incidence (the MI table's
 * 3 mild diseases): a moderate benefit of m costs like a mild benefit of 0.4 m. An illustrative
 * assumption, named in each product's rates.source.
 */
export const MODERATE_AS_SHARE_OF_MILD = 0.4;

/** The teaching-model profile for the payment years, times the company's expense level; single premium 15%. */
export function protectionLoadings(ref: PricingReference, scale: number) {
  return (years: number) =>
    years === 1
      ? [Math.min(0.18, Math.round(0.15 * scale * 10_000) / 10_000)]
      : scaled(nearestProfile(ref.teachingLoadings, years), scale);
}

export const familyText = (launchDate: string) =>
  mortalityFamilyForLaunchDate(launchDate) === 'CL2025'
    ? '中国人身保险业经验生命表（2025）'
    : '中国人身保险业经验生命表（2010-2013）';

export function criticalIllnessCore(d: CriticalIllnessDesign, ref: PricingReference): ActuarialCore {
  const ciTable = d.ciTable ?? 'CI4';
  const mildRatio = (d.mild?.payout ?? 0) + MODERATE_AS_SHARE_OF_MILD * (d.moderate?.payout ?? 0);
  const mildText =
    mildRatio > 0
      ? `；轻症按MI比例×重疾发生率定价${d.moderate ? `，中症发生率按轻症的${MODERATE_AS_SHARE_OF_MILD * 100}%（示意假设）` : ''}`
      : '';
  const spec: ActuarialSpec = {
    design: d,
    basis: {
      model: 'criticalIllness',
      mortalityClass: 'nonPensionI',
      ciTable,
      ...(mildRatio > 0 ? { mildCiRatio: Math.round(mildRatio * 10_000) / 10_000 } : {}),
      ciDeathBenefit: d.death,
      cashValueScale: d.cashValueScale ?? 0,
    },
    covers: d.covers,
    defaultCover: d.covers.includes('life') ? 'life' : (d.covers[0] ?? 'life'),
    amount: amountFactor('sumInsured', '保额', d.sumInsured, '重大疾病保险金按保额给付'),
    loadingProfile: protectionLoadings(ref, d.loadingScale ?? 1),
    commissionKind: 'protection',
    sourceDetail: `中国人身保险业重大疾病经验发生率表（2020）${ciTable}及其K表，${familyText(d.launchDate)}非养老类业务一表${mildText}`,
    feasible: coverFeasible,
  };
  return buildActuarial(spec, ref);
}

export function termLifeCore(d: TermLifeDesign, ref: PricingReference): ActuarialCore {
  const smoker = d.smokerLoading;
  const spec: ActuarialSpec = {
    design: d,
    basis: { model: 'termLife', mortalityClass: 'nonPensionI', cashValueScale: d.cashValueScale ?? 0 },
    covers: d.covers,
    defaultCover: d.covers.includes('toAge70') ? 'toAge70' : (d.covers[0] ?? '20y'),
    amount: amountFactor('sumInsured', '保额', d.sumInsured, '身故保险金按保额给付'),
    ...(smoker === undefined
      ? {}
      : {
          extraFactors: [
            selectFactor(
              'smoker',
              '是否吸烟',
              [
                { value: 'no', label: '不吸烟' },
                { value: 'yes', label: '吸烟' },
              ],
              'no',
              '过去12个月内有吸烟习惯视为吸烟',
            ),
          ],
          adjustments: [{ factor: 'smoker' as const, value: 'yes', multiplier: smoker }],
        }),
    loadingProfile: protectionLoadings(ref, d.loadingScale ?? 1),
    commissionKind: 'protection',
    sourceDetail: `${familyText(d.launchDate)}非养老类业务一表${smoker === undefined ? '' : `；吸烟者费率×${smoker}为示意调整（生命表不区分吸烟）`}`,
    feasible: coverFeasible,
  };
  return buildActuarial(spec, ref);
}

export function wholeLifeCore(d: WholeLifeDesign, ref: PricingReference): ActuarialCore {
  const spec: ActuarialSpec = {
    design: d,
    basis: {
      model: 'wholeLife',
      mortalityClass: 'nonPensionI',
      cashValueScale: d.cashValueScale ?? 0.05,
      cashValueRampYears: d.rampYears ?? 10,
    },
    covers: ['life'],
    defaultCover: 'life',
    amount: amountFactor(
      'sumInsured',
      '保额',
      d.sumInsured,
      '身故保险金按保额给付，且不低于已交保费的法定倍数',
    ),
    loadingProfile: protectionLoadings(ref, d.loadingScale ?? 1),
    commissionKind: 'protection',
    sourceDetail: `${familyText(d.launchDate)}非养老类业务一表；身故保险金不低于已交保费的160%/140%/120%`,
    feasible: coverFeasible,
  };
  return buildActuarial(spec, ref);
}
