/**
 * Counts hits per key in fixed windows. One process keeps the counts in memory; several API processes
 * behind a load balancer share them in Redis (redis-throttle-store.ts), or each would allow the limit
 * again.
 */
export type ThrottleCount = { count: number; resetsAt: number };

export type ThrottleStore = {
  /** Counts one hit for `key` in the window of `windowMs` holding `now`; answers the window's count so far. */
  hit(key: string, windowMs: number, now: number): Promise<ThrottleCount>;
  close(): Promise<void>;
};

export const windowStart = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

/** In this process; at most `maxTracked` keys (the oldest go first), so a flood of addresses stays bounded. */
export function memoryThrottleStore(maxTracked = 10_000): ThrottleStore {
  const windows = new Map<string, ThrottleCount>();
  return {
    async hit(key, windowMs, now) {
      const resetsAt = windowStart(now, windowMs) + windowMs;
      const current = windows.get(key);
      const next =
        current && current.resetsAt === resetsAt ? { count: current.count + 1, resetsAt } : { count: 1, resetsAt };
      windows.delete(key);
      windows.set(key, next);
      while (windows.size > maxTracked) {
        const oldest = windows.keys().next().value;
        if (oldest === undefined) break;
        windows.delete(oldest);
      }
      return next;
    },
    async close() {
      windows.clear();
    },
  };
}
