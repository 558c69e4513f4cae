import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import journal from "../../drizzle/meta/_journal.json";
import { openDatabase, rowsOf } from "./client";
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

  it("refuses a second opening of the same folder while the first is open", async () => {
    const first = await openDatabase({ pgliteDir });
    try {
      await expect(openDatabase({ pgliteDir })).rejects.toThrow(`The embedded database in ${pgliteDir}`);
      await first.ping();
    } finally {
      await first.close();
    }
    // Closed, the folder opens again.
    const again = await openDatabase({ pgliteDir });
    await again.close();
  });

  it("refuses a folder that another running process holds, naming it", async () => {
    const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      writeFileSync(`${pgliteDir}.lock`, `${other.pid}\n`);
      await expect(openDatabase({ pgliteDir })).rejects.toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });
});
