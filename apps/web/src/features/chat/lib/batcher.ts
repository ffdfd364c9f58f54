/**
 * Collects items and hands them over at most every `intervalMs` (a plain timer, not
 * requestAnimationFrame: rAF stops in background tabs and web views, which would hold the whole answer
 * back until the agent returns). `flush()` hands over at once, e.g. for the first and last events.
 */
export function createBatcher<T>(deliver: (items: T[]) => void, intervalMs: number) {
  let queue: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    deliver(items);
  }

  return {
    push(item: T) {
      queue.push(item);
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
    /** Drops what is queued (the stream was superseded). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}
