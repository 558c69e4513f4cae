import { readdir, realpath } from "node:fs/promises";
import path from "node:path";
import { PLACEHOLDER_NAME, publicUrl, type StorageBucket, type StorageFile } from "./storage-path";

export class StoragePathError extends Error {}

/**
 * Lists the files of one folder of a bucket, sorted by name ascending, placeholders and
 * dotfiles left out, at most `limit` of them. A folder that does not exist lists as empty.
 * `segments` must come from parsePrefix; the resolved folder is still checked to be inside
 * the bucket, so a symbolic link cannot lead the listing elsewhere.
 */
export async function listStorageFolder(
  storageDir: string,
  bucket: StorageBucket,
  segments: readonly string[],
  limit: number,
): Promise<StorageFile[]> {
  const bucketRoot = path.resolve(storageDir, bucket);
  const folder = path.resolve(bucketRoot, ...segments);
  if (!isInside(bucketRoot, folder)) throw new StoragePathError("Path outside the bucket");

  let realFolder: string;
  try {
    const [realRoot, resolved] = await Promise.all([realpath(bucketRoot), realpath(folder)]);
    if (!isInside(realRoot, resolved)) throw new StoragePathError("Path outside the bucket");
    realFolder = resolved;
  } catch (error) {
    if (error instanceof StoragePathError) throw error;
    if (isMissing(error)) return [];
    throw error;
  }

  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(realFolder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }

  return entries
    .filter((entry) => entry.isFile() && entry.name !== PLACEHOLDER_NAME && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map((name) => ({ name, url: publicUrl(bucket, segments, name) }));
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
