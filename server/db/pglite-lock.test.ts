import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DatabaseLockedError, lockDatabaseFolder } from "./pglite-lock";
import { otherProcessHolding } from "./pglite-lock.test-support";

/** A lock as a process killed before it could remove it leaves it, its last refresh a minute ago. */
function leftBehind(folder: string, pidNote: string): void {
  mkdirSync(`${folder}.lock`);
  writeFileSync(`${folder}.lock.pid`, pidNote);
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(`${folder}.lock`, minuteAgo, minuteAgo);
}

async function refusal(folder: string): Promise<unknown> {
  try {
    await lockDatabaseFolder(folder);
  } catch (caught) {
    return caught;
  }
  return null;
}

describe("embedded database folder lock", () => {
  let dir: string;
  let folder: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "latammatch-lock-"));
    folder = path.join(dir, "db");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the owner's pid beside the folder and removes it on release", async () => {
    const lock = await lockDatabaseFolder(folder);
    expect(lock.file).toBe(`${folder}.lock`);
    expect(readFileSync(`${lock.file}.pid`, "utf8").trim()).toBe(String(process.pid));
    await lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(existsSync(`${lock.file}.pid`)).toBe(false);
    // Released, it can be taken again.
    await (await lockDatabaseFolder(folder)).release();
  });

  it("refuses a folder locked by a running process, naming the folder and the process", async () => {
    const other = await otherProcessHolding(folder);
    try {
      const error = await refusal(folder);
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect((error as Error).message).toContain(folder);
      expect((error as Error).message).toContain(`process ${other.pid}`);
      expect(existsSync(`${folder}.lock`)).toBe(true);
      expect(readFileSync(`${folder}.lock.pid`, "utf8").trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  }, 30_000);

  it("refuses a second lock of the same folder in this process", async () => {
    const lock = await lockDatabaseFolder(folder);
    try {
      await expect(lockDatabaseFolder(folder)).rejects.toThrow(/already in use by this process/);
    } finally {
      await lock.release();
    }
  });

  it("takes over the lock of a process that was killed, once its refreshes have stopped", async () => {
    const other = await otherProcessHolding(folder);
    other.kill("SIGKILL");
    await new Promise((resolve) => other.once("exit", resolve));
    // Just killed, its lock looks held until it has not been refreshed for the stale time.
    expect(await refusal(folder)).toBeInstanceOf(DatabaseLockedError);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${folder}.lock`, minuteAgo, minuteAgo);
    const lock = await lockDatabaseFolder(folder);
    expect(readFileSync(`${lock.file}.pid`, "utf8").trim()).toBe(String(process.pid));
    await lock.release();
  }, 30_000);

  it("takes over a lock left behind whatever its pid note says, this process's pid included", async () => {
    leftBehind(folder, "garbage");
    await (await lockDatabaseFolder(folder)).release();
    // After a container restart the server often gets the same pid as the one that left the lock.
    leftBehind(folder, `${process.pid}\n`);
    const lock = await lockDatabaseFolder(folder);
    expect(readFileSync(`${lock.file}.pid`, "utf8").trim()).toBe(String(process.pid));
    await lock.release();
  });

  it("does not remove a lock that another process took over in the meantime", async () => {
    const compromised = vi.fn();
    const lock = await lockDatabaseFolder(folder, { staleMs: 2000, onCompromised: compromised });
    // Another process found the lock stale (this one stalled) and took it: a new directory.
    rmSync(lock.file, { recursive: true });
    mkdirSync(lock.file);
    // Its own refresh time (file times are coarse: a directory made at once could share this one's).
    const theirs = new Date(Date.now() + 1000);
    utimesSync(lock.file, theirs, theirs);
    writeFileSync(`${lock.file}.pid`, "1\n");
    await vi.waitFor(() => expect(compromised).toHaveBeenCalled(), { timeout: 10_000 });
    await lock.release();
    expect(existsSync(lock.file)).toBe(true);
    expect(readFileSync(`${lock.file}.pid`, "utf8").trim()).toBe("1");
  }, 15_000);
});
