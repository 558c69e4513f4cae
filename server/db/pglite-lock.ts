/**
 * One process per embedded database folder. PGlite has no server to arbitrate between processes:
 * two of them writing the same files corrupt it. proper-lockfile holds the lock: the directory
 * `<folder>.lock`, created atomically (mkdir) and refreshed while the process runs. A lock whose
 * refreshes stopped more than `staleMs` ago (its process was killed before it could remove it) is
 * taken over; one that is still refreshed is refused at once. Beside it, `<folder>.lock.pid` names
 * the owner, for the message only.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DatabaseLockedError extends Error {}

export interface DirectoryLock {
  file: string;
  release(): Promise<void>;
}

export interface LockOptions {
  /** How long after its last refresh a lock counts as left behind (proper-lockfile's `stale`, at least 2 s). */
  staleMs?: number;
  /**
   * Called if the lock was lost while held (another process took it over after the refreshes
   * stalled for `staleMs`): by default it throws, which stops the server before two processes write.
   */
  onCompromised?: (error: Error) => void;
}

/** Lock files held by this process, for the message. */
const heldHere = new Set<string>();

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(`${file}.pid`, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function lockedError(folder: string, file: string): DatabaseLockedError {
  const owner = readOwner(file);
  const who = heldHere.has(file) ? "this process" : `process ${owner ?? "(unknown)"}`;
  return new DatabaseLockedError(
    `The embedded database in ${folder} is already in use by ${who} (lock file ${file}). ` +
      "Only one server may use a DATA_DIR at a time: stop the other one, give this one its own " +
      "DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between instances.",
  );
}

/** Takes the lock of the database folder `folder` (the lock `<folder>.lock`), or throws. */
export async function lockDatabaseFolder(folder: string, options: LockOptions = {}): Promise<DirectoryLock> {
  const resolved = path.resolve(folder);
  const file = `${resolved}.lock`;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(resolved, {
      lockfilePath: file,
      realpath: false,
      stale: options.staleMs ?? 10_000,
      onCompromised: (error) => {
        heldHere.delete(file);
        if (options.onCompromised) options.onCompromised(error);
        else
          throw new DatabaseLockedError(
            `The lock of the embedded database in ${resolved} was lost: ${error.message}`,
          );
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw lockedError(resolved, file);
    throw error;
  }
  heldHere.add(file);
  writeFileSync(`${file}.pid`, `${process.pid}\n`);
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      // A lock lost to another process is not ours to remove (proper-lockfile counts it as released).
      if (!heldHere.delete(file)) return;
      rmSync(`${file}.pid`, { force: true });
      await release();
    },
  };
}
