import type { WindowCounter } from '../scale/shared-counters.js';

/**
 * Fixed windows kept in this process's memory, with the rule of the shared counters (a window starts
 * at a key's first request and lasts `windowMs`). The API's per-route limits count here when there is
 * no Redis, and while Redis cannot be reached: one database write per request would cost more than
 * the limit protects (decision 047).
 */
export function memoryWindowCounter(): WindowCounter {
  const windows = new Map<string, { count: number; start: number; endsAt: number }>();
  let sweepAt = 0;
  return {
    async hit(key, now, windowMs) {
      const at = now.getTime();
      // Ended windows go once a minute, so a flood of one-off addresses does not grow the map for ever.
      if (at >= sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
        sweepAt = at + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, start: at, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, windowStartedAt: new Date(window.start) };
    },
  };
}
