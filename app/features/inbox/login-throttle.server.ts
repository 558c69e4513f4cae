import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../../server/db/client";

/**
 * Failed sign-ins are counted per account and per client address in the rate_limits table (the
 * same fixed windows the form endpoints use, so instances sharing a database count together).
 * Past the limit, that account or address is locked until its window ends, even for the right
 * password: guessing stops being worth it, and a real user waits minutes, not forever.
 */
export interface LoginThrottleOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
};

const accountKey = (email: string) => `inbox-login-account:${email}`;
const addressKey = (ip: string) => `inbox-login-ip:${ip}`;

async function failuresIn(db: Database, key: string): Promise<number> {
  const result = await db.execute(sql`select hits from rate_limits where key = ${key} and reset_at > now()`);
  return Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
}

async function countFailure(db: Database, key: string, options: LoginThrottleOptions): Promise<void> {
  const window = sql`${options.windowMs} * interval '1 millisecond'`;
  await db.execute(sql`
    insert into rate_limits as counter (key, hits, reset_at)
    values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
      reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end`);
}

export function createLoginThrottle(db: Database, options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {
  return {
    async isLocked(email: string, ip: string): Promise<boolean> {
      const [account, address] = await Promise.all([
        failuresIn(db, accountKey(email)),
        failuresIn(db, addressKey(ip)),
      ]);
      return account >= options.maxFailuresPerAccount || address >= options.maxFailuresPerAddress;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await countFailure(db, accountKey(email), options);
      await countFailure(db, addressKey(ip), options);
    },
    /** A successful sign-in clears the account's count (the address keeps its own). */
    async recordSuccess(email: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${accountKey(email)}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
