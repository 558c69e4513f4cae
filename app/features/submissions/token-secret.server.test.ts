import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadTokenSecret, TOKEN_SECRET_FILE } from "./token-secret.server";

describe("token secret", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), "token-secret-")), "data");
  });
  afterEach(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

  it("uses FORM_TOKEN_SECRET when it is set and writes nothing", async () => {
    const configured = "configured-secret-0123456789abcdefghijkl";
    expect(await loadTokenSecret({ configured, dataDir })).toEqual({
      secret: configured,
      source: "environment",
    });
    await expect(stat(dataDir)).rejects.toThrow();
  });

  it("generates a secret once, readable by the owner only, and keeps it across restarts", async () => {
    const first = await loadTokenSecret({ dataDir });
    const file = path.join(dataDir, TOKEN_SECRET_FILE);
    expect(first).toEqual({ secret: expect.any(String), source: "file", file });
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first.secret);

    const again = await loadTokenSecret({ dataDir });
    expect(again.secret).toBe(first.secret);
  });

  it("settles on one secret when two starts race", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => loadTokenSecret({ dataDir })));
    expect(new Set(results.map((result) => result.secret)).size).toBe(1);
  });

  it("refuses a secret file that is too short, naming it", async () => {
    await loadTokenSecret({ dataDir });
    await writeFile(path.join(dataDir, TOKEN_SECRET_FILE), "short\n");
    await expect(loadTokenSecret({ dataDir })).rejects.toThrow(/form-token-secret must hold a secret/);
  });
});
