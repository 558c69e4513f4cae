import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidStorageKeyError, openDiskFileStorage } from "./disk-file-storage";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "latammatch-files-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const KEY = "resumes/7d6c0a4e-3b0f-4c1e-9a51-2f8e6b1d0c9a";
const SIZE = 16 * 1024 * 1024;

describe("the disk file storage", () => {
  it("stores, replaces, reads and deletes bytes by key", async () => {
    const files = await openDiskFileStorage(root);
    expect(files.inDatabase).toBe(false);
    expect(await files.get(KEY)).toBeNull();
    await files.put(KEY, Buffer.from("first"));
    await files.put(KEY, Buffer.from("second"));
    expect(Buffer.from((await files.get(KEY)) ?? []).toString()).toBe("second");
    await files.delete([KEY, "resumes/never-stored"]);
    expect(await files.get(KEY)).toBeNull();
    expect(await readdir(path.join(root, "resumes"))).toEqual([]);
  });

  it("refuses a key that could name a file outside its folder", async () => {
    const files = await openDiskFileStorage(root);
    for (const key of ["../escape", "resumes/../../escape", "/etc/passwd", "resumes/a.partial", "", "a//b"]) {
      await expect(files.put(key, Buffer.from("x")), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(files.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await readdir(root)).toEqual([]);
  });

  it("deletes the temporary files of interrupted writes when it opens, and lists only keys by age", async () => {
    const first = await openDiskFileStorage(root);
    await first.put(KEY, Buffer.from("complete"));
    await first.put("resumes/recent", Buffer.from("complete"));
    const leftover = path.join(root, "resumes", "recent.0123456789abcdef.partial");
    await writeFile(leftover, "half of a fi");
    const old = new Date(Date.now() - 48 * 60 * 60 * 1000);
    await utimes(path.join(root, ...KEY.split("/")), old, old);
    await utimes(leftover, old, old);

    const reopened = await openDiskFileStorage(root);
    expect((await readdir(path.join(root, "resumes"))).sort()).toEqual([KEY.split("/")[1], "recent"].sort());
    expect(await reopened.listOlderThan?.(new Date(Date.now() - 24 * 60 * 60 * 1000))).toEqual([KEY]);
  });

  it("leaves the whole file or none under its key when the process is killed mid-write", async () => {
    const moduleUrl = new URL("./disk-file-storage.ts", import.meta.url).href;
    // Writes 16 MB files of one repeated byte, each over the last, until it is killed: the
    // buffers are made first, so that nearly all of its time is spent writing.
    const writer = `
      import { openDiskFileStorage } from ${JSON.stringify(moduleUrl)};
      const files = await openDiskFileStorage(${JSON.stringify(root)});
      const contents = [Buffer.alloc(SIZE, 65), Buffer.alloc(SIZE, 66)];
      process.stdout.write("ready\\n");
      for (let round = 0; ; round += 1) await files.put(${JSON.stringify(KEY)}, contents[round % 2]);
    `.replaceAll("SIZE", String(SIZE));
    for (const delayMs of [5, 20, 45, 80, 130, 200, 290, 400]) {
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", writer], {
        cwd: fileURLToPath(new URL("../..", import.meta.url)),
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      const target = path.join(root, ...KEY.split("/"));
      const stored = await readFile(target).catch(() => null);
      if (stored) {
        expect(stored.byteLength, `killed after ${delayMs} ms`).toBe(SIZE);
        expect(stored.every((byte) => byte === stored[0])).toBe(true);
      }
      const files = await openDiskFileStorage(root);
      expect((await readdir(path.join(root, "resumes"))).filter((name) => name.includes("."))).toEqual([]);
      expect(Boolean(await files.get(KEY))).toBe(stored !== null);
    }
  }, 60_000);

  it("creates its folder when it is missing", async () => {
    const nested = path.join(root, "data", "files");
    await mkdir(path.join(root, "data"));
    const files = await openDiskFileStorage(nested);
    await files.put(KEY, Buffer.from("x"));
    expect(files.root).toBe(nested);
  });
});
