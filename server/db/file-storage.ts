/**
 * Where uploaded files' bytes live, behind one small interface, so the backend can change without
 * touching the code that stores or serves them. On PostgreSQL the backend is the database (table
 * stored_files): every instance sharing the database shares the files, and code that deletes a
 * lead in a transaction can delete its files' rows in the same one (see `deleteStoredFilesSql`).
 * The embedded database keeps them as files beside it instead (./disk-file-storage.ts), and any
 * deployment may use an S3-compatible bucket (./s3-file-storage.ts).
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";
import { storedFiles } from "./schema";

export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes the keys; keys with nothing stored are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Whether the bytes live in the database, so deleting them can join a transaction. */
  readonly inDatabase: boolean;
  /**
   * The keys stored before the cutoff, for the retention job to delete those no résumé names (a
   * crash between storing the bytes and inserting their row). Absent where the retention
   * statement deletes such rows itself.
   */
  listOlderThan?(cutoff: Date): Promise<string[]>;
}

export function createDatabaseFileStorage(db: Database): FileStorage {
  return {
    inDatabase: true,
    async put(key, bytes) {
      await db
        .insert(storedFiles)
        .values({ key, bytes })
        // `excluded`: the bytes are sent once, not a second time for the update.
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { bytes: sql`excluded.bytes`, createdAt: sql`now()` },
        });
    },
    async get(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ? row.bytes : null;
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },
  };
}

/**
 * A statement deleting the stored bytes of the résumés the subquery's keys name; run in the
 * transaction (or the statement) that deletes their metadata, so neither outlives the other.
 */
export function deleteStoredFilesSql(keys: SQL): SQL {
  return sql`delete from stored_files where key in (${keys})`;
}
