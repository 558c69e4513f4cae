/**
 * GET /api/storage/:bucket through the server app over HTTP, its bucket, prefix and limit fuzzed:
 * whatever they hold, the answer is a listing or a 4xx, never a 5xx, and nothing is logged as an
 * error (a client able to make the listing fail could flood the log with stacks).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PREFIX_BYTES, STORAGE_BUCKETS } from "../app/features/storage/storage-path";
import { testEnv } from "../tests/support/integration";
import { expectSoundAnswer, queryOf } from "../tests/support/query-fuzz";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
import type { AppServices } from "./load-context";
import { createLogger } from "./logger.server";

describe("GET /api/storage/:bucket, fuzzed", () => {
  let root: string;
  let server: Server;
  let base: string;
  const lines: string[] = [];
  const errorsLogged = () => lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "storage-fuzz-"));
    const storageDir = path.join(root, "storage");
    await mkdir(path.join(storageDir, "Images", "Logos"), { recursive: true });
    await writeFile(path.join(storageDir, "Images", "Logos", "acme.svg"), "<svg/>");
    const services = {
      env: testEnv({ DATA_DIR: path.join(root, "data"), STORAGE_DIR: storageDir }),
    } as AppServices;
    const log = createLogger({ level: "info", destination: { write: (line: string) => lines.push(line) } });
    server = createHttpServer(createApp({ services, log }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(root, { recursive: true, force: true });
  });

  it("answers a prefix longer than a file name can be with 400, logging no error", async () => {
    for (const prefix of [
      "a".repeat(MAX_PREFIX_BYTES + 1),
      "a".repeat(4_096),
      "é".repeat(200),
      "a/".repeat(3_000),
    ]) {
      const response = await fetch(`${base}/api/storage/Images?prefix=${encodeURIComponent(prefix)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid prefix" });
    }
    const longest = await fetch(`${base}/api/storage/Images?prefix=${"a".repeat(MAX_PREFIX_BYTES)}`);
    expect(await longest.json()).toEqual({ files: [] });
    expect(errorsLogged()).toEqual([]);
  });

  it("answers any bucket, prefix and limit with a listing or a 4xx, logging no error", async () => {
    const bucket = fc.oneof(
      fc.constantFrom(...STORAGE_BUCKETS, "..", "%2e%2e", "Images%2f..", ""),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const longPrefix = fc
      .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 3_000 }))
      .map(([unit, times]) => new URLSearchParams({ prefix: unit.repeat(times) }).toString());
    const query = fc.oneof(queryOf(["prefix", "limit"]), longPrefix);
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bucket, query, async (name, search) => {
        statuses.add(await expectSoundAnswer(base, `/api/storage/${name}`, search));
      }),
      { numRuns: 300 },
    );
    expect(statuses).toContain(200);
    expect(errorsLogged()).toEqual([]);
    const listed = await fetch(`${base}/api/storage/Images?prefix=Logos`);
    expect(await listed.json()).toEqual({
      files: [{ name: "acme.svg", url: "/storage/Images/Logos/acme.svg" }],
    });
  });
});
