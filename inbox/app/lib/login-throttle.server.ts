import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, parseRows } from "~server/db/client";

/**
 * Sign-in throttling that protects without locking out, counted in the rate_limits table (so
 * instances sharing a database count together, on the database's clock).
 *
 * Every check of a secret (password, code, current password) first reserves its count, one
 * atomic statement per counter, so parallel guesses cannot all pass before a failure is recorded:
 *
 * - per account and client address: at most `maxFailuresPerAccountAndAddress` checks per window;
 *   past that, this address is refused for this account until the window ends, while every other
 *   address can still sign in to it;
 * - per client address, over all accounts: at most `maxFailuresPerAddress` per window;
 * - per account, over all addresses: from the `accountDelayAfter`th failure within
 *   `accountWindowMs` on, each further check must wait a delay that doubles from
 *   `accountDelayBaseMs` up to `accountDelayMaxMs`. Attempts sooner are refused at once (the server
 *   never sleeps), so a spread-out guesser gets a few guesses an hour.
 *
 * An address that completed a sign-in to an account lately (`trustedAddressMs`) is exempt from
 * the account's delay and from the address limit (its own account-and-address limit still holds),
 * so guesses from elsewhere never keep the account's owner out. A check that passes gives its
 * reservation back; a completed sign-in also clears the account-and-address count.
 */
export interface LoginThrottleOptions {
  maxFailuresPerAccountAndAddress: number;
  maxFailuresPerAddress: number;
  windowMs: number;
  accountDelayAfter: number;
  accountDelayBaseMs: number;
  accountDelayMaxMs: number;
  accountWindowMs: number;
  trustedAddressMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailuresPerAccountAndAddress: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
  // Twice the per-address limit: one address alone never starts the account's delay.
  accountDelayAfter: 10,
  accountDelayBaseMs: 5_000,
  accountDelayMaxMs: 5 * 60 * 1000,
  accountWindowMs: 24 * 60 * 60 * 1000,
  trustedAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/** Which limit refused an attempt (also written to the audit log). */
export type LoginLock = "account and address" | "address" | "account delay";

export type LoginReservation =
  | { allowed: true; lockStarted: LoginLock | null }
  | { allowed: false; lock: LoginLock; lockStarted: LoginLock | null };

// Keys hold the canonical account name, so privacy erasure finds and deletes them. The address
// comes first: it never contains "|", so no account name can forge another pair's key.
const pairKey = (email: string, ip: string) => `inbox-login-pair:${ip}|${email}`;
const addressKey = (ip: string) => `inbox-login-ip:${ip}`;
const accountKey = (email: string) => `inbox-login-account:${email}`;
const accountWaitKey = (email: string) => `inbox-login-account-wait:${email}`;
const trustedKey = (email: string, ip: string) => `inbox-login-trusted:${ip}|${email}`;

/** Counts stop here: far beyond any limit, far below the column's range. */
const HITS_CAP = 1_000_000;

const interval = (ms: number) => sql`${ms} * interval '1 millisecond'`;

/** Adds one to a fixed-window counter (restarting a finished window) and returns the new count. */
async function reserveIn(db: Database, key: string, windowMs: number): Promise<number> {
  const result = await db.execute(sql`
    insert into rate_limits as counter (key, hits, reset_at)
    values (${key}, 1, now() + ${interval(windowMs)})
    on conflict (key) do update set
      hits = case when counter.reset_at <= now() then 1 else least(counter.hits + 1, ${HITS_CAP}) end,
      reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
    returning hits`);
  return Number(parseRows("count a sign-in attempt", z.object({ hits: z.number() }), result)[0]?.hits ?? 0);
}

async function giveBack(db: Database, key: string): Promise<void> {
  await db.execute(sql`
    update rate_limits set hits = greatest(hits - 1, 0) where key = ${key} and reset_at > now()`);
}

async function isLive(db: Database, key: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from rate_limits where key = ${key} and reset_at > now()`);
  return parseRows("live sign-in counter", z.unknown(), result).length > 0;
}

/**
 * The account's delay: under a row lock on the account's counter, so attempts from many
 * addresses at once pass one at a time. Past the threshold, a pass sets when the next may come.
 */
async function passAccountDelay(
  db: Database,
  email: string,
  options: LoginThrottleOptions,
): Promise<{ allowed: boolean; delayStarted: boolean }> {
  const key = accountKey(email);
  const waitKey = accountWaitKey(email);
  const window = interval(options.accountWindowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into rate_limits (key, hits, reset_at) values (${key}, 0, now() + ${window})
      on conflict (key) do nothing`);
    const [row] = parseRows(
      "account sign-in delay",
      z.object({ hits: z.number(), live: z.boolean(), waiting: z.boolean() }),
      await tx.execute(sql`
        select hits, reset_at > now() as live,
          exists (select 1 from rate_limits w where w.key = ${waitKey} and w.reset_at > now()) as waiting
        from rate_limits where key = ${key} for update`),
    );
    const failures = row?.live ? Number(row.hits) : 0;
    if (failures >= options.accountDelayAfter && row?.waiting) return { allowed: false, delayStarted: false };
    const hits = Math.min(failures + 1, HITS_CAP);
    await tx.execute(sql`
      update rate_limits set hits = ${hits},
        reset_at = case when reset_at <= now() then now() + ${window} else reset_at end
      where key = ${key}`);
    if (hits >= options.accountDelayAfter) {
      const delayMs = Math.min(
        options.accountDelayBaseMs * 2 ** (hits - options.accountDelayAfter),
        options.accountDelayMaxMs,
      );
      await tx.execute(sql`
        insert into rate_limits as wait (key, hits, reset_at)
        values (${waitKey}, ${hits}, now() + ${interval(delayMs)})
        on conflict (key) do update set hits = excluded.hits, reset_at = excluded.reset_at`);
    }
    return { allowed: true, delayStarted: hits === options.accountDelayAfter };
  });
}

