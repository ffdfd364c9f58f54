import type { FactorCode } from '@broker/contract';
import { factorCode, factorValueCode } from '@broker/contract';
import type { Problems } from '../problems.js';
import { numberCell, type Cell } from './cells.js';
import { CONSTRAINT_COLUMNS, FACTOR_COLUMNS } from './layout.js';
import { readRows, type RawTable, type ReadRow } from './raw-table.js';
import { productOfRow, type TabularImport } from './tabular-import.js';

const LIST_SPLIT = /[；;\n]/;
const VALUE_SPLIT = /[,，、/]/;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The object without its unset fields (optional fields stay absent, as the schema expects). */
const defined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
const header = (path: string) =>
  [...FACTOR_COLUMNS, ...CONSTRAINT_COLUMNS].find((c) => c.path[0] === path)?.header ?? path;

/** "M=男；F=女" → options; a bare item is its own label. */
function parseOptions(factor: FactorCode, cell: string) {
  return cell
    .split(LIST_SPLIT)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const eq = item.indexOf('=');
      const value = eq < 0 ? item : item.slice(0, eq).trim();
      const label = eq < 0 ? item : item.slice(eq + 1).trim();
      return { value: factorValueCode(factor, value), label };
    });
}

/**
 * "no=1.6；yes=1" → [option value, number] pairs (rate multipliers, plan amounts, start ages); undefined
 * (reported at `column`) when malformed.
 */
function parseNumberPairs(factor: FactorCode, cell: string, row: ReadRow, column: string, example: string) {
  const out: { value: string; n: number }[] = [];
  for (const item of cell.split(LIST_SPLIT).filter((i) => i.trim() !== '')) {
    const [value, number] = item.split('=').map((s) => s.trim());
    const parsed = number === undefined ? undefined : numberCell.read(number);
    if (!value || !parsed?.ok || parsed.value === undefined) {
      row.problem(`须为「选项=数值；…」的形式（如 ${example}），而不是「${item.trim()}」`, column);
      return undefined;
    }
    out.push({ value: factorValueCode(factor, value), n: parsed.value });
  }
  return out;
}

/** Adds plan amounts or start ages to the options they name; an unknown option is reported. */
function attachToOptions(
  options: Record<string, unknown>[] | undefined,
  pairs: { value: string; n: number }[] | undefined,
  field: 'amount' | 'startAge',
  row: ReadRow,
  column: string,
) {
  for (const { value, n } of pairs ?? []) {
    const option = options?.find((o) => o.value === value);
    if (option) option[field] = n;
    else row.problem(`「${value}」不是该因子的选项`, column);
  }
}

export function readFactors(table: RawTable, problems: Problems, target: TabularImport): void {
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    const part = (product.parts.factors ??= { factors: [], adjustments: [] }) as {
      factors: unknown[];
      adjustments: unknown[];
    };
    const v = row.value;
    const i = part.factors.length;
    const code = factorCode(text(v.code) ?? '');
    const raw = code ?? (v.code as string | undefined);
    const definition = defined({
      code: raw,
      label: v.label,
      input: v.input,
      options: code && text(v.options) ? parseOptions(code, v.options as string) : undefined,
      min: v.min,
      max: v.max,
      step: v.step,
      unit: v.unit,
      default: readDefault(code, v.input, row.cell(header('default')), row),
      hint: v.hint,
    });
    const base = ['factors', i];
    product.sources.set(base, row.at());
    for (const column of FACTOR_COLUMNS) {
      if (column.path[0] !== 'adjustments')
        product.sources.set([...base, ...column.path], row.at(column.header));
      if (row.failed.has(column.header)) product.failed.add([...base, ...column.path].join('/'));
    }
    part.factors.push(definition);
    if (!code) continue;
    const options = definition.options as Record<string, unknown>[] | undefined;
    const pairs = (field: string, column: string, example: string) =>
      text(v[field]) ? parseNumberPairs(code, v[field] as string, row, column, example) : undefined;
    attachToOptions(options, pairs('optionAmounts', '选项保额', 'A=2000000'), 'amount', row, '选项保额');
    attachToOptions(
      options,
      pairs('optionStartAges', '选项起领年龄', 'A60=60'),
      'startAge',
      row,
      '选项起领年龄',
    );
    for (const { value, n } of pairs('adjustments', '费率系数', 'no=1.6') ?? []) {
      product.sources.set(['rates', 'adjustments', part.adjustments.length], row.at('费率系数'));
      part.adjustments.push({ factor: code, value, multiplier: n });
    }
  }
}

function readDefault(code: FactorCode | undefined, input: unknown, cell: Cell, row: ReadRow) {
  if (input === 'number') {
    const parsed = numberCell.read(cell);
    if (parsed.ok) return parsed.value;
    row.problem(parsed.message, header('default'));
    return undefined;
  }
  const value = cell === null ? undefined : String(cell).trim();
  if (value === undefined || value === '') return undefined;
  return code ? factorValueCode(code, value) : value;
}

/** "paymentTerm=20y,30y；gender=M" (factor names and value labels accepted) → `when`. */
function parseWhen(cell: string, row: ReadRow): Record<string, string[]> | undefined {
  const when: Record<string, string[]> = {};
  for (const item of cell.split(LIST_SPLIT).filter((i) => i.trim() !== '')) {
    const eq = item.indexOf('=');
    const factor = eq < 0 ? undefined : factorCode(item.slice(0, eq));
    const values =
      eq < 0
        ? []
        : item
            .slice(eq + 1)
            .split(VALUE_SPLIT)
            .map((s) => s.trim())
            .filter(Boolean);
    if (!factor || values.length === 0) {
      const reason = eq < 0 || values.length === 0 ? '须为「因子=值,值；…」的形式' : '不认识的因子';
      row.problem(`${reason}：「${item.trim()}」`, '条件');
      return undefined;
    }
    when[factor] = values.map((value) => factorValueCode(factor, value));
  }
  return when;
}

export function readConstraints(table: RawTable, problems: Problems, target: TabularImport): void {
  for (const row of readRows(table, problems)) {
    const product = productOfRow(target, row);
    if (!product) continue;
    const list = (product.parts.constraints ??= []) as unknown[];
    const v = row.value;
    const i = list.length;
    const factor = factorCode(text(v.factor) ?? '');
    const when = text(v.when) ? parseWhen(v.when as string, row) : {};
    if (when === undefined) product.failed.add(['constraints', i, 'when'].join('/'));
    const oneOf = text(v.oneOf)
      ?.split(/[；;、,，\n]/)
      .map((s) => s.trim())
      .filter(Boolean)
      .map((value) => (factor ? factorValueCode(factor, value) : value));
    const require = defined({ factor: factor ?? v.factor, min: v.min, max: v.max, oneOf });
    list.push({ when: when ?? {}, require, message: v.message });
    const base = ['constraints', i];
    product.sources.set(base, row.at());
    product.sources.set([...base, 'when'], row.at('条件'));
    product.sources.set([...base, 'message'], row.at('提示信息'));
    product.sources.set([...base, 'require'], row.at('约束因子'));
    for (const [key, column] of [
      ['factor', '约束因子'],
      ['min', '最小值'],
      ['max', '最大值'],
      ['oneOf', '可选值'],
    ] as const) {
      product.sources.set([...base, 'require', key], row.at(column));
      if (row.failed.has(column)) product.failed.add([...base, 'require', key].join('/'));
    }
  }
}
