import type { ReactNode } from 'react';
import {
  COMPARE_GROUPS,
  COMPARE_GROUP_LABELS,
  type ComparedProduct,
  type Comparison,
  type CompareRow,
} from '@broker/contract';
import { compareText } from '../../../locales/zh-CN/compare';
import { CellEditor } from './cell-editor';
import './comparison-table.css';

export interface TableEditing {
  /** The row being recomputed (spec: update-loading flag). */
  loadingRow: string | null;
  onEdit(row: CompareRow, productCode: string, value: string | number): void;
  onRemove?(productCode: string): void;
  /**
   * The agent's copy links each product to its sheet (given by the page: the table has no router, as the
   * customer's share page has none); the customer's copy shows the name only.
   */
  productName?(product: ComparedProduct): ReactNode;
}

interface ComparisonTableProps {
  comparison: Comparison;
  diffOnly: boolean;
  editing?: TableEditing;
}

/** Parameter rows side by side: the first column stays pinned while five products scroll past it. */
export function ComparisonTable({ comparison, diffOnly, editing }: ComparisonTableProps) {
  const { products } = comparison;
  const canRemove = editing?.onRemove && products.length > 2;
  const groups = COMPARE_GROUPS.map((group) => ({
    group,
    rows: comparison.rows.filter((r) => r.group === group && !(diffOnly && r.isConsistent)),
  })).filter((g) => g.rows.length > 0);
  return (
    <div className="compare-table" role="region" aria-label={comparison.title} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col" className="compare-table__pin">
              {compareText.productCount(products.length)}
            </th>
            {products.map((p) => (
              <th key={p.code} scope="col" className="compare-table__product">
                {editing?.productName?.(p) ?? <span className="compare-table__product-name">{p.name}</span>}
                {canRemove && (
                  <button
                    type="button"
                    className="compare-table__remove"
                    onClick={() => editing?.onRemove?.(p.code)}
                    aria-label={`${compareText.removeProduct}：${p.name}`}
                  >
                    {compareText.removeProduct}
                  </button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.some((p) => p.errors.length > 0) && (
            <tr className="compare-table__errors">
              <th scope="row" className="compare-table__pin">
                {compareText.productErrors}
              </th>
              {products.map((p) => (
                <td key={p.code} role="alert">
                  {p.errors.join('；')}
                </td>
              ))}
            </tr>
          )}
          {groups.map(({ group, rows }) => [
            <tr key={group} className="compare-table__group">
              <th scope="rowgroup" colSpan={products.length + 1}>
                <span className="compare-table__group-label">{COMPARE_GROUP_LABELS[group]}</span>
              </th>
            </tr>,
            ...rows.map((row) => (
              <tr
                key={row.paramCode}
                className={row.isConsistent ? undefined : 'compare-table__row--diff'}
                aria-busy={editing?.loadingRow === row.paramCode}
              >
                <th scope="row" className="compare-table__pin">
                  {row.paramName}
                </th>
                {row.cellData.map((cell) => (
                  <td key={cell.productCode}>
                    {editing && row.editValue && cell.value !== null ? (
                      <CellEditor
                        row={row}
                        cell={cell}
                        productName={products.find((p) => p.code === cell.productCode)?.name ?? ''}
                        loading={editing.loadingRow === row.paramCode}
                        onChange={(value) => editing.onEdit(row, cell.productCode, value)}
                      />
                    ) : (
                      cell.text
                    )}
                  </td>
                ))}
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}