export function createLoginThrottle(db: Database, options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE) {
  const refused = (lock: LoginLock, started: boolean): LoginReservation => ({
    allowed: false,
    lock,
    lockStarted: started ? lock : null,
  });

  return {
    /**
     * Reserves one check of `email`'s secret from `ip`. Refused: answer with the usual failure
     * and check nothing. Allowed: the reservation stays as a failure unless `release` follows.
     * `lockStarted` names a limit this attempt reached first (once per lock), for the audit log.
     */
    async reserve(email: string, ip: string): Promise<LoginReservation> {
      const trusted = await isLive(db, trustedKey(email, ip));
      // The address first: past its limit, nothing is stored for the names it tries.
      const addressHits = await reserveIn(db, addressKey(ip), options.windowMs);
      if (!trusted && addressHits > options.maxFailuresPerAddress) {
        return refused("address", addressHits === options.maxFailuresPerAddress + 1);
      }
      const pairHits = await reserveIn(db, pairKey(email, ip), options.windowMs);
      if (pairHits > options.maxFailuresPerAccountAndAddress) {
        return refused("account and address", pairHits === options.maxFailuresPerAccountAndAddress + 1);
      }
      if (trusted) {
        await reserveIn(db, accountKey(email), options.accountWindowMs);
        return { allowed: true, lockStarted: null };
      }
      const delay = await passAccountDelay(db, email, options);
      if (!delay.allowed) return refused("account delay", false);
      return { allowed: true, lockStarted: delay.delayStarted ? "account delay" : null };
    },

    /** The reserved check passed: it was no failure, so its counts are given back. */
    async release(email: string, ip: string): Promise<void> {
      await giveBack(db, pairKey(email, ip));
      await giveBack(db, addressKey(ip));
      await giveBack(db, accountKey(email));
    },

    /** A sign-in is complete: this address's failures for the account are forgotten, and it is trusted. */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${pairKey(email, ip)}`);
      await db.execute(sql`
        insert into rate_limits as trusted (key, hits, reset_at)
        values (${trustedKey(email, ip)}, 1, now() + ${interval(options.trustedAddressMs)})
        on conflict (key) do update set reset_at = excluded.reset_at`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
