/**
 * Chooses the file storage from the settings, the same for the server and `npm run retention`:
 * an S3-compatible bucket when one is configured; else, on PostgreSQL, the database (every
 * instance sharing it serves the same résumés); else, beside the embedded database, files under
 * DATA_DIR/files, which keep a 5 MB upload off the thread that every request's queries run on
 * (docs/decisions/002-resume-files-beside-the-embedded-database.md).
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Env } from "../env.server";
import { type Database, type DatabaseHandle, parseRows } from "./client";
import { openDiskFileStorage } from "./disk-file-storage";
import { createDatabaseFileStorage, type FileStorage } from "./file-storage";
import { createS3FileStorage } from "./s3-file-storage";

export type FileStorageSettings = Pick<
  Env,
  | "FILE_STORAGE"
  | "S3_ENDPOINT"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "dataDir"
>;

export const filesDir = (dataDir: string) => path.join(dataDir, "files");

export async function openFileStorage(
  env: FileStorageSettings,
  database: Pick<DatabaseHandle, "db" | "driver">,
): Promise<FileStorage> {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3FileStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  const inFiles = (env.FILE_STORAGE ?? (database.driver === "pglite" ? "files" : "database")) === "files";
  if (!inFiles) return createDatabaseFileStorage(database.db);
  const storage = await openDiskFileStorage(filesDir(env.dataDir));
  await moveDatabaseFiles(database.db, storage);
  return storage;
}

/**
 * Moves the files an earlier version kept in the database into the storage, one at a time, each
 * row deleted once its file is safely written: run again after a crash, it finishes the rest.
 */
async function moveDatabaseFiles(db: Database, storage: FileStorage) {
  const keys = parseRows(
    "stored files",
    z.object({ key: z.string() }),
    await db.execute(sql`select key from stored_files`),
  );
  const inDatabase = createDatabaseFileStorage(db);
  for (const { key } of keys) {
    const bytes = await inDatabase.get(key);
    if (bytes) await storage.put(key, bytes);
    await inDatabase.delete([key]);
  }
}
