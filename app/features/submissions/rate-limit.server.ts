export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string): RateLimitDecision;
}

export interface RateLimiterOptions {
  /** Requests allowed per key and window; 0 allows everything. */
  max: number;
  windowMs: number;
  /** Keys remembered at most; beyond that the oldest windows are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * A fixed window per key, in memory. Per process: several instances each allow `max`, which is
 * acceptable for a spam brake (the spam rules and the proxy's limits come on top).
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { max, windowMs } = options;
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  // Map order is insertion order, and a key is re-inserted when its window restarts, so the
  // first entries are always the oldest windows.
  const windows = new Map<string, { count: number; resetAt: number }>();

  function makeRoom(time: number) {
    for (const [key, entry] of windows) {
      if (windows.size < maxKeys) return;
      if (entry.resetAt <= time) windows.delete(key);
      else break;
    }
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) return;
      windows.delete(oldest);
    }
  }

  return {
    hit(key) {
      if (max <= 0) return { allowed: true };
      const time = now();
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        windows.delete(key);
        makeRoom(time);
        windows.set(key, { count: 1, resetAt: time + windowMs });
        return { allowed: true };
      }
      if (entry.count < max) {
        entry.count += 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)) };
    },
  };
}
