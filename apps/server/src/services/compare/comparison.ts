import type { CompareRequest, Comparison } from '@broker/contract';
import type { ComputedProduct } from './compute.js';
import { pickYears } from './compute.js';
import { NONE } from './cells.js';
import { buildRows, finish } from './rows.js';

/** '甲、乙等3款产品对比': the history item's title. */
export function titleOf(names: readonly string[]): string {
  const shown = names.slice(0, 2).join('、');
  return names.length > 2 ? `${shown}等${names.length}款产品对比` : `${shown}对比`;
}

export function assemble(request: CompareRequest, computed: readonly ComputedProduct[]): Comparison {
  const names = computed.map((c) => c.product.name);
  return {
    id: null,
    title: titleOf(names),
    request,
    products: computed.map((c) => ({
      code: c.product.code,
      name: c.product.name,
      company: c.summary.company,
      type: c.summary.type,
      typeCode: c.product.type,
      onSale: c.product.onSale,
      factors: c.factors,
      errors: c.errors,
      illustration: c.illustration && {
        columns: c.illustration.columns,
        rows: pickYears(c.illustration.rows),
      },
    })),
    rows: buildRows(computed),
    mixedTypes: new Set(computed.map((c) => c.product.type)).size > 1,
    savedAt: null,
    pricesMayHaveChanged: false,
  };
}

/** A saved comparison without one of its products: its cells leave every row, the flags follow. */
export function withoutProduct(comparison: Comparison, code: string): Comparison {
  const { [code]: _dropped, ...productFactors } = comparison.request.productFactors;
  const productCodes = comparison.request.productCodes.filter((c) => c !== code);
  const products = comparison.products.filter((p) => p.code !== code);
  const rows = comparison.rows
    .map((row) => finish({ ...row, cellData: row.cellData.filter((c) => c.productCode !== code) }))
    .filter((row) => row.group === 'basic' || row.rowValues.some((v) => v !== NONE));
  return {
    ...comparison,
    title: titleOf(products.map((p) => p.name)),
    request: { ...comparison.request, productCodes, productFactors },
    products,
    rows,
    mixedTypes: new Set(products.map((p) => p.typeCode)).size > 1,
  };
}

/** What a customer may see: no commission rows, ever. */
export function forCustomer(comparison: Comparison): Comparison {
  return { ...comparison, rows: comparison.rows.filter((row) => !row.agentOnly) };
}
