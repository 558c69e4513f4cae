import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isJobBoardCachedPage } from "~/content/astro-pages";
import {
  answerFromPageCache,
  createPageCache,
  type JobBoard,
  jobPageCacheKey,
} from "~/features/jobs/job-board.server";
import { testEnv } from "../tests/support/integration";
import { createApp, type SitePageRenderer } from "./app";
import { send, toFetchRequest } from "./fetch-exchange";
import type { AppServices } from "./load-context";
import { createLogger } from "./logger.server";

const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-page'";

describe("the pages of the job board's cache, once stored", () => {
  const pages = createPageCache();
  let server: Server;
  let base: string;
  /** Every request that reached Astro's renderer, and every render it made. */
  let reachedAstro: string[];
  let renders: string[];

  beforeAll(async () => {
    const services = {
      env: testEnv({ DATA_DIR: path.join(os.tmpdir(), "cached-pages") }),
      jobBoard: { pages } as unknown as JobBoard,
    } as AppServices;
    // Stands for Astro's renderer and its middleware (site/middleware.ts): a cached page is
    // looked up, and rendered and stored when absent, by answerFromPageCache.
    const sitePages: SitePageRenderer = async (req, res) => {
      const expressReq = req as ExpressRequest;
      const expressRes = res as ExpressResponse;
      reachedAstro.push(expressReq.originalUrl);
      const url = new URL(expressReq.originalUrl, "http://x");
      if (!isJobBoardCachedPage(url.pathname)) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(`<p>rendered ${url.pathname}</p>`);
        return;
      }
      const key = jobPageCacheKey(url);
      const answer = await answerFromPageCache(
        toFetchRequest(expressReq, expressRes),
        pages,
        key,
        async () => {
          renders.push(key);
          return {
            status: url.pathname === "/jobs/gone" ? 410 : 200,
            body: `<p>${"rendered ".repeat(200)}${key}</p>`,
            headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": PAGE_CSP },
          };
        },
      );
      await send(expressRes, answer);
    };
    const app = createApp({ services, sitePages, log: createLogger({ level: "silent" }) });
    server = await new Promise<Server>((resolve) => {
      const started = app.listen(0, "127.0.0.1", () => resolve(started));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    pages.purge();
    reachedAstro = [];
    renders = [];
  });

  const get = async (target: string, headers: Record<string, string> = {}, method = "GET") => {
    const response = await fetch(`${base}${target}`, { method, headers, redirect: "manual" });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  /** The headers a cached page's answer must carry, whoever sent it. */
  const pageHeadersOf = (headers: Headers) => ({
    etag: headers.get("ETag"),
    csp: headers.get("Content-Security-Policy"),
    cacheControl: headers.get("Cache-Control"),
    vary: headers.get("Vary"),
    contentType: headers.get("Content-Type"),
    nosniff: headers.get("X-Content-Type-Options"),
  });

  it("answers a stored page without Astro, with the same body and headers Astro's answer had", async () => {
    const first = await get("/candidates/developers/backend");
    const second = await get("/candidates/developers/backend");
    expect(reachedAstro).toEqual(["/candidates/developers/backend"]);
    expect(renders).toEqual(["/candidates/developers/backend"]);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(pageHeadersOf(second.headers)).toEqual(pageHeadersOf(first.headers));
    expect(second.headers.get("ETag")).toMatch(/^W\/"/);
    expect(second.headers.get("Content-Security-Policy")).toBe(PAGE_CSP);
    expect(second.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("sends the stored copy the browser accepts, a 304 for a current copy with the page's CSP, and no body to HEAD", async () => {
    await get("/candidates/developers/backend");
    const rendered = await fetch(`${base}/candidates/developers/backend`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(rendered.headers.get("Content-Encoding")).toBe("br");
    expect(await rendered.text()).toContain("rendered rendered");
    const etag = rendered.headers.get("ETag") ?? "";

    const notModified = await get("/candidates/developers/backend", { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.get("Content-Security-Policy")).toBe(PAGE_CSP);
    expect(notModified.headers.get("ETag")).toBe(etag);

    const head = await get("/candidates/developers/backend", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Encoding")).toBe("gzip");
    expect(head.body).toBe("");
    expect(reachedAstro).toEqual(["/candidates/developers/backend"]);
  });

  it("keys the listing by its query in the board's order and keeps a stored status", async () => {
    await get("/jobs?category=developers&q=react");
    const sameQuery = await get("/jobs?q=react&category=developers&utm_source=x");
    const otherQuery = await get("/jobs?q=go");
    await get("/jobs/gone");
    const gone = await get("/jobs/gone");
    expect(sameQuery.status).toBe(200);
    expect(otherQuery.body).not.toBe(sameQuery.body);
    expect(gone.status).toBe(410);
    expect(reachedAstro).toEqual(["/jobs?category=developers&q=react", "/jobs?q=go", "/jobs/gone"]);
  });

  it("sends the request to Astro again once the cache is purged", async () => {
    await get("/jobs");
    pages.purge();
    await get("/jobs");
    expect(renders).toEqual(["/jobs", "/jobs"]);
    expect(reachedAstro).toEqual(["/jobs", "/jobs"]);
  });

  it("leaves a page outside the cache's pages to Astro, whatever the cache holds", async () => {
    pages.set("/about", { status: 200, body: "stale", headers: {}, etag: 'W/"x"' }, pages.generation);
    const about = await get("/about");
    expect(about.body).toContain("rendered");
    expect(reachedAstro).toEqual(["/about"]);
  });
});
