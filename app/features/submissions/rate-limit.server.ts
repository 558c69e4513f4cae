import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
}

export interface RateLimiterOptions {
  db: Database;
  /** Keeps the counters of one limiter apart from the others' in the shared table. */
  name: string;
  /** Requests allowed per key and window; 0 allows everything. */
  max: number;
  windowMs: number;
  /** Expired counters are deleted at most this often (default: once per window, at least a minute). */
  sweepIntervalMs?: number;
  /** Told when the counter could not be read; the request is then allowed. */
  onError?: (error: unknown) => void;
}

const counterRow = z.object({ hits: z.number(), remaining_ms: z.number() });
type CounterRow = z.output<typeof counterRow>;

/**
 * A fixed window per key, counted in the database (table rate_limits), so that every instance
 * sharing the database enforces one limit together. Each hit is one atomic statement: the row is
 * inserted, or incremented while its window is open, or restarted once the window has passed.
 * Times come from the database's clock, so instances whose clocks differ still agree.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { db, name, max, windowMs } = options;
  const sweepIntervalMs = options.sweepIntervalMs ?? Math.max(windowMs, 60_000);
  const onError = options.onError ?? ((error) => console.error("Rate limit check failed:", error));
  let lastSweep = Date.now();

  async function count(key: string): Promise<CounterRow> {
    const window = sql`${windowMs} * interval '1 millisecond'`;
    // The count stops one past the limit: it only has to tell "over", and cannot overflow.
    const result = await db.execute(sql`
      insert into rate_limits as counter (key, hits, reset_at)
      values (${`${name}:${key}`}, 1, now() + ${window})
      on conflict (key) do update set
        hits = case when counter.reset_at <= now() then 1 else least(counter.hits + 1, ${max + 1}) end,
        reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
      returning hits, (extract(epoch from (reset_at - now())) * 1000)::float8 as remaining_ms`);
    const row = parseRows("count a rate limit", counterRow, result)[0];
    if (!row) throw new Error("The rate limit counter returned no row");
    return row;
  }

  /** Forgets finished windows, so that the table holds only the addresses seen lately. */
  function sweep() {
    if (Date.now() - lastSweep < sweepIntervalMs) return;
    lastSweep = Date.now();
    deleteExpiredRateLimits(db).catch(onError);
  }

  return {
    async hit(key) {
      if (max <= 0) return { allowed: true };
      let counter: CounterRow;
      try {
        counter = await count(key);
      } catch (error) {
        // A brake on spam must not turn real leads away; if the database is down, storing the
        // submission fails next and answers 503.
        onError(error);
        return { allowed: true };
      }
      sweep();
      if (Number(counter.hits) <= max) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(Number(counter.remaining_ms) / 1000)),
      };
    },
  };
}

/** Deletes every finished window now (the limiters also do it from time to time). */
export async function deleteExpiredRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}
