// Factor definitions and the constraints between them, built from a design's parameters.
import type { FactorConstraint, FactorDefinition, FactorOption } from '@broker/contract';
import { PAYMENT_FREQUENCY_LABELS } from '@broker/contract';
import { coverageTermLabel, paymentTermLabel } from '../../../src/index.js';
import type { AmountRange, CommonDesign, Frequency, Gender } from '../designs/types.js';

export const payCode = (years: number) => (years === 1 ? 'single' : `${years}y`);

export function ageFactor(d: CommonDesign, preferred = d.defaultAge ?? 30): FactorDefinition {
  return {
    code: 'age',
    label: '投保年龄',
    input: 'number',
    min: d.minAge,
    max: d.maxAge,
    step: 1,
    unit: '周岁',
    default: Math.min(d.maxAge, Math.max(d.minAge, preferred)),
    hint: d.minAgeText === undefined ? '按投保时的周岁计算' : `按投保时的周岁计算，0周岁须${d.minAgeText}`,
  };
}

export function genderFactor(genders: readonly Gender[]): FactorDefinition {
  const options = genders.map((g) => ({ value: g, label: g === 'M' ? '男' : '女' }));
  return { code: 'gender', label: '性别', input: 'select', options, default: genders[0] ?? 'M' };
}

export function amountFactor(
  code: 'sumInsured' | 'premium',
  label: string,
  range: AmountRange,
  hint?: string,
): FactorDefinition {
  return {
    code,
    label,
    input: 'number',
    min: range.min,
    max: range.max,
    step: range.step,
    unit: '元',
    default: range.default,
    ...(hint === undefined ? {} : { hint }),
  };
}

export function paymentTermFactor(terms: readonly string[], preferred: string): FactorDefinition {
  return {
    code: 'paymentTerm',
    label: '缴费期间',
    input: 'select',
    options: terms.map((t) => ({ value: t, label: paymentTermLabel(t) })),
    default: preferred,
  };
}

export function coverageTermFactor(terms: readonly string[], preferred: string): FactorDefinition {
  return {
    code: 'coverageTerm',
    label: '保障期间',
    input: 'select',
    options: terms.map((t) => ({ value: t, label: coverageTermLabel(t) })),
    default: preferred,
  };
}

export function frequencyFactor(frequencies: readonly Frequency[]): FactorDefinition {
  return {
    code: 'paymentFrequency',
    label: '交费频率',
    input: 'select',
    options: frequencies.map((f) => ({ value: f, label: PAYMENT_FREQUENCY_LABELS[f] })),
    default: 'annual',
  };
}

export function selectFactor(
  code: 'socialInsurance' | 'smoker' | 'occupationClass' | 'plan',
  label: string,
  options: FactorOption[],
  preferred: string,
  hint?: string,
): FactorDefinition {
  return {
    code,
    label,
    input: 'select',
    options,
    default: preferred,
    ...(hint === undefined ? {} : { hint }),
  };
}

/** The frequency factors a payment frequency's premium is the annual premium times. */
export function frequencyFactors(frequencies: readonly Frequency[], monthly = 0.09) {
  const all = { annual: 1, semiannual: 0.52, quarterly: 0.265, monthly };
  return Object.fromEntries(frequencies.map((f) => [f, all[f]]));
}

/** Single premium is paid once: only the annual frequency makes sense. */
export function singlePremiumFrequency(
  pays: readonly string[],
  frequencies: readonly Frequency[],
): FactorConstraint[] {
  if (!pays.includes('single') || frequencies.length === 1) return [];
  return [
    {
      when: { paymentTerm: ['single'] },
      require: { factor: 'paymentFrequency', oneOf: ['annual'] },
      message: '趸交为一次性交清保费，交费频率请选择年交',
    },
  ];
}

/**
 * Age limits and impossible combinations from the feasible issue ages of every (payment, coverage or
 * plan) pair. Per payment term first ("30年交最高投保年龄为45周岁": the design's limit, or the oldest age
 * any pair allows), then per pair where tighter, and a oneOf on the payment term where a pair has no
 * feasible age at all.
 */
export function termConstraints(
  minAge: number,
  maxAge: number,
  pays: readonly string[],
  second: { code: 'coverageTerm' | 'plan'; values: readonly string[]; label: (value: string) => string },
  payMaxAge: (pay: string) => number,
  feasible: (pay: string, value: string, age: number) => boolean,
): {
  constraints: FactorConstraint[];
  ageRange: (pay: string, value: string) => [number, number] | undefined;
} {
  const range = (pay: string, value: string): [number, number] | undefined => {
    let last: number | undefined;
    for (let age = minAge; age <= Math.min(maxAge, payMaxAge(pay)); age++)
      if (feasible(pay, value, age)) last = age;
    if (last === undefined || !feasible(pay, value, minAge)) return undefined;
    return [minAge, last];
  };
  const constraints: FactorConstraint[] = [];
  const payLimit = new Map<string, number>();
  for (const pay of pays) {
    const lasts = second.values.flatMap((v) => range(pay, v)?.[1] ?? []);
    if (lasts.length === 0) throw new RangeError(`no issue age can take ${paymentTermLabel(pay)}`);
    const limit = Math.max(...lasts);
    payLimit.set(pay, limit);
    if (limit < maxAge) {
      constraints.push({
        when: { paymentTerm: [pay] },
        require: { factor: 'age', max: limit },
        message: `${paymentTermLabel(pay)}最高投保年龄为${limit}周岁`,
      });
    }
  }
  for (const value of second.values) {
    const possible = pays.filter((pay) => range(pay, value) !== undefined);
    if (possible.length < pays.length) {
      constraints.push({
        when: { [second.code]: [value] },
        require: { factor: 'paymentTerm', oneOf: possible },
        message: `${second.label(value)}时，缴费期间可选${possible.map(paymentTermLabel).join('、')}`,
      });
    }
    for (const pay of possible) {
      const last = range(pay, value)?.[1] ?? maxAge;
      if (last < (payLimit.get(pay) ?? maxAge)) {
        constraints.push({
          when: { [second.code]: [value], paymentTerm: [pay] },
          require: { factor: 'age', max: last },
          message: `${second.label(value)}且${paymentTermLabel(pay)}时，最高投保年龄为${last}周岁`,
        });
      }
    }
  }
  return { constraints, ageRange: range };
}
