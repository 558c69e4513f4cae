import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { createBatcher } from "~server/db/batcher";
import { type Database, parseRows } from "~server/db/client";

/**
 * How many submissions each form token has carried, counted in the rate_limits table so that
 * every instance sharing the database agrees. A token is good for one stored submission: the
 * count is taken before the submission is stored and given back when nothing was stored (a slot
 * just taken, a failed write), so the visitor's retry with the same token is not a replay.
 */
export interface FormTokenUses {
  /** Counts one use of the token and answers how many there have been, this one included. */
  use(token: string): Promise<number>;
  /** Gives back the use of a submission that was not stored after all. */
  giveBack(token: string): Promise<void>;
}

const keyOf = (token: string) =>
  `form-token:${createHash("sha256").update(token.trim()).digest("base64url").slice(0, 32)}`;

interface Use {
  key: string;
  uses: number;
}

/**
 * `windowMs`: how long a use is remembered; past the token's lifetime is enough (an expired token
 * is only flagged, but whoever holds one can ask for a fresh token anyway).
 */
export function createFormTokenUses(options: {
  db: Database;
  windowMs: number;
  /** Counts written at the same time (1 suits the embedded database's single connection). */
  writeConcurrency?: number;
  /**
   * Wait before a write so that concurrent submissions share it: the embedded database runs on
   * the main thread, and without it each write would carry one request (see createBatcher).
   */
  lingerMs?: number;
  /** Told when the count could not be read; the use then counts as the first. */
  onError?: (error: unknown) => void;
}): FormTokenUses {
  const { db, windowMs } = options;
  const onError = options.onError ?? ((error) => console.error("Counting a form token's use failed:", error));

  /**
   * One statement per batch of submissions (the lead writes are batched the same way, and one
   * statement per request would cost the embedded database most of its throughput). A token
   * sent twice within one batch counts twice; keys are sorted so concurrent batches lock rows in
   * one order.
   */
  async function count(keys: string[]): Promise<PromiseSettledResult<number>[]> {
    const perKey = new Map<string, number>();
    for (const key of keys) perKey.set(key, (perKey.get(key) ?? 0) + 1);
    const rows: Use[] = [...perKey]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, uses]) => ({ key, uses }));
    const result = await db.execute(sql`
      insert into rate_limits as counter (key, hits, reset_at)
      select key, uses, now() + ${windowMs} * interval '1 millisecond'
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(key text, uses int)
      order by key
      on conflict (key) do update set
        hits = case when counter.reset_at <= now() then excluded.hits else counter.hits + excluded.hits end,
        reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
      returning key, hits`);
    const total = new Map(
      parseRows("count form token uses", z.object({ key: z.string(), hits: z.number() }), result).map(
        (row) => [row.key, Number(row.hits)],
      ),
    );
    // Within the batch, the earlier request holds the earlier use.
    const handedOut = new Map<string, number>();
    return keys.map((key) => {
      const before = (total.get(key) ?? perKey.get(key)!) - perKey.get(key)!;
      const index = (handedOut.get(key) ?? 0) + 1;
      handedOut.set(key, index);
      return { status: "fulfilled", value: before + index };
    });
  }
  const batcher = createBatcher(count, {
    concurrency: options.writeConcurrency ?? 1,
    maxBatch: 200,
    lingerMs: options.lingerMs ?? 0,
  });

  return {
    async use(token) {
      try {
        return await batcher.add(keyOf(token));
      } catch (error) {
        // A spam brake must not turn real leads away; if the database is down, storing fails next.
        onError(error);
        return 1;
      }
    },

    async giveBack(token) {
      try {
        await db.execute(sql`
          update rate_limits set hits = greatest(hits - 1, 0)
          where key = ${keyOf(token)} and reset_at > now()`);
      } catch (error) {
        onError(error);
      }
    },
  };
}
