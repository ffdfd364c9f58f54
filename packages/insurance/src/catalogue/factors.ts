import {
  type FactorCode,
  type FactorDefinition,
  type FactorValues,
  PAYMENT_FREQUENCIES,
  type Product,
} from '@broker/contract';
import { constraintApplies, constraintSatisfied, isOnStep } from './factor-rules.js';
import { type Result, type Violation, failure, success } from './result.js';
import { formatYuan } from './terms.js';

export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** A product's factors with defaults filled in, every one valid and every constraint met. */
export interface ResolvedFactors {
  /** Every factor the product defines: numbers for number fields, option values for selects. */
  readonly values: Readonly<Partial<Record<FactorCode, string | number>>>;
  readonly age: number;
  readonly gender: 'M' | 'F';
  readonly paymentTerm: string;
  readonly coverageTerm: string;
  readonly paymentFrequency: PaymentFrequency;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function amountText(f: FactorDefinition, n: number): string {
  return f.unit === '元' ? formatYuan(n) : `${n}${f.unit ?? ''}`;
}

function rangeMessage(f: FactorDefinition): string {
  const { min, max } = f;
  if (min !== undefined && max !== undefined) {
    // "投保年龄须在0至55周岁之间": the unit once, after the range, unless amounts carry their own.
    return f.unit === '元'
      ? `${f.label}须在${formatYuan(min)}至${formatYuan(max)}之间`
      : `${f.label}须在${min}至${max}${f.unit ?? ''}之间`;
  }
  return min !== undefined
    ? `${f.label}须不低于${amountText(f, min)}`
    : `${f.label}须不高于${amountText(f, max ?? 0)}`;
}

function resolveNumber(f: FactorDefinition, raw: unknown): { value?: number; violation?: Violation } {
  const text = typeof raw === 'string' ? raw.replace(/[,，\s]/g, '') : raw;
  const value =
    typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : NaN;
  if (!Number.isFinite(value)) return { violation: { factor: f.code, message: `${f.label}须为数字` } };
  if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max))
    return { violation: { factor: f.code, message: rangeMessage(f) } };
  if (f.step !== undefined && !isOnStep(value, f.step)) {
    const message = f.step === 1 ? `${f.label}须为整数` : `${f.label}须为${amountText(f, f.step)}的整数倍`;
    return { violation: { factor: f.code, message } };
  }
  return { value };
}

function resolveSelect(f: FactorDefinition, raw: unknown): { value?: string; violation?: Violation } {
  const options = f.options ?? [];
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (value !== undefined && options.some((o) => o.value === value)) return { value };
  const choices = options.map((o) => o.label).join('、');
  return { violation: { factor: f.code, message: `该产品不支持该${f.label}，可选：${choices}` } };
}

/**
 * Fills defaults from the product's factor definitions, coerces numeric strings, and checks every factor
 * (options, range, step) and every constraint between them. Factors the product does not define are
 * ignored, so a caller may pass what it knows about a customer to any product. A constraint is checked
 * only when the factors it names are themselves valid, so one mistake gives one message.
 */
export function resolveFactors(product: Product, input: FactorValues): Result<ResolvedFactors> {
  const values: Partial<Record<FactorCode, string | number>> = {};
  const violations: Violation[] = [];
  for (const f of product.factors) {
    const raw = isBlank(input[f.code]) ? f.default : input[f.code];
    const { value, violation } = f.input === 'number' ? resolveNumber(f, raw) : resolveSelect(f, raw);
    if (violation !== undefined) violations.push(violation);
    else if (value !== undefined) values[f.code] = value;
  }
  const invalid = new Set(violations.map((v) => v.factor));
  for (const c of product.constraints) {
    const involved = [...Object.keys(c.when), c.require.factor] as FactorCode[];
    if (involved.some((code) => invalid.has(code))) continue;
    const value = values[c.require.factor];
    if (!constraintApplies(c, values) || value === undefined || constraintSatisfied(c, value)) continue;
    if (!violations.some((v) => v.message === c.message))
      violations.push({ factor: c.require.factor, message: c.message });
  }
  if (violations.length > 0) return failure(violations);
  const { age, gender, paymentTerm, coverageTerm, paymentFrequency } = values;
  if (
    typeof age !== 'number' ||
    (gender !== 'M' && gender !== 'F') ||
    typeof paymentTerm !== 'string' ||
    typeof coverageTerm !== 'string' ||
    !PAYMENT_FREQUENCIES.includes(paymentFrequency as PaymentFrequency)
  ) {
    // productSchema guarantees these factors; a product built without it is a programming error.
    throw new RangeError(`${product.code}: age, gender, terms or payment frequency factor missing`);
  }
  return success({
    values,
    age,
    gender,
    paymentTerm,
    coverageTerm,
    paymentFrequency: paymentFrequency as PaymentFrequency,
  });
}
