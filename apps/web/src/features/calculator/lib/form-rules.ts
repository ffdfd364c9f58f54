import type { FactorConstraint, FactorDefinition, FactorValues, ProductFactors } from '@broker/contract';

/** '1万元' for 10000 yuan, '5000元' below, as the insurance core writes amounts; other units as they are. */
export function amountText(value: number, unit = ''): string {
  if (unit === '元' && value >= 10_000 && value % 1000 === 0) return `${value / 10_000}万元`;
  return `${value}${unit}`;
}

/**
 * The field's limits in one line, shown under it before the agent types anything: '18–60周岁',
 * '10万元起，1万元递增，最高50万元', '可选：10年交、20年交'.
 */
export function fieldLimits(def: FactorDefinition): string {
  if (def.input === 'select') {
    const labels = def.options?.map((o) => o.label) ?? [];
    return labels.length > 1 ? `可选：${labels.join('、')}` : '';
  }
  const unit = def.unit ?? '';
  const parts: string[] = [];
  if (def.code === 'age' && def.min !== undefined && def.max !== undefined)
    return `${def.min}–${def.max}周岁`;
  if (def.min !== undefined) parts.push(`${amountText(def.min, unit)}起`);
  if (def.step !== undefined && def.step > 1) parts.push(`${amountText(def.step, unit)}递增`);
  if (def.max !== undefined) parts.push(`最高${amountText(def.max, unit)}`);
  return parts.join('，');
}

/** Whether a constraint's `when` holds for these values (every named factor takes one of its values). */
export function applies(constraint: FactorConstraint, values: FactorValues): boolean {
  return Object.entries(constraint.when).every(([code, allowed]) => {
    const value = values[code as keyof FactorValues];
    return value !== undefined && (allowed ?? []).includes(String(value));
  });
}

/** Whether the value satisfies what the constraint requires of its factor. */
export function satisfies(constraint: FactorConstraint, values: FactorValues): boolean {
  const { factor, min, max, oneOf } = constraint.require;
  const value = values[factor];
  if (value === undefined) return true;
  if (oneOf && !oneOf.includes(String(value))) return false;
  const n = Number(value);
  if (min !== undefined && !(n >= min)) return false;
  if (max !== undefined && !(n <= max)) return false;
  return true;
}

/**
 * What the form can tell at once about one field, before the server is asked: a number out of range or
 * off its step, a choice the product does not offer. The server's rules stay the authority.
 */
export function fieldProblem(def: FactorDefinition, value: string | number | undefined): string | null {
  if (value === undefined || value === '') return `请填写${def.label}`;
  if (def.input === 'select') {
    return def.options?.some((o) => o.value === String(value)) ? null : `请选择${def.label}`;
  }
  const n = Number(value);
  if (!Number.isFinite(n)) return `${def.label}须为数字`;
  const { min, max, unit = '' } = def;
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    // The insurance core's wording, so the agent reads the same rule before and after asking.
    if (min !== undefined && max !== undefined)
      return unit === '元'
        ? `${def.label}须在${amountText(min, unit)}至${amountText(max, unit)}之间`
        : `${def.label}须在${min}至${max}${unit}之间`;
    return min !== undefined
      ? `${def.label}须不低于${amountText(min, unit)}`
      : `${def.label}须不高于${amountText(max ?? 0, unit)}`;
  }
  const step = def.step;
  if (step !== undefined && Math.abs(n / step - Math.round(n / step)) > 1e-9)
    return step === 1 ? `${def.label}须为整数` : `${def.label}须为${amountText(step, unit)}的整数倍`;
  return null;
}

/** The product's combination rules, each marked when the current values break it. */
export function productRules(
  form: Pick<ProductFactors, 'constraints'>,
  values: FactorValues,
): { message: string; factor: FactorDefinition['code']; broken: boolean }[] {
  return form.constraints.map((c) => ({
    message: c.message,
    factor: c.require.factor,
    broken: applies(c, values) && !satisfies(c, values),
  }));
}

/** The values the form starts from: the product's defaults, then what was passed in (chat, address). */
export function initialValues(form: Pick<ProductFactors, 'factors'>, given: FactorValues): FactorValues {
  const values: FactorValues = {};
  for (const def of form.factors) {
    const value = given[def.code] ?? def.default;
    values[def.code] = def.input === 'number' ? Number(value) : String(value);
  }
  return values;
}
