import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, type DatabaseHandle, openDatabase, rowsOf } from "~server/db/client";
import { testDatabases } from "~server/db/test-databases";
import { createRateLimiter, deleteExpiredRateLimits } from "./rate-limit.server";

const databases = await testDatabases("rate-limit");

async function counters(db: Database) {
  const result = await db.execute(sql`select key, hits from rate_limits order by key`);
  return rowsOf<{ key: string; hits: number }>(result).map((row) => ({
    key: row.key,
    hits: Number(row.hits),
  }));
}

/** Moves every window of `key` (or all of them) into the past, as if its time had run out. */
async function expire(db: Database, key?: string) {
  await db.execute(
    key
      ? sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`
      : sql`update rate_limits set reset_at = now() - interval '1 second'`,
  );
}

describe.each(databases)("rate limiter on $name", (database) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    db = handle.db;
  });
  afterEach(() => db.execute(sql`truncate rate_limits`));
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("allows max requests per key and window, then tells when to retry", async () => {
    const limiter = createRateLimiter({ db, name: "form", max: 2, windowMs: 10_000 });
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    expect(await limiter.hit("b")).toEqual({ allowed: true });
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await counters(db)).toEqual([
      { key: "form:a", hits: 3 },
      { key: "form:b", hits: 1 },
    ]);
  });

  it("starts a new window once the old one has passed", async () => {
    const limiter = createRateLimiter({ db, name: "form", max: 1, windowMs: 60_000 });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
    await expire(db, "form:a");
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await counters(db)).toEqual([{ key: "form:a", hits: 1 }]);
    expect((await limiter.hit("a")).allowed).toBe(false);
  });

  it("counts each limiter on its own", async () => {
    const hiring = createRateLimiter({ db, name: "hiringRequest", max: 1, windowMs: 60_000 });
    const subscription = createRateLimiter({ db, name: "subscription", max: 1, windowMs: 60_000 });
    expect((await hiring.hit("203.0.113.7")).allowed).toBe(true);
    expect((await subscription.hit("203.0.113.7")).allowed).toBe(true);
    expect((await hiring.hit("203.0.113.7")).allowed).toBe(false);
  });

  it("keeps the count one past the limit however many requests come", async () => {
    const limiter = createRateLimiter({ db, name: "form", max: 3, windowMs: 60_000 });
    for (let i = 0; i < 10; i += 1) await limiter.hit("a");
    expect(await counters(db)).toEqual([{ key: "form:a", hits: 4 }]);
  });

  it("is off with max 0 and then writes nothing", async () => {
    const limiter = createRateLimiter({ db, name: "form", max: 0, windowMs: 1_000 });
    for (let i = 0; i < 20; i += 1) expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await counters(db)).toEqual([]);
  });

  it("allows exactly max in total when several instances count at once", async () => {
    // A second connection pool stands for a second server instance (PGlite has one per folder).
    const other =
      database.databaseUrl === undefined
        ? handle
        : await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: "unused" });
    try {
      const instances = [handle.db, other.db].map((instanceDb) =>
        createRateLimiter({ db: instanceDb, name: "hiringRequest", max: 6, windowMs: 60_000 }),
      );
      const decisions = await Promise.all(
        Array.from({ length: 30 }, (_, index) => instances[index % 2]!.hit("198.51.100.9")),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(6);
    } finally {
      if (other !== handle) await other.close();
    }
  });

  it("deletes finished windows from time to time, and on demand", async () => {
    const limiter = createRateLimiter({ db, name: "form", max: 5, windowMs: 60_000, sweepIntervalMs: 0 });
    await limiter.hit("old");
    await expire(db);
    await limiter.hit("new");
    await vi.waitFor(async () => expect(await counters(db)).toEqual([{ key: "form:new", hits: 1 }]));

    await expire(db);
    await deleteExpiredRateLimits(db);
    expect(await counters(db)).toEqual([]);
  });
});

describe("rate limiter when the database fails", () => {
  it("lets the request through and reports the error", async () => {
    const failing = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Database;
    const onError = vi.fn();
    const limiter = createRateLimiter({ db: failing, name: "form", max: 1, windowMs: 1_000, onError });
    expect(await limiter.hit("a")).toEqual({ allowed: true });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "connection refused" }));
  });
});
