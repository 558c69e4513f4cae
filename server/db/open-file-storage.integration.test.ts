/**
 * Which file storage the settings choose, and the move of the files an earlier version kept in
 * the embedded database to files beside it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINIMAL_PDF } from "../../app/features/resumes/test-files.test-support";
import { testEnv } from "../../tests/support/integration";
import { type DatabaseHandle, openDatabase } from "./client";
import { openFileStorage } from "./open-file-storage";
import { storedFiles } from "./schema";
import { testDatabases } from "./test-databases";

const databases = await testDatabases("file-storage");

describe.each(databases)("the file storage on $name", (database) => {
  let handle: DatabaseHandle;
  const env = () => testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("keeps files beside the embedded database, moving in those the database held, and in PostgreSQL itself", async () => {
    const key = "resumes/0b9e3a4c-5d6f-4a1b-8c2d-3e4f5a6b7c8d";
    await handle.db.insert(storedFiles).values({ key, bytes: MINIMAL_PDF });
    const files = await openFileStorage(env(), handle);
    expect(Buffer.from((await files.get(key)) ?? []).equals(MINIMAL_PDF)).toBe(true);
    const rows = await handle.db.select({ key: storedFiles.key }).from(storedFiles);
    if (database.databaseUrl) {
      expect(files.inDatabase).toBe(true);
      expect(rows).toEqual([{ key }]);
    } else {
      expect(files.inDatabase).toBe(false);
      expect(rows).toEqual([]);
      expect(
        (await readFile(path.join(database.dataDir, "files", "resumes", key.split("/")[1]!))).equals(
          MINIMAL_PDF,
        ),
      ).toBe(true);
      // FILE_STORAGE=database keeps them in the embedded database, as before.
      const inDatabase = await openFileStorage({ ...env(), FILE_STORAGE: "database" }, handle);
      expect(inDatabase.inDatabase).toBe(true);
    }
  });
});
