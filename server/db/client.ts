import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
import { describeError, logger } from "../logger.server";
import { type ChannelHandlers, type ChannelListener, listenOnChannel } from "./notifications";
import { lockDatabaseFolder } from "./pglite-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Either driver's database: the code above this layer never needs to know which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a raw `db.execute` result (both drivers answer with `{ rows }`), unchecked: for
 * tests, whose assertions check them. The code they test uses `parseRows` or typed Drizzle
 * queries (checked-rows.test.ts holds it to that).
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A timestamp column in a raw row: a Date from either driver, or its text where the query casts it. */
export const dbTimestamp = z.union([z.date(), z.string()]);

/**
 * The rows of a raw `db.execute` result (both drivers answer with `{ rows }`), each checked
 * against `row`: a result of another shape throws an error naming `query`, instead of reaching
 * the code above as a value of the wrong type.
 */
export function parseRows<Row extends z.ZodType>(query: string, row: Row, result: unknown): z.output<Row>[] {
  const parsed = z.object({ rows: z.array(row) }).safeParse(result);
  if (!parsed.success) {
    throw new Error(
      `The rows of the query "${query}" are not of the expected shape:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data.rows;
}

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Throws unless the database answers a trivial query. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections and the queries waiting for one; absent for PGlite. */
  poolStats?(): PoolStats;
  /**
   * PostgreSQL only: listens on a channel every instance on this database can send to, on a
   * connection of its own (notifications.ts). Absent for PGlite, which one instance at a time
   * opens, so what one instance changes there it only has to tell itself.
   */
  listen?(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  /** PostgreSQL only: sends `payload` to every instance listening on `channel`, this one included. */
  notify?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without one the embedded database in `pgliteDir` is used. */
  databaseUrl?: string;
  pgliteDir: string;
  migrationsFolder?: string;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
}

const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Any fixed number, the same in every instance: it names the lock that migrations run under. */
const MIGRATION_LOCK_ID = 7_301_946_528_110_417n;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so that instances starting
 * together migrate one after the other (concurrent CREATE TABLE statements clash in the catalog)
 * and the later ones find nothing left to do. The lock is a session lock, so the migrations run on
 * the one connection that holds it; it is released afterwards, and by the server if the
 * connection drops.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string) {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID.toString()]);
    try {
      await migratePg(drizzlePg({ client: connection, schema }) as never, { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID.toString()]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection whose state is in doubt is closed rather than returned to the pool.
    connection.release(broken);
  }
}

/** Opens the database and brings its schema up to date before anything uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER;

  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not take the process down; the pool replaces it.
    pool.on("error", (error) => logger.warn({ err: describeError(error) }, "PostgreSQL pool error"));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    try {
      await migrateUnderLock(pool, migrationsFolder);
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
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, handlers) => listenOnChannel(databaseUrl, channel, handlers),
      notify: async (channel, payload) => {
        await db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
      close: () => pool.end(),
    };
  }

  mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
  const lock = lockDatabaseFolder(options.pgliteDir);
  let client: PGlite;
  try {
    // pg_trgm backs the inbox's search indexes (drizzle/0004_lead_search.sql).
    client = await PGlite.create(path.resolve(options.pgliteDir), { extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    lock.release();
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
      lock.release();
    },
  };
}
