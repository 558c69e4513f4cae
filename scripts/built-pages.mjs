// The page documents of a build: the pages Astro prerenders (BUILD_DIR/site), one entry per URL
// path, each with the folder its assets are served from; and the pages of the sitemap a running
// server renders on request instead. The budget, the figure audit and the HTML checker read the
// same lists.
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

/** The job board's own pages: the team's openings, not the build's pages. */
const JOB_BOARD_PAGE = /^(?:\/(?:es|pt-br))?\/jobs(?:\/|$)/;

/**
 * The pages of a running server's sitemap that the build holds no document for: the pages Astro
 * renders on request for every visitor alike (/talent, /candidates and the category and stack
 * pages, which show the job board's openings), sorted; the job board's own pages aside.
 * @param {string} baseUrl  the server, e.g. http://127.0.0.1:3000
 * @param {{ page: string }[]} [built]  the build's documents (builtPages)
 * @returns {Promise<string[]>}
 */
export async function onRequestPages(baseUrl, built = builtPages()) {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const files = new Set(built.map((entry) => entry.page));
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(paths)]
    .filter((page) => !files.has(page) && !JOB_BOARD_PAGE.test(page))
    .sort((a, b) => a.localeCompare(b));
}
