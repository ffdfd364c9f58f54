import type { Company, Product } from '@broker/contract';
import type { CatalogueContent } from '../document.js';
import type { Cell } from './cells.js';
import {
  ageHeader,
  CLAUSE_COLUMNS,
  COMPANY_COLUMNS,
  CONSTRAINT_COLUMNS,
  FACTOR_COLUMNS,
  FAQ_COLUMNS,
  ILLUSTRATION_COLUMNS,
  PRODUCT_COLUMNS,
  PRODUCT_FAQ_COLUMNS,
  RATE_FIXED_COLUMNS,
  RATE_KEY_FACTORS,
  yearHeader,
  type Column,
  type TableName,
} from './layout.js';

export interface WrittenTable {
  name: TableName;
  headers: string[];
  rows: Cell[][];
}

function valueAt(record: unknown, path: readonly string[]): unknown {
  let node = record;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const genericRow = (columns: Column[], record: unknown): Cell[] =>
  columns.map((column) => column.codec.write(valueAt(record, column.path)));

const table = (name: TableName, columns: Column[], rows: Cell[][]): WrittenTable => ({
  name,
  headers: columns.map((c) => c.header),
  rows,
});

const joined = (items: readonly string[]) => (items.length > 0 ? items.join('；') : null);

function factorRows(product: Product): Cell[][] {
  return product.factors.map((factor) => {
    const weights = product.rates.adjustments.filter((a) => a.factor === factor.code);
    const options = factor.options?.map((o) => (o.value === o.label ? o.value : `${o.value}=${o.label}`));
    const cells: Record<string, Cell> = {
      productCode: product.code,
      code: factor.code,
      label: factor.label,
      input: factor.input === 'select' ? '选择' : '数值',
      options: options ? joined(options) : null,
      min: factor.min ?? null,
      max: factor.max ?? null,
      step: factor.step ?? null,
      unit: factor.unit ?? null,
      default: factor.default,
      hint: factor.hint ?? null,
      adjustments: joined(weights.map((w) => `${w.value}=${w.multiplier}`)),
      optionAmounts: joined(
        (factor.options ?? []).flatMap((o) => (o.amount === undefined ? [] : [`${o.value}=${o.amount}`])),
      ),
      optionStartAges: joined(
        (factor.options ?? []).flatMap((o) => (o.startAge === undefined ? [] : [`${o.value}=${o.startAge}`])),
      ),
    };
    return FACTOR_COLUMNS.map((c) => cells[c.path[0] ?? ''] ?? null);
  });
}

function constraintRows(product: Product): Cell[][] {
  return product.constraints.map((constraint) => {
    const when = Object.entries(constraint.when).map(([factor, values]) => `${factor}=${values.join(',')}`);
    const cells: Record<string, Cell> = {
      productCode: product.code,
      when: joined(when),
      factor: constraint.require.factor,
      min: constraint.require.min ?? null,
      max: constraint.require.max ?? null,
      oneOf: constraint.require.oneOf ? joined(constraint.require.oneOf) : null,
      message: constraint.message,
    };
    return CONSTRAINT_COLUMNS.map((c) => cells[c.path[0] ?? ''] ?? null);
  });
}

function rateTable(products: Product[]): WrittenTable {
  const rows = products.flatMap((p) => p.rates.rows.map((row) => ({ code: p.code, row })));
  const first = Math.min(...rows.map(({ row }) => row.minAge));
  const last = Math.max(...rows.map(({ row }) => row.minAge + row.rates.length - 1));
  const ages = rows.length === 0 ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    name: 'rates',
    headers: [...RATE_FIXED_COLUMNS.map((c) => c.header), ...ages.map(ageHeader)],
    rows: rows.map(({ code, row }) => [
      code,
      ...RATE_KEY_FACTORS.map((factor) => row.key[factor] ?? null),
      ...ages.map((age) => row.rates[age - row.minAge] ?? null),
    ]),
  };
}

function commissionTable(products: Product[]): WrittenTable {
  const rows = products.flatMap((p) => p.commission.byPaymentTerm.map((row) => ({ code: p.code, row })));
  const years = Math.max(1, ...rows.map(({ row }) => row.rates.length));
  return {
    name: 'commission',
    headers: ['产品代码', '交费期限', ...Array.from({ length: years }, (_, i) => yearHeader(i + 1))],
    rows: rows.map(({ code, row }) => [
      code,
      row.paymentTerm,
      ...Array.from({ length: years }, (_, i) => row.rates[i] ?? null),
    ]),
  };
}

function clauseRows(product: Product): Cell[][] {
  return product.clauses.flatMap((section) =>
    section.paragraphs.length === 0
      ? [[product.code, section.title, null]]
      : section.paragraphs.map((paragraph) => [product.code, section.title, paragraph]),
  );
}

/** The catalogue as the spreadsheet tables, in the layout import reads. */
export function catalogueTables(content: CatalogueContent): WrittenTable[] {
  const { companies, products, faq } = content;
  return [
    table(
      'companies',
      COMPANY_COLUMNS,
      companies.map((c: Company) => genericRow(COMPANY_COLUMNS, c)),
    ),
    table(
      'products',
      PRODUCT_COLUMNS,
      products.map((p) => genericRow(PRODUCT_COLUMNS, p)),
    ),
    table('factors', FACTOR_COLUMNS, products.flatMap(factorRows)),
    table('constraints', CONSTRAINT_COLUMNS, products.flatMap(constraintRows)),
    rateTable(products),
    commissionTable(products),
    table('clauses', CLAUSE_COLUMNS, products.flatMap(clauseRows)),
    table(
      'product_faq',
      PRODUCT_FAQ_COLUMNS,
      products.flatMap((p) => p.faq.map((pair) => [p.code, pair.question, pair.answer])),
    ),
    table(
      'faq',
      FAQ_COLUMNS,
      faq.map((entry) => genericRow(FAQ_COLUMNS, entry)),
    ),
    table(
      'illustration',
      ILLUSTRATION_COLUMNS,
      products.map((p) => genericRow(ILLUSTRATION_COLUMNS, { ...p.illustration, productCode: p.code })),
    ),
  ];
}
