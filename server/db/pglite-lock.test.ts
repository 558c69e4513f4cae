import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseLockedError, lockDatabaseFolder } from "./pglite-lock";

/** A pid that no process has: one of a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

describe("embedded database folder lock", () => {
  let dir: string;
  let folder: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "latammatch-lock-"));
    folder = path.join(dir, "db");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the owner's pid beside the folder and removes it on release", () => {
    const lock = lockDatabaseFolder(folder);
    expect(lock.file).toBe(`${folder}.lock`);
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    // Released, it can be taken again.
    lockDatabaseFolder(folder).release();
  });

  it("refuses a folder locked by a running process, naming the folder and the process", async () => {
    const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      writeFileSync(`${folder}.lock`, `${other.pid}\n`);
      let error: unknown;
      try {
        lockDatabaseFolder(folder);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect((error as Error).message).toContain(folder);
      expect((error as Error).message).toContain(`process ${other.pid}`);
      expect(readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("refuses a second lock of the same folder in this process", () => {
    const lock = lockDatabaseFolder(folder);
    try {
      expect(() => lockDatabaseFolder(folder)).toThrow(/already in use by this process/);
    } finally {
      lock.release();
    }
  });

  it("takes over the lock of a process that no longer runs", async () => {
    writeFileSync(`${folder}.lock`, `${await deadPid()}\n`);
    const lock = lockDatabaseFolder(folder);
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over an unreadable lock, and one with this process's pid that it does not hold", () => {
    writeFileSync(`${folder}.lock`, "garbage");
    lockDatabaseFolder(folder).release();
    // After a container restart the server often gets the same pid as the one that left the lock.
    writeFileSync(`${folder}.lock`, `${process.pid}\n`);
    const lock = lockDatabaseFolder(folder);
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("does not remove a lock that another process took over in the meantime", () => {
    const lock = lockDatabaseFolder(folder);
    writeFileSync(lock.file, "1\n");
    lock.release();
    expect(readFileSync(lock.file, "utf8").trim()).toBe("1");
  });
});
