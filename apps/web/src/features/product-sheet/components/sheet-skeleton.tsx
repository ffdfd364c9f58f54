import { common } from '../../../locales/zh-CN/common';

/** Grey blocks in the sheet's shape while the product loads, so the page does not jump when it arrives. */
export function SheetSkeleton() {
  return (
    <div className="sheet-skeleton" role="status" aria-label={common.loading} aria-busy="true">
      <span className="sheet-skeleton__line sheet-skeleton__line--title" />
      <span className="sheet-skeleton__line sheet-skeleton__line--short" />
      {[0, 1, 2].map((card) => (
        <span key={card} className="sheet-skeleton__card">
          <span className="sheet-skeleton__line" />
          <span className="sheet-skeleton__line" />
          <span className="sheet-skeleton__line sheet-skeleton__line--short" />
        </span>
      ))}
    </div>
  );
}
