import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../tests/support/integration";
import { createApp, type SitePageRenderer } from "./app";
import { combineRouteTables, isInboxPath } from "./inbox-app";
import type { AppServices } from "./load-context";
import { createLogger } from "./logger.server";
import { routeLabeler } from "./metrics";
import { SITE_ROUTES } from "./site-endpoints";

describe("isInboxPath", () => {
  it("takes /inbox, everything under it and its data request, as React Router matches them", () => {
    for (const pathname of [
      "/inbox",
      "/inbox/",
      "/inbox/login",
      "/inbox/leads/hiring-requests/1",
      "/inbox.data",
      "/inbox/users.data",
      "/INBOX/users",
      "/%69nbox/login",
    ]) {
      expect(isInboxPath(pathname), pathname).toBe(true);
    }
  });

  it("leaves every other path to the site", () => {
    for (const pathname of [
      "/",
      "/inboxes",
      "/inbox.html",
      "/talent",
      "/assets/inbox-1.js",
      "/_root.data",
      "/%",
    ]) {
      expect(isInboxPath(pathname), pathname).toBe(false);
    }
  });
});

/** A route that answers with its app's name, so a test sees which app took the request. */
const answering = (
  app: string,
  id: string,
  routePath: string | undefined,
  parentId: string,
  withAction = false,
) => ({
  id,
  path: routePath,
  parentId,
  module: {
    loader: () => new Response(`${app} ${id}`),
    ...(withAction ? { action: () => new Response(`${app} ${id} action`) } : {}),
  },
});

const buildOf = (routes: Record<string, unknown>) =>
  ({
    entry: { module: { default: () => new Response("document") } },
    routes: { root: { id: "root", path: "", module: {} }, ...routes },
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  }) as unknown as ServerBuild;

/** Stands for Astro's renderer: the site's pages, and its not-found page for any other path. */
const sitePages: SitePageRenderer = (req, res) => {
  res.writeHead(404, { "Content-Type": "text/plain" });
  res.end(`site not-found ${req.method}`);
};
const INBOX = buildOf({
  "routes/inbox": answering("inbox", "routes/inbox", "inbox", "root"),
  "routes/inbox.users": answering("inbox", "routes/inbox.users", "users", "routes/inbox", true),
  "routes/inbox.not-found": answering("inbox", "routes/inbox.not-found", "inbox/*", "root"),
});

describe("combineRouteTables", () => {
  it("keeps the site's endpoints and the inbox's routes apart, so each path finds what answers it", () => {
    const routes = combineRouteTables(SITE_ROUTES, INBOX.routes);
    expect(routes["inbox:routes/inbox.users"]?.parentId).toBe("inbox:routes/inbox");
    expect(routes["robots.txt"]?.module).toBe(SITE_ROUTES["robots.txt"]?.module);
    const label = routeLabeler(routes);
    expect(label("/inbox/users")).toBe("/inbox/users");
    expect(label("/inbox/users.data")).toBe("/inbox/users");
    expect(label("/inbox/nope")).toBe("/inbox/*");
    expect(label("/api/storage/Images")).toBe("/api/storage/:bucket");
    expect(label("/nope")).toBe("/*");
  });
});

describe("one server for the site and the inbox", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "inbox-app-"));
  const inboxClientDir = path.join(root, "inbox-client");
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(path.join(inboxClientDir, "assets"), { recursive: true });
    writeFileSync(path.join(inboxClientDir, "assets", "root-Ab12.js"), "export const inbox = 1;");
    const services = { env: testEnv({ DATA_DIR: path.join(root, "data") }) } as AppServices;
    const app = createApp({
      services,
      sitePages,
      inboxBuild: INBOX,
      inboxClientDir,
      log: createLogger({ level: "silent" }),
    });
    server = await new Promise<Server>((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it("sends /inbox and everything under it to the inbox, never cached or indexed, and the rest to the site", async () => {
    const cases: [string, string][] = [
      ["/inbox", "inbox routes/inbox"],
      ["/inbox/users", "inbox routes/inbox.users"],
      ["/INBOX/users", "inbox routes/inbox.users"],
      ["/inbox/nope", "inbox routes/inbox.not-found"],
      ["/robots.txt", "User-agent: *"],
      ["/inboxes", "site not-found GET"],
    ];
    for (const [pathname, body] of cases) {
      const response = await fetch(`${base}${pathname}`);
      expect(await response.text(), pathname).toContain(body);
      if (body.startsWith("inbox")) {
        expect(response.headers.get("cache-control"), pathname).toBe("no-store");
        expect(response.headers.get("x-robots-tag"), pathname).toContain("noindex");
        expect(response.headers.get("content-security-policy"), pathname).toMatch(
          /script-src 'self' 'nonce-/,
        );
      }
    }
  });

  it("serves the inbox's files under /inbox/ only, cached for good", async () => {
    const file = await fetch(`${base}/inbox/assets/root-Ab12.js`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("export const inbox = 1;");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await (await fetch(`${base}/assets/root-Ab12.js`)).text()).toBe("site not-found GET");
  });

  it("lets a post reach the action of the inbox or of an endpoint, and refuses posts where neither has one", async () => {
    const post = (pathname: string, json = false) =>
      fetch(`${base}${pathname}`, {
        method: "POST",
        headers: {
          Origin: base,
          "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
        },
        body: json ? "{}" : "a=1",
      });
    expect(await (await post("/inbox/users")).text()).toBe("inbox routes/inbox.users action");
    // The form token endpoint's action: it answers every post with its own 405.
    expect(await (await post("/api/form-token", true)).json()).toEqual({
      error: "Method not allowed. Ask for a form token with GET.",
    });
    expect((await post("/robots.txt")).status).toBe(405);
    expect((await post("/inbox")).status).toBe(405);
    expect((await post("/inbox/nope")).status).toBe(405);
  });
});
