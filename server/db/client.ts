import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Either driver's database: the code above this layer never needs to know which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Throws unless the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without one the embedded database in `pgliteDir` is used. */
  databaseUrl?: string;
  pgliteDir: string;
  migrationsFolder?: string;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
}

export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Opens the database and brings its schema up to date before anything uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER;

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not take the process down; the pool replaces it.
    pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    try {
      await migratePg(db as never, { migrationsFolder });
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return {
      db,
      driver: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
  const client = await PGlite.create(path.resolve(options.pgliteDir));
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db,
    driver: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
