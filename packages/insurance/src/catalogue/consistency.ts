import type { z } from 'zod';
import {
  type FactorCode,
  type FactorConstraint,
  type FactorDefinition,
  type HealthNotice,
  type IllustrationBasis,
  PREMIUM_DRIVEN_TYPES,
  type ProductType,
  type RateTable,
} from '@broker/contract';
import { healthNoticeProblems } from '../underwriting/health-notice.js';
import { constraintApplies, constraintSatisfied, isOnStep } from './factor-rules.js';

/**
 * The internal consistency of one product, beyond the shape of each field: what a quote form and the
 * calculations in this package rely on. Every problem is reported (Chinese, with its path), so an
 * operator importing a catalogue sees them all at once.
 */
export interface ProductForCheck {
  type: ProductType;
  minAge: number;
  maxAge: number;
  genders: string[];
  sumInsured?: { min: number; max: number; step: number } | undefined;
  premium?: { min: number; max: number; step: number } | undefined;
  coverageTerms: string[];
  paymentTerms: string[];
  paymentFrequencies: string[];
  factors: FactorDefinition[];
  constraints: FactorConstraint[];
  rates: RateTable;
  commission: { byPaymentTerm: { paymentTerm: string }[] };
  illustration: IllustrationBasis;
  healthNotice?: HealthNotice | undefined;
}

type Issue = { path: (string | number)[]; message: string };

