import { useState } from 'react';
import type { CompareCell, CompareRow } from '@broker/contract';
import { compareText } from '../../../locales/zh-CN/compare';

interface CellEditorProps {
  row: CompareRow;
  cell: CompareCell;
  productName: string;
  loading: boolean;
  onChange(value: string | number): void;
}

/** An editable factor cell: a select of the product's own options, or a number confirmed with 确定. */
export function CellEditor({ row, cell, productName, loading, onChange }: CellEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = compareText.edit(row.paramName, productName);
  const options = row.editValue?.options?.[cell.productCode];
  if (options)
    return (
      <select
        className="cell-editor"
        aria-label={label}
        value={String(cell.value)}
        disabled={loading}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  if (draft === null)
    return (
      <button
        type="button"
        className="cell-editor cell-editor--number"
        aria-label={`${label}：${cell.text}`}
        disabled={loading}
        onClick={() => setDraft(String(cell.value))}
      >
        {cell.text}
      </button>
    );
  const commit = () => {
    const value = Number(draft);
    setDraft(null);
    if (draft.trim() !== '' && Number.isFinite(value) && value !== cell.value) onChange(value);
  };
  return (
    <form
      className="cell-editor__form"
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <input
        className="cell-editor"
        type="number"
        inputMode="numeric"
        aria-label={label}
        autoFocus
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className="cell-editor__ok">
        {compareText.confirm}
      </button>
    </form>
  );
}
