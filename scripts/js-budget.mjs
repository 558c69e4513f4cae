// Checks the first-load JavaScript and CSS of every prerendered page against the budgets:
// gzip size of the code a page loads before any interaction (module scripts, modulepreload
// links and inline code) and of its stylesheets. The router's hydration data — the page's
// loader data written into the HTML as `streamController.enqueue(…)` — is content, not code:
// like other frameworks' "first load JS" figures it is reported in its own column with its
// own limit rather than counted against the code budget.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages } from "./built-pages.mjs";

const KB = 1024;
export const budgets = { home: 140.5 * KB, page: 140.5 * KB, css: 30 * KB, data: 12 * KB };

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file);
};

/**
 * An Astro page's code: each island's component and renderer, the page's module scripts, and
 * every module they import statically, followed through the chunks (dynamic imports, loaded on
 * demand, are not).
 */
function withStaticImports(dir, files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dir, file), "utf8");
    for (const [, specifier] of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
    )) {
      visit(path.posix.join(path.posix.dirname(file), specifier));
    }
  };
  for (const file of files) visit(file);
  return seen;
}

const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
const localFile = (url) => (url?.startsWith("/") ? url.slice(1).split(/[?#]/)[0] : undefined);

function measure(html, dir) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, "rel");
    const file = localFile(attr(tag, "href"));
    if (!file) continue;
    if (rel === "modulepreload") scripts.add(file);
    // A stylesheet inlined by first-paint.mjs keeps a disabled link to its file: counted once.
    if (rel === "stylesheet" && !/\sdisabled\b/.test(tag)) styles.add(file);
  }
  let inline = 0;
  let data = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = localFile(attr(attributes, "src"));
    if (src) scripts.add(src);
    else if (/application\/(ld\+)?json/.test(attributes)) continue;
    else if (body.startsWith("window.__reactRouterContext.streamController.enqueue("))
      data += gzipSync(body).length;
    else inline += gzipSync(body).length;
    // Imports of the inline module script are fetched before the page runs: static ones, dynamic
    // ones and, once first-paint.mjs has deferred them, the preload list it writes.
    const preloadList = body.match(/const m\s*=\s*(\[[^\]]*\])/)?.[1];
    for (const href of preloadList ? JSON.parse(preloadList) : []) scripts.add(localFile(href));
    for (const [, imported] of body.matchAll(/import\s*(?:\(\s*|[^"'()]*from\s*)?["'](\/[^"']+\.js)["']/g)) {
      scripts.add(localFile(imported));
    }
  }
  let inlineCss = 0;
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    inlineCss += gzipSync(css).length;
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const name of ["component-url", "renderer-url"]) {
      const file = localFile(attr(tag, name));
      if (file) scripts.add(file);
    }
  }
  const code = html.includes("<astro-island") ? withStaticImports(dir, scripts) : scripts;
  const js = [...code].reduce((sum, file) => sum + gzipSize(path.join(dir, file)), inline);
  const css = [...styles].reduce((sum, file) => sum + gzipSize(path.join(dir, file)), inlineCss);
  return { js, css, data };
}

const rows = builtPages(buildDir)
  .map(({ page: route, file, dir }) => {
    const { js, css, data } = measure(readFileSync(file, "utf8"), dir);
    const jsBudget = route === "/" ? budgets.home : budgets.page;
    return {
      route,
      js,
      css,
      data,
      jsBudget,
      ok: js <= jsBudget && css <= budgets.css && data <= budgets.data,
    };
  })
  .sort((a, b) => b.js - a.js);

if (rows.length === 0) {
  console.error(`No built pages under ${buildDir}: build first.`);
  process.exit(1);
}
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
for (const row of rows) {
  const flag = row.ok ? "ok  " : "OVER";
  console.log(
    `${flag} ${row.route.padEnd(48)} JS ${kb(row.js).padStart(9)} / ${kb(row.jsBudget)}   data ${kb(row.data).padStart(8)} / ${kb(budgets.data)}   CSS ${kb(row.css).padStart(8)} / ${kb(budgets.css)}`,
  );
}
const over = rows.filter((row) => !row.ok);
console.log(`\n${rows.length} pages checked; largest first-load JS ${kb(rows[0].js)} (${rows[0].route}).`);
if (over.length > 0) {
  console.error(`${over.length} page(s) over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