const REQUIRED: readonly FactorCode[] = ['age', 'gender', 'paymentTerm', 'coverageTerm', 'paymentFrequency'];
const ACTUARIAL_MODEL_OF: Partial<Record<ProductType, string>> = {
  critical_illness: 'criticalIllness',
  term_life: 'termLife',
  whole_life: 'wholeLife',
  increasing_whole_life: 'increasingWholeLife',
  annuity: 'annuity',
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((v) => b.includes(v));

function checkFactors(p: ProductForCheck, issues: Issue[]): Map<FactorCode, FactorDefinition> {
  const byCode = new Map<FactorCode, FactorDefinition>();
  p.factors.forEach((f, i) => {
    const at = ['factors', i];
    if (byCode.has(f.code)) issues.push({ path: [...at, 'code'], message: `投保要素 ${f.code} 重复定义` });
    byCode.set(f.code, f);
    if (f.input === 'select') {
      const values = (f.options ?? []).map((o) => o.value);
      if (values.length === 0) issues.push({ path: at, message: `${f.label}：下拉选项不能为空` });
      if (new Set(values).size !== values.length)
        issues.push({ path: [...at, 'options'], message: `${f.label}：选项值重复` });
      if (!values.includes(String(f.default)))
        issues.push({ path: [...at, 'default'], message: `${f.label}：默认值 ${f.default} 不在选项中` });
      return;
    }
    const d = Number(f.default);
    if (typeof f.default !== 'number')
      issues.push({ path: [...at, 'default'], message: `${f.label}：默认值须为数字` });
    if (f.min !== undefined && f.max !== undefined && f.min > f.max)
      issues.push({ path: at, message: `${f.label}：最小值大于最大值` });
    if ((f.min !== undefined && d < f.min) || (f.max !== undefined && d > f.max))
      issues.push({ path: [...at, 'default'], message: `${f.label}：默认值 ${f.default} 超出范围` });
    if (f.step !== undefined && !isOnStep(d, f.step))
      issues.push({
        path: [...at, 'default'],
        message: `${f.label}：默认值 ${f.default} 不是 ${f.step} 的整数倍`,
      });
  });
  return byCode;
}

function checkAgainstProduct(p: ProductForCheck, byCode: Map<FactorCode, FactorDefinition>, issues: Issue[]) {
  const premiumDriven = PREMIUM_DRIVEN_TYPES.includes(p.type);
  const perPolicy = p.rates.basis === 'perPolicy';
  if (p.minAge > p.maxAge) issues.push({ path: ['minAge'], message: '最低投保年龄大于最高投保年龄' });
  const required = [
    ...REQUIRED,
    ...(premiumDriven ? ['premium' as const] : perPolicy ? ['plan' as const] : ['sumInsured' as const]),
  ];
  for (const code of required) {
    if (!byCode.has(code)) issues.push({ path: ['factors'], message: `缺少投保要素 ${code}` });
  }
  if (premiumDriven && p.premium === undefined)
    issues.push({ path: ['premium'], message: '按保费投保的产品须有保费范围' });
  if (premiumDriven && byCode.has('sumInsured'))
    issues.push({ path: ['factors'], message: '按保费投保的产品不应有保额要素（保额由保费推算）' });
  const options = (code: FactorCode) => (byCode.get(code)?.options ?? []).map((o) => o.value);
  const lists: [FactorCode, readonly string[], string][] = [
    ['gender', p.genders, 'genders'],
    ['paymentTerm', p.paymentTerms, 'paymentTerms'],
    ['coverageTerm', p.coverageTerms, 'coverageTerms'],
    ['paymentFrequency', p.paymentFrequencies, 'paymentFrequencies'],
  ];
  for (const [code, list, field] of lists) {
    if (byCode.has(code) && !sameSet(options(code), list))
      issues.push({ path: [field], message: `${code} 的选项须与 ${field} 一致` });
  }
  const age = byCode.get('age');
  if (age !== undefined && (age.min !== p.minAge || age.max !== p.maxAge || age.step !== 1))
    issues.push({ path: ['factors'], message: '投保年龄要素的范围须与产品投保年龄一致，步长为1' });
  const ranges: ['sumInsured' | 'premium', ProductForCheck['sumInsured']][] = [
    ['sumInsured', p.sumInsured],
    ['premium', p.premium],
  ];
  for (const [code, range] of ranges) {
    const f = byCode.get(code);
    if (f === undefined) continue;
    if (range === undefined || f.min !== range.min || f.max !== range.max || f.step !== range.step)
      issues.push({ path: [code], message: `${f.label}要素的范围须与产品的 ${code} 范围一致` });
  }
  if (perPolicy && (byCode.get('plan')?.options ?? []).some((o) => o.amount === undefined))
    issues.push({ path: ['factors'], message: '按件计费产品的每个计划须注明保额（amount）' });
}

function checkConstraints(p: ProductForCheck, byCode: Map<FactorCode, FactorDefinition>, issues: Issue[]) {
  const known = (code: FactorCode, value: string) => {
    const f = byCode.get(code);
    return f !== undefined && (f.input === 'number' || (f.options ?? []).some((o) => o.value === value));
  };
  p.constraints.forEach((c, i) => {
    for (const [code, values] of Object.entries(c.when)) {
      for (const v of values ?? []) {
        if (!known(code as FactorCode, v))
          issues.push({
            path: ['constraints', i, 'when'],
            message: `限制条件引用了未定义的要素或选项 ${code}=${v}`,
          });
      }
    }
    if (!byCode.has(c.require.factor))
      issues.push({
        path: ['constraints', i, 'require'],
        message: `限制条件引用了未定义的要素 ${c.require.factor}`,
      });
    for (const v of c.require.oneOf ?? []) {
      if (!known(c.require.factor, v))
        issues.push({ path: ['constraints', i, 'require'], message: `限制条件引用了未定义的选项 ${v}` });
    }
  });
  const defaults = Object.fromEntries(p.factors.map((f) => [f.code, f.default]));
  p.constraints.forEach((c, i) => {
    const value = defaults[c.require.factor];
    if (constraintApplies(c, defaults) && value !== undefined && !constraintSatisfied(c, value))
      issues.push({ path: ['constraints', i], message: `默认投保要素不满足限制条件：${c.message}` });
  });
}

/** Every combination of the options of the rate table's keys. */
function combinations(keys: readonly FactorCode[], byCode: Map<FactorCode, FactorDefinition>) {
  let out: Record<string, string>[] = [{}];
  for (const key of keys) {
    const values = (byCode.get(key)?.options ?? []).map((o) => o.value);
    out = out.flatMap((combo) => values.map((v) => ({ ...combo, [key]: v })));
  }
  return out;
}

function checkRates(p: ProductForCheck, byCode: Map<FactorCode, FactorDefinition>, issues: Issue[]) {
  const { rates } = p;
  const expected = PREMIUM_DRIVEN_TYPES.includes(p.type) || ACTUARIAL_MODEL_OF[p.type] !== undefined;
  if (expected !== (rates.basis === 'perThousandSumInsured'))
    issues.push({
      path: ['rates', 'basis'],
      message: '费率基础与产品类型不符（寿险、重疾、年金按每千元保额，医疗、意外按件）',
    });
  for (const key of rates.keys) {
    if (key === 'age' || byCode.get(key)?.input !== 'select')
      issues.push({ path: ['rates', 'keys'], message: `费率表的键 ${key} 须为下拉类投保要素（年龄除外）` });
  }
  rates.adjustments.forEach((a, i) => {
    if (
      rates.keys.includes(a.factor) ||
      !(byCode.get(a.factor)?.options ?? []).some((o) => o.value === a.value)
    )
      issues.push({ path: ['rates', 'adjustments', i], message: `费率调整 ${a.factor}=${a.value} 无效` });
  });
  for (const freq of p.paymentFrequencies) {
    if (rates.frequencyFactors[freq as keyof RateTable['frequencyFactors']] === undefined)
      issues.push({ path: ['rates', 'frequencyFactors'], message: `缺少交费频率 ${freq} 的系数` });
  }
  const seen = new Map<string, number>();
  rates.rows.forEach((row, i) => {
    const id = rates.keys.map((k) => row.key[k] ?? '').join('|');
    const wrong =
      Object.keys(row.key).length !== rates.keys.length || rates.keys.some((k) => row.key[k] === undefined);
    if (wrong)
      issues.push({
        path: ['rates', 'rows', i, 'key'],
        message: `费率行的键须恰为 ${rates.keys.join('、')}`,
      });
    if (seen.has(id)) issues.push({ path: ['rates', 'rows', i, 'key'], message: `费率行重复：${id}` });
    seen.set(id, i);
  });
  const ageConstraints = p.constraints.filter(
    (c) =>
      c.require.factor === 'age' && Object.keys(c.when).every((k) => rates.keys.includes(k as FactorCode)),
  );
  const termConstraints = p.constraints.filter(
    (c) =>
      c.require.oneOf !== undefined &&
      rates.keys.includes(c.require.factor) &&
      Object.keys(c.when).every((k) => rates.keys.includes(k as FactorCode)),
  );
  for (const combo of combinations(rates.keys, byCode)) {
    if (
      termConstraints.some(
        (c) => constraintApplies(c, combo) && !constraintSatisfied(c, combo[c.require.factor] ?? ''),
      )
    )
      continue;
    let from = p.minAge;
    let to = p.maxAge;
    for (const c of ageConstraints.filter((c) => constraintApplies(c, combo))) {
      from = Math.max(from, c.require.min ?? from);
      to = Math.min(to, c.require.max ?? to);
    }
    if (from > to) continue;
    const id = rates.keys.map((k) => combo[k] ?? '').join('|');
    const row = rates.rows[seen.get(id) ?? -1];
    const label = id === '' ? '' : `（${id}）`;
    if (row === undefined) issues.push({ path: ['rates', 'rows'], message: `缺少费率行${label}` });
    else if (row.minAge > from || row.minAge + row.rates.length - 1 < to)
      issues.push({
        path: ['rates', 'rows', seen.get(id) ?? 0],
        message: `费率行${label}须覆盖${from}至${to}周岁`,
      });
  }
}

function checkIllustration(p: ProductForCheck, byCode: Map<FactorCode, FactorDefinition>, issues: Issue[]) {
  const basis = p.illustration;
  const model = ACTUARIAL_MODEL_OF[p.type];
  if (basis.method === 'none') {
    if (model !== undefined)
      issues.push({ path: ['illustration'], message: '该类型产品须有精算利益演示基础' });
    return;
  }
  if (basis.model !== model)
    issues.push({ path: ['illustration', 'model'], message: `利益演示模型须为 ${model ?? 'none'}` });
  if (basis.model === 'criticalIllness' && basis.ciTable === undefined)
    issues.push({ path: ['illustration', 'ciTable'], message: '重疾险须指定重疾发生率表' });
  if (basis.model === 'increasingWholeLife') {
    const g = basis.declaredGrowthRate;
    if (g === undefined || g > basis.interestRate + 1e-12)
      issues.push({
        path: ['illustration', 'declaredGrowthRate'],
        message: '增额终身寿须有不高于预定利率的有效保额递增率',
      });
  }
  if (basis.model === 'annuity') {
    const a = basis.annuity;
    const fromPlan =
      (byCode.get('plan')?.options ?? []).every((o) => o.startAge !== undefined) && byCode.has('plan');
    if (a === undefined || (a.startAge === undefined && a.startYear === undefined && !fromPlan))
      issues.push({
        path: ['illustration', 'annuity'],
        message: '年金险须指定领取起始年龄、起始保单年度或按计划选择领取年龄',
      });
  }
  for (const term of basis.expenseLoadingsByPaymentTerm ?? []) {
    if (!p.paymentTerms.includes(term.paymentTerm))
      issues.push({
        path: ['illustration', 'expenseLoadingsByPaymentTerm'],
        message: `附加费用率引用了未提供的缴费期间 ${term.paymentTerm}`,
      });
  }
}

/** Adds an issue for every inconsistency of the product (the superRefine of productSchema). */
export function checkProductConsistency(p: ProductForCheck, ctx: z.RefinementCtx): void {
  const issues: Issue[] = [];
  const byCode = checkFactors(p, issues);
  checkAgainstProduct(p, byCode, issues);
  checkConstraints(p, byCode, issues);
  checkRates(p, byCode, issues);
  checkIllustration(p, byCode, issues);
  const schedules = p.commission.byPaymentTerm.map((s) => s.paymentTerm);
  if (!sameSet(schedules, p.paymentTerms))
    issues.push({ path: ['commission', 'byPaymentTerm'], message: '每个缴费期间须恰有一份佣金表' });
  if (p.healthNotice) issues.push(...healthNoticeProblems(p.healthNotice));
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
}
