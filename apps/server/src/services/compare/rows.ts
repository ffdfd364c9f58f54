import {
  FACTOR_CODES,
  type CompareCell,
  type CompareGroup,
  type CompareRow,
  type FactorDefinition,
  type ProductBenefits,
} from '@broker/contract';
import { coverageTermLabel, paymentTermLabel } from '@broker/insurance';
import { amount, BENEFIT_ROWS, money, NONE } from './cells.js';
import type { ComputedProduct } from './compute.js';

type CellOf = (p: ComputedProduct) => string | null;

function row(
  group: CompareGroup,
  paramCode: string,
  paramName: string,
  products: readonly ComputedProduct[],
  cellOf: CellOf,
  agentOnly = false,
): CompareRow {
  const cellData: CompareCell[] = products.map((p) => ({
    productCode: p.product.code,
    text: cellOf(p) ?? NONE,
    value: null,
  }));
  return finish({
    paramName,
    paramCode,
    group,
    cellData,
    rowValues: [],
    editValue: null,
    defaultValue: null,
    isConsistent: false,
    updateLoading: false,
    agentOnly,
  });
}

/** Row values and the consistency flag follow from the cells: one rule for every row. */
export function finish(r: CompareRow): CompareRow {
  const rowValues = r.cellData.map((c) => c.text);
  return { ...r, rowValues, isConsistent: rowValues.every((v) => v === rowValues[0]) };
}

const ages = (p: ComputedProduct) =>
  `${p.product.minAgeText ?? `${p.product.minAge}周岁`}至${p.product.maxAge}周岁`;
const days = (n: number) => `${n}天`;

function basicRows(ps: readonly ComputedProduct[]): CompareRow[] {
  return [
    row('basic', 'company', '保险公司', ps, (p) => p.summary.company),
    row('basic', 'type', '产品类型', ps, (p) => p.summary.type),
    row('basic', 'ages', '可投保年龄', ps, ages),
    row('basic', 'coverageTerms', '保障期限', ps, (p) =>
      p.product.coverageTerms.map(coverageTermLabel).join(' / '),
    ),
    row('basic', 'paymentTerms', '交费期限', ps, (p) =>
      p.product.paymentTerms.map(paymentTermLabel).join(' / '),
    ),
    row('basic', 'waitingPeriod', '等待期', ps, (p) => days(p.product.waitingPeriodDays)),
    row('basic', 'hesitationPeriod', '犹豫期', ps, (p) => days(p.product.hesitationPeriodDays)),
    row('basic', 'gracePeriod', '宽限期', ps, (p) => days(p.product.gracePeriodDays)),
    row('basic', 'onSale', '销售状态', ps, (p) => (p.product.onSale ? '在售' : '已停售')),
  ];
}

function factorText(def: FactorDefinition, value: string | number | undefined): string {
  if (value === undefined) return NONE;
  const option = def.options?.find((o) => o.value === String(value));
  if (option) return option.label;
  if (def.code === 'sumInsured' || def.code === 'premium') return amount(Number(value));
  return `${value}${def.unit ?? ''}`;
}

/** One editable row per factor any product asks, in the catalogue's factor order. */
function factorRows(ps: readonly ComputedProduct[]): CompareRow[] {
  return FACTOR_CODES.flatMap((code) => {
    const defs = ps.map((p) => p.product.factors.find((f) => f.code === code));
    const first = defs.find((d) => d !== undefined);
    if (!first) return [];
    const options: Record<string, { value: string; label: string }[]> = {};
    const defaults: Record<string, string | number> = {};
    const cellData = ps.map((p, i): CompareCell => {
      const def = defs[i];
      if (!def) return { productCode: p.product.code, text: NONE, value: null };
      if (def.options) options[p.product.code] = def.options.map((o) => ({ value: o.value, label: o.label }));
      defaults[p.product.code] = def.default;
      const value = p.factors[code];
      return { productCode: p.product.code, text: factorText(def, value), value: value ?? null };
    });
    return [
      finish({
        paramName: first.label,
        paramCode: `factor.${code}`,
        group: 'factors',
        cellData,
        rowValues: [],
        editValue: {
          input: first.input,
          options: first.input === 'select' ? options : undefined,
          unit: first.unit,
        },
        defaultValue: defaults,
        isConsistent: false,
        updateLoading: false,
        agentOnly: false,
      }),
    ];
  });
}

function premiumRows(ps: readonly ComputedProduct[]): CompareRow[] {
  return [
    row('premium', 'sumInsured', '基本保额', ps, (p) => p.quote && amount(p.quote.sumInsured)),
    row('premium', 'annualPremium', '年交保费', ps, (p) => p.quote && money(p.quote.annualPremium)),
    row(
      'premium',
      'firstYearCommission',
      '首年佣金',
      ps,
      (p) => p.commission && money(p.commission.firstYear),
      true,
    ),
    row('premium', 'totalCommission', '佣金合计', ps, (p) => p.commission && money(p.commission.total), true),
  ];
}

/** Cover rows for the benefits at least one product states, then the number of exclusions. */
function coverRows(ps: readonly ComputedProduct[]): CompareRow[] {
  const rows = (Object.keys(BENEFIT_ROWS) as (keyof ProductBenefits)[]).flatMap((key) => {
    if (ps.every((p) => p.product.benefits[key] === undefined)) return [];
    const { label, format } = BENEFIT_ROWS[key];
    return [
      row('cover', `benefit.${key}`, label, ps, (p) => {
        const value = p.product.benefits[key];
        return value === undefined ? null : format(value as never);
      }),
    ];
  });
  rows.push(row('cover', 'exclusions', '责任免除', ps, (p) => `${p.product.exclusions.length}条`));
  return rows;
}

/** Every parameter row of a comparison, grouped basic → factors → premium → cover. */
export function buildRows(products: readonly ComputedProduct[]): CompareRow[] {
  return [...basicRows(products), ...factorRows(products), ...premiumRows(products), ...coverRows(products)];
}
