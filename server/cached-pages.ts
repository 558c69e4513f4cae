/**
 * The pages of the job board's page cache that are already stored, answered by the server itself:
 * the job board's pages and the candidate pages showing its openings (isJobBoardCachedPage). Once
 * stored, such a page is a string and two compressed copies in memory, like a prerendered page;
 * handing it to Astro's renderer only to look it up again cost a Fetch request and response, a
 * route match, the page module's props and a streamed copy of the body per request (about four
 * times the CPU time of a prerendered page). A page not stored yet, or whose entry expired, goes
 * on to Astro, whose middleware renders and stores it (site/middleware.ts); both answer with
 * cachedPageAnswer, so headers, ETag and 304 are the same either way.
 *
 * Mounted where Astro's renderer is, after every route that could answer the same path (the
 * site's endpoints, such as the job feeds, keep their own addresses and keys).
 */
import type { RequestHandler } from "express";
import { isJobBoardCachedPage } from "~/content/astro-pages";
import { cachedPageAnswer, jobPageCacheKey, type PageCache } from "~/features/jobs/job-board.server";

/** Only for parsing the request target: the cache key reads the path and the query alone. */
const ANY_ORIGIN = "http://localhost";

export function serveCachedPages(cache: PageCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // The URL as Astro's middleware reads it, so both compute the same key.
    const url = new URL(req.originalUrl, ANY_ORIGIN);
    if (!isJobBoardCachedPage(url.pathname)) return next();
    const page = cache.get(jobPageCacheKey(url));
    if (!page) return next();
    const { status, headers, body } = cachedPageAnswer(page, {
      method: req.method,
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    });
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (body === null) {
      res.end();
      return;
    }
    res.setHeader("Content-Length", typeof body === "string" ? Buffer.byteLength(body) : body.byteLength);
    res.end(body);
  };
}
