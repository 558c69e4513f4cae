/**
 * The file storage of the embedded database: each object one file under `DATA_DIR/files/<key>`.
 * PGlite runs on the server's own thread, so a 5 MB `bytea` written there held every other
 * request for seconds (docs/decisions/002-resume-files-beside-the-embedded-database.md); files are
 * written and read on libuv's thread pool instead.
 *
 * A write goes to a temporary name in the same folder, is synced, then renamed over the key and
 * the folder synced: after a crash the key holds the whole file or nothing, and the résumé's row,
 * inserted only once `put` has returned, never names a half-written file. Temporary files left by
 * a crash are deleted when the storage opens (one process per DATA_DIR, so none is being written
 * then); files a crash left without their row go with the retention job (`listOlderThan`).
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./file-storage";

/** A key is folders and a name of safe characters: nothing it names can leave the root. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
/** Temporary names carry a dot, which no key can: the two never meet. */
const TEMPORARY = /\.[0-9a-f]{16}\.partial$/;

export class InvalidStorageKeyError extends Error {}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";

export interface DiskFileStorage extends FileStorage {
  readonly root: string;
}

/** Every file under the folder, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
    if (isMissing(error)) return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function syncFolder(folder: string) {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Opens the storage in `root` (created if absent), deleting what interrupted writes left. */
export async function openDiskFileStorage(root: string): Promise<DiskFileStorage> {
  const base = path.resolve(root);
  await mkdir(base, { recursive: true });
  for (const file of await filesUnder(base)) {
    if (TEMPORARY.test(file)) await rm(path.join(base, file), { force: true });
  }

  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new InvalidStorageKeyError(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(base, ...key.split("/"));
  };

  return {
    root: base,
    inDatabase: false,
    async put(key, bytes) {
      const target = fileOf(key);
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true });
      const temporary = `${target}.${randomBytes(8).toString("hex")}.partial`;
      try {
        const handle = await open(temporary, "wx", 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      // The rename itself survives a crash only once the folder is synced.
      await syncFolder(folder);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (const key of keys) await rm(fileOf(key), { force: true });
    },
    async listOlderThan(cutoff) {
      const keys: string[] = [];
      for (const file of await filesUnder(base)) {
        const key = file.split(path.sep).join("/");
        if (!KEY.test(key)) continue;
        const info = await stat(path.join(base, file)).catch(() => null);
        if (info && info.mtime < cutoff) keys.push(key);
      }
      return keys;
    },
  };
}
