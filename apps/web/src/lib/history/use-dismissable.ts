import { useEffect, useRef } from 'react';

/**
 * A sheet or dialog that closes the way phones close things: Esc, and the back gesture or button. While
 * `open`, one history entry with the same address and router state is pushed, so back pops that entry
 * (the router sees the same location) instead of leaving the page; closed another way, the entry is
 * taken off again. For sheets without links inside (leaving from one would be undone by the clean-up).
 */
export function useDismissable(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    if (!open) return;
    window.history.pushState(window.history.state, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      closeRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('keydown', onKey);
      if (!popped) window.history.back();
    };
  }, [open]);
}
