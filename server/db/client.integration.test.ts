import { writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import journal from "../../drizzle/meta/_journal.json";
import { type DatabaseHandle, openDatabase, rowsOf } from "./client";
import { testDatabases } from "./test-databases";

const databases = await testDatabases("migrations");
const postgres = databases.find((database) => database.name === "PostgreSQL");
const pglite = databases.find((database) => database.name === "PGlite")!;

afterAll(async () => {
  for (const database of databases) await database.drop();
});

describe.skipIf(!postgres)("migrations on PostgreSQL", () => {
  it("succeed when several instances start on an empty database at the same moment", async () => {
    const open = () => openDatabase({ databaseUrl: postgres!.databaseUrl, pgliteDir: "unused", poolSize: 2 });
    const handles = await Promise.all([open(), open(), open()]);
    try {
      const result = await handles[0]!.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(rowsOf<{ count: number }>(result)[0]?.count)).toBe(journal.entries.length);
      for (const handle of handles) await handle.ping();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});

describe("the embedded database", () => {
  const pgliteDir = path.join(pglite.dataDir, "db");
  // The first opening in a process (compiling the engine, creating the database, migrating it)
  // takes seconds, and half a minute on a busy machine: that is setup, done once, with room to
  // spare. The tests then take milliseconds; the reopening finds the database created and migrated.
  let opened: DatabaseHandle;
  beforeAll(async () => {
    opened = await openDatabase({ pgliteDir });
  }, 120_000);
  afterAll(() => opened?.close());

  it("refuses a second opening of the same folder while the first is open", async () => {
    await expect(openDatabase({ pgliteDir })).rejects.toThrow(`The embedded database in ${pgliteDir}`);
    await opened.ping();
  });

  it("opens the folder again once the opening that held it is closed", async () => {
    await opened.close();
    // Open again for the other tests, in whatever order they run.
    opened = await openDatabase({ pgliteDir });
    await opened.ping();
  });

  it("refuses a folder that another running process holds, naming it", async () => {
    // A folder of its own, and a process that runs as long as this test: the one that started it.
    const heldDir = path.join(pglite.dataDir, "held-elsewhere");
    writeFileSync(`${heldDir}.lock`, `${process.ppid}\n`);
    await expect(openDatabase({ pgliteDir: heldDir })).rejects.toThrow(`in use by process ${process.ppid}`);
  });
});
