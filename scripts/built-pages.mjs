// The page documents of a build: the pages Astro prerenders (BUILD_DIR/site), one entry per URL
// path, each with the folder its assets are served from. The budget, the figure audit and the
// HTML checker read the same list.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** The folder of the pages under a build directory, when the build has it. */
export function pageFolders(buildDir) {
  return [path.join(buildDir, "site")].filter((dir) => existsSync(dir));
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

/** Every page of the build, sorted by path. */
export function builtPages(buildDir = path.resolve(process.env.BUILD_DIR ?? "build")) {
  const pages = new Map();
  for (const dir of pageFolders(buildDir)) {
    for (const entry of documentsUnder(dir)) pages.set(entry.page, entry);
  }
  return [...pages.values()].sort((a, b) => a.page.localeCompare(b.page));
}
