import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~server/db/client";
import { testDatabases } from "~server/db/test-databases";
import { createFormTokenUses } from "./form-token-uses.server";

const databases = await testDatabases("form-token-uses");

describe.each(databases)("form token uses on $name", (database) => {
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

  it("counts each use once, also when the uses of one token race into one write", async () => {
    const uses = createFormTokenUses({ db, windowMs: 60_000, lingerMs: 20, writeConcurrency: 2 });
    const counts = await Promise.all([
      ...Array.from({ length: 10 }, () => uses.use("token-a")),
      ...Array.from({ length: 5 }, (_, index) => uses.use(`token-${index}`)),
    ]);
    expect(counts.slice(0, 10).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(counts.slice(10)).toEqual([1, 1, 1, 1, 1]);
    expect(await uses.use(" token-a ")).toBe(11);
  });

  it("gives a use back, and forgets a token once its window has passed", async () => {
    const uses = createFormTokenUses({ db, windowMs: 60_000 });
    expect(await uses.use("token")).toBe(1);
    await uses.giveBack("token");
    expect(await uses.use("token")).toBe(1);
    expect(await uses.use("token")).toBe(2);
    await db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    expect(await uses.use("token")).toBe(1);
  });

  it("stores no token, only its hash", async () => {
    const uses = createFormTokenUses({ db, windowMs: 60_000 });
    await uses.use("eyJmb3JtIjoiaGlyaW5nUmVxdWVzdCJ9.c2lnbmF0dXJl");
    const result = await db.execute(sql`select key from rate_limits`);
    const [row] = (result as unknown as { rows: { key: string }[] }).rows;
    expect(row?.key).toMatch(/^form-token:[\w-]{32}$/);
  });
});
