/**
 * Databases for the integration tests: a temporary PGlite directory always, and a fresh
 * PostgreSQL database on the server at TEST_DATABASE_URL when one is configured and reachable.
 * Each test file gets its own database, so parallel files never see each other's rows.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  /** Unset for PGlite: the services then open DATA_DIR/db. */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

async function tempDir(label: string) {
  return mkdtemp(path.join(os.tmpdir(), `latammatch-${label}-`));
}

const SKIPPED = ": the PostgreSQL variant of these tests is skipped.";

/** The line a test file logs when its PostgreSQL variant cannot run. */
export function skipNotice(label: string, reason: string): string {
  return `[${label}] ${reason}${SKIPPED}`;
}

/** The file label and reason of a skip notice (the end-of-run warning gathers them), or null. */
export function parseSkipNotice(text: string): { label: string; reason: string } | null {
  const line = text.trim();
  if (!line.endsWith(SKIPPED)) return null;
  const match = /^\[([^\]]+)\] (.+)$/s.exec(line.slice(0, -SKIPPED.length));
  return match ? { label: match[1]!, reason: match[2]! } : null;
}

async function postgresDatabase(label: string): Promise<TestDatabase | null> {
  const source = process.env.TEST_DATABASE_URL;
  if (!source) {
    console.warn(skipNotice(label, "TEST_DATABASE_URL is not set"));
    return null;
  }
  const admin = new pg.Client({ connectionString: source, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(
      skipNotice(label, `PostgreSQL at TEST_DATABASE_URL is unreachable (${(error as Error).message})`),
    );
    return null;
  }
  const name = `latammatch_test_${label.replace(/\W/g, "_")}_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(source);
  url.pathname = `/${name}`;
  const dataDir = await tempDir(label);
  return {
    name: "PostgreSQL",
    databaseUrl: url.href,
    dataDir,
    async drop() {
      await rm(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: source, connectionTimeoutMillis: 3_000 });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** PGlite first, then PostgreSQL if available (with a visible message when it is not). */
export async function testDatabases(label: string): Promise<TestDatabase[]> {
  const dataDir = await tempDir(label);
  const pglite: TestDatabase = {
    name: "PGlite",
    databaseUrl: undefined,
    dataDir,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
  const postgres = await postgresDatabase(label);
  return postgres ? [pglite, postgres] : [pglite];
}
