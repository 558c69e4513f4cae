// Validates every prerendered HTML document with the Nu HTML Checker (vnu); fails on any error.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pageFolders } from "./built-pages.mjs";

const require = createRequire(import.meta.url);
const vnuJar = String(require("vnu-jar"));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
// The pages Astro builds (and any page another build prerenders).
const folders = pageFolders(buildDir);

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
  console.error(output.replaceAll(`file:${buildDir}`, ""));
  console.error(`\nHTML validation failed (${output.split("\n").length} error lines).`);
  process.exit(1);
}
console.log(`HTML validation passed: no errors in ${folders.join(" and ")}.`);
