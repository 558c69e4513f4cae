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
import { reactRouterPathTest, routePathTest } from "./route-patterns";

const answering = (app: string, id: string, routePath: string, parentId: string) => ({
  id,
  path: routePath,
  parentId,
  module: { loader: () => new Response(`${app} ${id}`) },
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
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  }) as unknown as ServerBuild;

/** The site's shape: static routes, a dynamic one, a file-like one, and no catch-all. */
const SITE = buildOf({
  "routes/hiring-form": answering("site", "routes/hiring-form", "hiring-form", "root"),
  "routes/api.storage.$bucket": answering(
    "site",
    "routes/api.storage.$bucket",
    "api/storage/:bucket",
    "root",
  ),
  "routes/sitemap[.]xml": answering("site", "routes/sitemap[.]xml", "sitemap.xml", "root"),
});
const INBOX = buildOf({
  "routes/inbox": answering("inbox", "routes/inbox", "inbox", "root"),
  "routes/inbox.not-found": answering("inbox", "routes/inbox.not-found", "inbox/*", "root"),
});

describe("routePathTest", () => {
  const answers = routePathTest(SITE.routes);

  it("takes the paths of the table's routes, in any case, with a trailing slash and as data requests", () => {
    for (const pathname of [
      "/hiring-form",
      "/HIRING-FORM",
      "/hiring-form/",
      "/hiring-form.data",
      "/_root.data",
      "/api/storage/team",
      "/sitemap.xml",
      // Not decodable: React Router answers it as before.
      "/%E0%A4%A",
    ]) {
      expect(answers(pathname), pathname).toBe(true);
    }
  });

  it("leaves every other path to the not-found page", () => {
    for (const pathname of [
      "/nope",
      "/hiring-form/extra",
      "/api/storage",
      "/api/nope",
      "/nope.data",
      "/sitemap-xml",
    ]) {
      expect(answers(pathname), pathname).toBe(false);
    }
  });
});

describe("reactRouterPathTest", () => {
  it("takes the route discovery's manifest path too, under the app's base path", () => {
    expect(reactRouterPathTest(SITE)("/__manifest")).toBe(true);
    expect(reactRouterPathTest({ ...SITE, basename: "/site/" })("/site/__manifest")).toBe(true);
    expect(
      reactRouterPathTest({ ...SITE, routeDiscovery: { mode: "initial", manifestPath: "/__manifest" } })(
        "/__manifest",
      ),
    ).toBe(false);
  });
});

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
      build: SITE,
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

  it("gives the routes their app, the pages rendered on request Astro, and every other path Astro's not-found page", async () => {
    expect(await answer("/hiring-form")).toMatchObject({ status: 200, body: "site routes/hiring-form" });
    expect(await answer("/api/storage/team")).toMatchObject({ body: "site routes/api.storage.$bucket" });
    // React Router's look-up of the routes a page's links lead to (this stand-in build holds none).
    const manifest = await answer("/__manifest?p=%2Fhiring-form&version=test");
    expect(manifest.status).not.toBe(404);
    expect(manifest.body).not.toContain("astro");
    expect(await answer("/inbox/nope")).toMatchObject({ body: "inbox routes/inbox.not-found" });
    expect(await answer("/unsubscribe")).toMatchObject({ status: 200, body: "astro unsubscribe GET" });
    for (const pathname of [
      "/nope",
      "/api/nope",
      "/inboxes",
      "/hiring-form/extra",
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

  it("sends /industries/<slug> to the industry page for good, in any case and with a trailing slash", async () => {
    for (const pathname of [
      "/industries/saas",
      "/INDUSTRIES/saas",
      "/industries/saas/",
      "/industries/saas?ref=x",
    ]) {
      const redirect = await answer(pathname);
      expect(redirect.status, pathname).toBe(301);
      expect(redirect.headers.get("location"), pathname).toBe("/saas");
    }
    expect((await answer("/industries/startups", { method: "HEAD" })).status).toBe(301);
    expect(await answer("/industries/SAAS")).toMatchObject({ status: 404, body: "astro not-found GET" });
  });
});
