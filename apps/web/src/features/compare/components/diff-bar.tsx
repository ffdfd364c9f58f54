import type { Comparison } from '@broker/contract';
import { compareText } from '../../../locales/zh-CN/compare';
import './diff-bar.css';

/** The common state's diff bar: only rows where the products differ. */
export function DiffBar({
  comparison,
  diffOnly,
  onToggle,
}: {
  comparison: Comparison;
  diffOnly: boolean;
  onToggle(): void;
}) {
  const same = comparison.rows.filter((r) => r.isConsistent).length;
  return (
    <div className="diff-bar">
      <label className="diff-bar__toggle">
        <input type="checkbox" role="switch" checked={diffOnly} onChange={onToggle} />
        {compareText.diffOnly}
      </label>
      <span className="diff-bar__count">{`${comparison.rows.length - same}项不同 · ${same}项相同`}</span>
    </div>
  );
}
