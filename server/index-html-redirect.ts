/**
 * `/index.html` and `/talent/index.html` are files of the build, and the static file handler
 * would send them without the page's Content-Security-Policy and with another cache policy.
 * They are the same documents as `/` and `/talent`: send visitors and crawlers there for good.
 */
import path from "node:path";
import type { RequestHandler } from "express";

const INDEX_FILE = "index.html";

/** The canonical path of a request for a page's index.html, or null for any other request. */
export function canonicalPathOfIndexFile(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  // The static handler decodes and normalizes too: `/talent//index%2Ehtml` is the same file.
  const normalized = path.posix.normalize(decoded);
  if (path.posix.basename(normalized) !== INDEX_FILE) return null;
  const directory = path.posix.dirname(normalized);
  return directory === "." ? "/" : directory;
}

/** `pages` are the prerendered page paths, so a redirect only ever points at one of our pages. */
export function redirectIndexFiles(pages: { has(pagePath: string): boolean }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPathOfIndexFile(req.path);
    if (canonical === null || !pages.has(canonical)) return next();
    const queryStart = req.originalUrl.indexOf("?");
    const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
    res.redirect(301, `${canonical}${query}`);
  };
}
