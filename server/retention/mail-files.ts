import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the .eml copies of notifications (and leftovers of interrupted writes) older than
 * `maxAgeDays` from the mail folder. They hold the same personal data as the leads, so they must
 * not outlive them; the sales inbox keeps its own copy.
 */
export async function deleteOldMailFiles(
  mailDir: string,
  options: { maxAgeDays: number; now?: number },
): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - options.maxAgeDays * DAY_MS;
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith(".eml") && !name.endsWith(".eml.partial")) continue;
    const file = path.join(mailDir, name);
    try {
      const info = await stat(file);
      if (!info.isFile() || info.mtimeMs >= cutoff) continue;
      await unlink(file);
      deleted += 1;
    } catch (error) {
      // Another instance sharing the folder may have deleted it first.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return deleted;
}
