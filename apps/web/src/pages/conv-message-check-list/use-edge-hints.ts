import { useEffect, useState, type RefObject } from 'react';

export interface EdgeHints {
  /** More to see to the left / right of what is shown. */
  start: boolean;
  end: boolean;
}

// Sub-pixel widths leave a fraction unscrolled at the ends; that is not "more".
const SLACK = 2;

/** Whether a sideways-scrolling row has more on either side, kept current on scroll and resize. */
export function useEdgeHints(ref: RefObject<HTMLElement | null>): EdgeHints {
  const [hints, setHints] = useState<EdgeHints>({ start: false, end: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const start = row.scrollLeft > SLACK;
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - SLACK;
      setHints((h) => (h.start === start && h.end === end ? h : { start, end }));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return hints;
}
