// Validates every prerendered HTML document with the Nu HTML Checker (vnu), and every page of the
// sitemap the server renders on request (fetched from the built server started here, written to a
// temporary folder); fails on any error.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { builtPages, onRequestPages, pageFolders } from "./built-pages.mjs";
import { startServer } from "./built-server.mjs";

const require = createRequire(import.meta.url);
const vnuJar = String(require("vnu-jar"));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
// The pages Astro builds (and any page another build prerenders).
const folders = pageFolders(buildDir);

// The pages rendered on request, as the server sends them to a visitor.
const renderedDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-rendered-"));
process.once("exit", () => rmSync(renderedDir, { recursive: true, force: true }));
const server = await startServer(buildDir);
let rendered = [];
let fetchError;
try {
  rendered = await onRequestPages(server.baseUrl, builtPages(buildDir));
  for (const page of rendered) {
    const response = await fetch(`${server.baseUrl}${page}`);
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    const dir = path.join(renderedDir, page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), await response.text());
  }
} catch (error) {
  fetchError = error instanceof Error ? error.message : String(error);
} finally {
  await server.stop();
}
if (fetchError) {
  console.error(`Could not fetch the pages rendered on request: ${fetchError}`);
  process.exit(1);
}
if (rendered.length > 0) folders.push(renderedDir);

const result = spawnSync(
  "java",
  // The stylesheet is inlined into every page (astro.config.mjs); the checker's CSS grammar
  // predates current CSS (container queries, margin-trim …) that Tailwind emits, so its CSS
  // messages are left out. The HTML itself is checked in full.
  [
    "-jar",
    vnuJar,
    "--errors-only",
    "--skip-non-html",
    "--filterpattern",
    "CSS: .*",
    "--format",
    "gnu",
    ...folders,
  ],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (result.error) {
  console.error(`Could not run the HTML checker (is Java installed?): ${result.error.message}`);
  process.exit(1);
}
const output = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0 || output) {
  console.error(output.replaceAll(`file:${buildDir}`, "").replaceAll(`file:${renderedDir}`, "(rendered)"));
  console.error(`\nHTML validation failed (${output.split("\n").length} error lines).`);
  process.exit(1);
}
console.log(
  `HTML validation passed: no errors in ${folders.filter((folder) => folder !== renderedDir).join(" and ")}` +
    ` and the ${rendered.length} pages rendered on request.`,
);
