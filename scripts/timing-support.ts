/** What the seeding and timing scripts share (npm run inbox:timing, npm run bench:jobs, npm run bench:pool). */
import os from "node:os";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../server/db/client";

/** A fixed-seed generator of numbers in [0, 1), so every run seeds the same rows. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The value below which `share` of the sorted samples lie (0.5: the median). */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL), migrated, and
 * how to drop it once the timing is done and the handle closed; exits with a hint when neither is set.
 */
export async function freshPostgresDatabase(
  prefix: string,
): Promise<{ handle: DatabaseHandle; remove: () => Promise<void> }> {
  const source = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!source) {
    console.error(
      "Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server: a fresh database is created there.",
    );
    process.exit(2);
  }
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: source, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(source);
  url.pathname = `/${name}`;
  const drop = async () => {
    // The pool's connections end a moment after it closes; dropping before would cut them off.
    for (let wait = 0; wait < 50; wait += 1) {
      const open = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
        name,
      ]);
      if (open.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
  const handle = await openDatabase({ databaseUrl: url.href, pgliteDir: "unused", poolSize: 2 }).catch(
    async (error: unknown) => {
      await drop();
      throw error;
    },
  );
  return { handle, remove: drop };
}

/**
 * Prints the timing table (the first column left-aligned, the others right-aligned; the last says
 * "NO" for a row over the target), how many rows missed the target, and a note when the machine
 * was busy; sets a failing exit code when any row missed it.
 */
export function printTimingTable(header: string[], table: string[][], rowsName: string): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of table) console.log(line(row));
  const slow = table.filter((row) => row.at(-1) === "NO").length;
  console.log(
    slow
      ? `\n${slow} of ${table.length} ${rowsName} above the target.`
      : `\nAll ${table.length} ${rowsName} within the target.`,
  );
  const [load] = os.loadavg();
  if (load !== undefined && load > os.availableParallelism()) {
    console.log(
      `The machine was busy (load ${load.toFixed(1)} on ${os.availableParallelism()} cores): the times include waiting for a core, the CPU figures do not.`,
    );
  }
  if (slow) process.exitCode = 1;
}
