import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

export interface PrerenderedPage {
  file: string;
  /** CSP allowing exactly this document's inline scripts. */
  csp: string;
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
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        const html = readFileSync(full, "utf8");
        pages.set(`/${relative}`, { file: full, csp: contentSecurityPolicy(inlineScriptHashes(html)) });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** The page for a request path: "/talent" and "/talent/" both map to the "/talent" document. */
export function findPrerenderedPage(
  pages: Map<string, PrerenderedPage>,
  requestPath: string,
): PrerenderedPage | undefined {
  const trimmed = requestPath.length > 1 ? requestPath.replace(/\/+$/, "") : requestPath;
  return pages.get(trimmed || "/");
}
