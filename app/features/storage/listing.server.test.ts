import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listStorageFolder, StoragePathError } from "./listing.server";
import { MAX_PREFIX_BYTES, parseLimit, parsePrefix, publicUrl } from "./storage-path";

let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "storage-listing-"));
  const logos = path.join(storageDir, "Images", "Logos");
  const vcs = path.join(storageDir, "Images", "VC's");
  await mkdir(logos, { recursive: true });
  await mkdir(vcs, { recursive: true });
  await mkdir(path.join(logos, "nested"));
  for (const name of ["delta.svg", "alpha.svg", "Charlie.svg", "bravo.svg", "empty-folder", ".DS_Store"]) {
    await writeFile(path.join(logos, name), "<svg/>");
  }
  await writeFile(path.join(vcs, "fund one.svg"), "<svg/>");
  await mkdir(path.join(storageDir, "Clients"));
  await writeFile(path.join(storageDir, "secret.txt"), "not in a bucket");
  await symlink(storageDir, path.join(storageDir, "Clients", "escape"));
});

afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

describe("listStorageFolder", () => {
  it("lists files by name ascending (code point order), without placeholders, dotfiles or folders", async () => {
    const files = await listStorageFolder(storageDir, "Images", ["Logos"], 100);
    expect(files.map((file) => file.name)).toEqual(["Charlie.svg", "alpha.svg", "bravo.svg", "delta.svg"]);
    expect(files[1]).toEqual({ name: "alpha.svg", url: "/storage/Images/Logos/alpha.svg" });
  });

  it("applies the limit after sorting", async () => {
    const files = await listStorageFolder(storageDir, "Images", ["Logos"], 2);
    expect(files.map((file) => file.name)).toEqual(["Charlie.svg", "alpha.svg"]);
  });

  it("percent-encodes every path segment of the public URL, apostrophes included", async () => {
    const files = await listStorageFolder(storageDir, "Images", ["VC's"], 10);
    expect(files).toEqual([{ name: "fund one.svg", url: "/storage/Images/VC%27s/fund%20one.svg" }]);
  });

  it("lists a missing folder as empty", async () => {
    expect(await listStorageFolder(storageDir, "Images", ["Nope"], 10)).toEqual([]);
    expect(await listStorageFolder(storageDir, "Clients", [], 10)).toEqual([]);
  });

  it("refuses segments that climb out of the bucket, also through a symbolic link", async () => {
    await expect(listStorageFolder(storageDir, "Images", ["..", ".."], 10)).rejects.toBeInstanceOf(
      StoragePathError,
    );
    await expect(listStorageFolder(storageDir, "Clients", ["escape"], 10)).rejects.toBeInstanceOf(
      StoragePathError,
    );
  });
});

describe("parsePrefix", () => {
  it("splits a folder path into segments", () => {
    expect(parsePrefix(null)).toEqual([]);
    expect(parsePrefix("")).toEqual([]);
    expect(parsePrefix("Logos")).toEqual(["Logos"]);
    expect(parsePrefix("VC's")).toEqual(["VC's"]);
    expect(parsePrefix("Logos/2025/")).toEqual(["Logos", "2025"]);
  });

  it.each([
    "..",
    "../Clients",
    "Logos/../../etc",
    "Logos/./x",
    "/etc/passwd",
    "C:/Windows",
    "..\\Clients",
    "Logos\\..\\..",
    "%2e%2e",
    "%2e%2e%2fClients",
    "..%2f",
    "%252e%252e",
    "Logos\0",
    "Logos\n",
  ])("rejects %j", (prefix) => {
    expect(parsePrefix(prefix)).toBeNull();
  });

  it("takes a prefix of up to 255 bytes, the longest name a file system holds", () => {
    expect(parsePrefix("a".repeat(MAX_PREFIX_BYTES))).toEqual(["a".repeat(MAX_PREFIX_BYTES)]);
    expect(parsePrefix("a".repeat(MAX_PREFIX_BYTES + 1))).toBeNull();
    // Bytes, not characters: 128 two-byte letters are 256 bytes.
    expect(parsePrefix("é".repeat(128))).toBeNull();
    expect(parsePrefix("a/".repeat(2_000))).toBeNull();
  });
});

describe("parseLimit", () => {
  it("defaults, clamps and rejects", () => {
    expect(parseLimit(null)).toBe(100);
    expect(parseLimit("20")).toBe(20);
    expect(parseLimit("5000")).toBe(1000);
    expect(parseLimit("0")).toBeNull();
    expect(parseLimit("-3")).toBeNull();
    expect(parseLimit("2.5")).toBeNull();
    expect(parseLimit("ten")).toBeNull();
  });
});

describe("publicUrl", () => {
  it("builds a URL under /storage", () => {
    expect(publicUrl("Clients", [], "a b.svg")).toBe("/storage/Clients/a%20b.svg");
  });
});
