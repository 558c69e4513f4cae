import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../load-context";
import { action, loader } from "./storage";

let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "storage-route-"));
  const vcs = path.join(storageDir, "Images", "VC's");
  await mkdir(vcs, { recursive: true });
  for (const name of ["b.svg", "a.svg", "c.svg", "empty-folder"])
    await writeFile(path.join(vcs, name), "<svg/>");
});

afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

function get(bucket: string, query: string) {
  const request = new Request(`http://localhost/api/storage/${encodeURIComponent(bucket)}${query}`);
  const args = {
    request,
    params: { bucket },
    context: {
      services: { env: { storageDir } },
      clientIp: "test",
      cspNonce: "test",
    } as unknown as RequestContext,
  };
  return loader(args);
}

describe("GET /api/storage/:bucket", () => {
  it("answers 200 with the sorted, limited listing", async () => {
    const response = await get("Images", "?prefix=VC's&limit=2");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      files: [
        { name: "a.svg", url: "/storage/Images/VC%27s/a.svg" },
        { name: "b.svg", url: "/storage/Images/VC%27s/b.svg" },
      ],
    });
  });

  it("answers 404 for an unknown bucket", async () => {
    expect((await get("Secrets", "")).status).toBe(404);
    expect((await get("..", "")).status).toBe(404);
  });

  it.each([
    "?prefix=..",
    "?prefix=../Clients",
    "?prefix=%2e%2e%2fClients",
    "?prefix=%252e%252e",
    "?prefix=%2Fetc",
    "?prefix=..%5CClients",
    "?prefix=Logos%00",
  ])("answers 400 for the traversal attempt %s", async (query) => {
    const response = await get("Images", query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid prefix" });
  });

  it("answers 400 for an invalid limit", async () => {
    expect((await get("Images", "?prefix=VC's&limit=abc")).status).toBe(400);
  });

  it("answers 405 to other methods", () => {
    const response = action();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });
});
