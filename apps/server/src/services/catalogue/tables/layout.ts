import { FACTOR_CODES, type FactorCode } from '@broker/contract';
import { FACTOR_NAMES } from '@broker/contract';
import { choiceCell, intCell, numberCell, textCell, tokensCell } from './cells.js';
import { col, PRODUCT_CODE, type Column } from './columns.js';
import { ILLUSTRATION_COLUMNS, PRODUCT_COLUMNS } from './product-columns.js';

/**
 * The spreadsheet layout (docs/catalogue-import.md): one sheet per table in a workbook, or one table per
 * CSV file. Row 1 holds the headers below; every later row is one record. Column order is free.
 */
export const TABLE_NAMES = [
  'companies',
  'products',
  'factors',
  'constraints',
  'rates',
  'commission',
  'clauses',
  'product_faq',
  'faq',
  'illustration',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/** Chinese sheet names an operator may use instead (the export uses the English ones). */
export const TABLE_TITLES: Record<TableName, string> = {
  companies: '保险公司',
  products: '产品',
  factors: '投保因子',
  constraints: '投保规则',
  rates: '费率',
  commission: '佣金',
  clauses: '条款',
  product_faq: '产品问答',
  faq: '常见问题',
  illustration: '利益演示',
};

export { PRODUCT_CODE, ILLUSTRATION_COLUMNS, PRODUCT_COLUMNS, type Column };

export const COMPANY_COLUMNS: Column[] = [
  col('公司代码', 'code', textCell),
  col('公司名称', 'name', textCell),
  col('简称', 'shortName', textCell),
  col('公司类型', 'kind', choiceCell({ life: '寿险公司', health: '健康险公司', property: '财产险公司' })),
  col('成立年份', 'founded', intCell),
  col('客服电话', 'hotline', textCell),
  col('简介', 'description', textCell),
];

export const CLAUSE_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'productCode', textCell),
  col('章节', 'title', textCell),
  col('段落', 'paragraph', textCell),
];

export const PRODUCT_FAQ_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'productCode', textCell),
  col('问题', 'question', textCell),
  col('答案', 'answer', textCell),
];

export const FAQ_COLUMNS: Column[] = [
  col('编号', 'id', textCell),
  col('分类', 'category', textCell),
  col('问题', 'question', textCell),
  col('答案', 'answer', textCell),
  col('关键词', 'keywords', tokensCell()),
];

export const FACTOR_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'productCode', textCell),
  col('因子代码', 'code', textCell),
  col('名称', 'label', textCell),
  col('输入方式', 'input', choiceCell({ select: '选择', number: '数值' })),
  /** "M=男；F=女": value=label pairs; a bare value is its own label. */
  col('选项', 'options', textCell),
  col('最小值', 'min', numberCell),
  col('最大值', 'max', numberCell),
  col('步长', 'step', numberCell),
  col('单位', 'unit', textCell),
  col('默认值', 'default', textCell),
  col('提示', 'hint', textCell),
  /** "no=1.6；yes=1": premium multipliers by option value (the rate table's adjustments). */
  col('费率系数', 'adjustments', textCell),
  /** "A=2000000；B=4000000": the sum insured each plan of a per-policy product stands for. */
  col('选项保额', 'optionAmounts', textCell, true),
  /** "A60=60；A65=65": the age annuity payments start for each plan of an annuity. */
  col('选项起领年龄', 'optionStartAges', textCell, true),
];

export const CONSTRAINT_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'productCode', textCell),
  /** "paymentTerm=20y,30y；gender=M": all must hold; empty means always. */
  col('条件', 'when', textCell),
  col('约束因子', 'factor', textCell),
  col('最小值', 'min', numberCell),
  col('最大值', 'max', numberCell),
  col('可选值', 'oneOf', textCell),
  col('提示信息', 'message', textCell),
];

/**
 * Rate rows: the factors that may select a row — the select factors; age has a column per value, and
 * sums insured and premiums are amounts, not keys — then one column per age.
 */
const NOT_KEYS: readonly FactorCode[] = ['age', 'sumInsured', 'premium'];
export const RATE_KEY_FACTORS: readonly FactorCode[] = FACTOR_CODES.filter(
  (code) => !NOT_KEYS.includes(code),
);
export const RATE_FIXED_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'productCode', textCell),
  ...RATE_KEY_FACTORS.map((factor) => col(FACTOR_NAMES[factor], ['key', factor], textCell, true)),
];
export const ageHeader = (age: number) => `${age}岁`;
export function parseAgeHeader(header: string): number | undefined {
  const match = /^(\d{1,3})(?:岁)?$/.exec(header);
  return match ? Number(match[1]) : undefined;
}

export const COMMISSION_FIXED_COLUMNS: Column[] = [
  col(PRODUCT_CODE, 'productCode', textCell),
  col('交费期限', 'paymentTerm', textCell),
];
export const yearHeader = (year: number) => `第${year}年`;
export function parseYearHeader(header: string): number | undefined {
  const match = /^第(\d{1,3})年$/.exec(header);
  return match ? Number(match[1]) : undefined;
}

/** Fixed columns of each table (rates and commission add age / policy-year columns). */
export const TABLE_COLUMNS: Record<TableName, Column[]> = {
  companies: COMPANY_COLUMNS,
  products: PRODUCT_COLUMNS,
  factors: FACTOR_COLUMNS,
  constraints: CONSTRAINT_COLUMNS,
  rates: RATE_FIXED_COLUMNS,
  commission: COMMISSION_FIXED_COLUMNS,
  clauses: CLAUSE_COLUMNS,
  product_faq: PRODUCT_FAQ_COLUMNS,
  faq: FAQ_COLUMNS,
  illustration: ILLUSTRATION_COLUMNS,
};

/** Columns a table takes besides its fixed ones: one per age (rates) or policy year (commission). */
export function extraHeaderOf(table: TableName): (header: string) => boolean {
  if (table === 'rates') return (h) => parseAgeHeader(h) !== undefined;
  if (table === 'commission') return (h) => parseYearHeader(h) !== undefined;
  return () => false;
}

/** Which table a CSV file holds, told by a header only that table has. */
export function tableOfHeader(headers: readonly string[]): TableName | undefined {
  const has = (h: string) => headers.includes(h);
  if (has('公司名称') && !has('产品名称')) return 'companies';
  if (has('产品名称')) return 'products';
  if (has('因子代码')) return 'factors';
  if (has('约束因子')) return 'constraints';
  if (has('演示方法')) return 'illustration';
  if (has('章节')) return 'clauses';
  if (has('编号') && has('分类')) return 'faq';
  if (has('问题') && has(PRODUCT_CODE)) return 'product_faq';
  if (headers.some((h) => parseYearHeader(h) !== undefined)) return 'commission';
  if (headers.some((h) => parseAgeHeader(h) !== undefined)) return 'rates';
  return undefined;
}
