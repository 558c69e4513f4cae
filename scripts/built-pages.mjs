// The page documents of a build: React Router's prerendered pages (BUILD_DIR/client) and the
// pages Astro builds (BUILD_DIR/site), one entry per URL path, each with the folder its assets
// are served from. The budget, the figure audit and the HTML checker read the same list.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Folders of the two builds under a build directory, React Router's first. */
export function pageFolders(buildDir) {
  return ["client", "site"].map((name) => path.join(buildDir, name)).filter((dir) => existsSync(dir));
}

function documentsUnder(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["assets", "_astro"].includes(entry.name) || entry.name.startsWith(".")
        ? []
        : documentsUnder(root, full);
    }
    if (entry.name !== "index.html") return [];
    const relative = path.relative(root, dir).split(path.sep).join("/");
    return [{ page: relative ? `/${relative}` : "/", file: full, dir: root }];
  });
}

/** Every page of the build, sorted by path; a page Astro built replaces React Router's. */
export function builtPages(buildDir = path.resolve(process.env.BUILD_DIR ?? "build")) {
  const pages = new Map();
  for (const dir of pageFolders(buildDir)) {
    for (const entry of documentsUnder(dir)) pages.set(entry.page, entry);
  }
  return [...pages.values()].sort((a, b) => a.page.localeCompare(b.page));
}
