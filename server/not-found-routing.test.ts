import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../tests/support/integration";
import { createApp, type SitePageRenderer } from "./app";
import type { AppServices } from "./load-context";
import { createLogger } from "./logger.server";

const INBOX = {
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/inbox.not-found": {
      id: "routes/inbox.not-found",
      path: "inbox/*",
      parentId: "root",
      module: { loader: () => new Response("inbox routes/inbox.not-found") },
    },
  },
  assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/inbox/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

describe("what answers a path no route has", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const services = {
      env: testEnv({ DATA_DIR: path.join(os.tmpdir(), "not-found-routing") }),
    } as AppServices;
    // Stands for Astro's renderer: its on-request pages, and its not-found page for any other path.
    const sitePages: SitePageRenderer = (req, res) => {
      const pathname = new URL(req.url ?? "/", "http://x").pathname;
      const page = pathname === "/unsubscribe" ? "unsubscribe" : "not-found";
      res.writeHead(page === "not-found" ? 404 : 200, { "Content-Type": "text/plain" });
      res.end(`astro ${page} ${req.method}`);
    };
    const app = createApp({
      services,
      inboxBuild: INBOX,
      sitePages,
      log: createLogger({ level: "silent" }),
    });
    server = await new Promise<Server>((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const answer = async (pathname: string, init?: RequestInit) => {
    const response = await fetch(`${base}${pathname}`, { redirect: "manual", ...init });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };

  it("gives the endpoints and the inbox their paths, the pages rendered on request Astro, and every other path Astro's not-found page", async () => {
    // The storage listing's own 404 for a bucket it does not have: the endpoint answered.
    // A path that cannot be decoded is matched as sent.
    for (const pathname of ["/api/storage/team", "/API/Storage/team", "/api/storage/%E0%A4%A"]) {
      expect(await answer(pathname), pathname).toMatchObject({
        status: 404,
        body: '{"error":"Unknown bucket"}',
      });
    }
    // A read with trailing slashes is sent to the path without them first, as on every path.
    const redirects: [pathname: string, location: string][] = [
      ["/API/Storage/team/", "/API/Storage/team"],
      ["/api/storage/team//?q=1", "/api/storage/team?q=1"],
    ];
    for (const [pathname, location] of redirects) {
      const redirect = await answer(pathname);
      expect(redirect.status, pathname).toBe(301);
      expect(redirect.headers.get("location"), pathname).toBe(location);
    }
    expect((await answer("/robots.txt")).body).toContain("Sitemap:");
    expect(await answer("/inbox/nope")).toMatchObject({ body: "inbox routes/inbox.not-found" });
    expect(await answer("/unsubscribe")).toMatchObject({ status: 200, body: "astro unsubscribe GET" });
    for (const pathname of [
      "/nope",
      "/api/nope",
      "/inboxes",
      "/hiring-form/extra",
      "/api/storage",
      "/api/storage/team/extra",
      "/robots.txt/extra",
      "/__manifest",
      "/api/hiring-requests.data",
      "/industries/agriculture",
    ]) {
      expect(await answer(pathname), pathname).toMatchObject({ status: 404, body: "astro not-found GET" });
    }
    expect((await answer("/nope", { method: "HEAD" })).status).toBe(404);
  });

  it("refuses posts to a path no route or page takes, before any page sees them", async () => {
    const refused = await answer("/nope", { method: "POST", body: "a=1", headers: { Origin: base } });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD");
  });

  it("sends /industries/<slug> to the industry page for good, in any case", async () => {
    for (const pathname of ["/industries/saas", "/INDUSTRIES/saas", "/industries/saas?ref=x"]) {
      const redirect = await answer(pathname);
      expect(redirect.status, pathname).toBe(301);
      expect(redirect.headers.get("location"), pathname).toBe("/saas");
    }
    // A trailing slash goes first, as on every path.
    expect((await answer("/industries/saas/")).headers.get("location")).toBe("/industries/saas");
    expect((await answer("/industries/startups", { method: "HEAD" })).status).toBe(301);
    expect(await answer("/industries/SAAS")).toMatchObject({ status: 404, body: "astro not-found GET" });
  });
});
