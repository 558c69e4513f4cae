import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";
import { loadStaticFile, type StaticFile, sendStaticFile } from "./static-files";

/** A CDN may keep a page, but must ask whether it changed before each use. */
const PAGE_CACHE = "public, max-age=0, must-revalidate";

export interface PrerenderedPage {
  file: string;
  /** CSP allowing exactly this document's inline scripts. */
  csp: string;
  /** The document and its precompressed copies, in memory. */
  content: StaticFile;
  /** Its own response headers: the CSP and the cache policy. */
  headers: Readonly<Record<string, string>>;
}

/**
 * Finds every prerendered document (`<clientDir>/<path>/index.html`) once at start-up, keyed by
 * URL path, so a request costs a map look-up instead of a file-system probe.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Hashed assets hold no documents; dot-folders (Astro's `.prerender`) are build leftovers.
        if (entry.name !== "assets" && entry.name !== "_astro" && !entry.name.startsWith(".")) walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        const html = readFileSync(full);
        const csp = contentSecurityPolicy(inlineScriptHashes(html.toString("utf8")));
        pages.set(`/${relative}`, {
          file: full,
          csp,
          content: loadStaticFile(full, html),
          headers: { "Content-Security-Policy": csp, "Cache-Control": PAGE_CACHE },
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * Serves the prerendered documents on GET and HEAD, each with its own CSP, at its exact address
 * ("/talent"; "/talent/" was sent there by server/canonical-path.ts before).
 */
export function servePrerenderedPages(pages: Map<string, PrerenderedPage>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    sendStaticFile(req, res, page.content, page.headers);
  };
}
