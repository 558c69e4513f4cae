/**
 * One process per embedded database folder. PGlite has no server to arbitrate between processes:
 * two of them writing the same files corrupt it. A lock file beside the folder holds the owner's
 * pid. It is created atomically with its content (a hard link, which fails if the file exists:
 * O_EXCL without a moment where the file is empty), and a lock left by a process that no longer
 * runs is taken over. (`proper-lockfile` judges a lock stale by the clock, not by its owner:
 * docs/decisions/023-folder-lock-and-batched-lead-insert-stay.md.)
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {}

export interface DirectoryLock {
  file: string;
  release(): void;
}

/** Lock files held by this process: a second open of the same folder here is refused too. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A lock holding a pid that is not running, or our own pid without this process having taken it
 * (a container restarted with the same pid), is stale.
 */
function isStale(owner: number | null): boolean {
  if (owner === null) return true;
  if (owner === process.pid) return true;
  return !isRunning(owner);
}

/** Creates the lock with its content in one step: link() fails if the file exists. */
function tryCreate(file: string): boolean {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function lockedError(folder: string, file: string, owner: number | null): DatabaseLockedError {
  const who = owner === process.pid ? "this process" : `process ${owner ?? "(unknown)"}`;
  return new DatabaseLockedError(
    `The embedded database in ${folder} is already in use by ${who} (lock file ${file}). ` +
      "Only one server may use a DATA_DIR at a time: stop the other one, give this one its own " +
      "DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between instances.",
  );
}

/**
 * Moves a stale lock out of the way. The rename is atomic, so of several processes taking over
 * the same stale lock only one moves it; if what was moved turns out to be a live lock created in
 * the meantime, it is put back.
 */
function removeStale(file: string, folder: string): void {
  const aside = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const owner = readOwner(aside);
  if (!isStale(owner)) {
    try {
      linkSync(aside, file);
    } finally {
      unlinkSync(aside);
    }
    throw lockedError(folder, file, owner);
  }
  unlinkSync(aside);
}

/** Takes the lock of the database folder `folder` (the file `<folder>.lock`), or throws. */
export function lockDatabaseFolder(folder: string): DirectoryLock {
  const resolved = path.resolve(folder);
  const file = `${resolved}.lock`;
  if (heldHere.has(file)) throw lockedError(resolved, file, process.pid);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file)) {
      heldHere.add(file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          // Never remove a lock that another process has since taken over.
          if (readOwner(file) === process.pid) unlinkSync(file);
        },
      };
    }
    const owner = readOwner(file);
    if (!isStale(owner)) throw lockedError(resolved, file, owner);
    removeStale(file, resolved);
  }
  throw lockedError(resolved, file, readOwner(file));
}
