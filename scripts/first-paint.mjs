// Rewrites every prerendered document so that its first paint needs nothing but the HTML:
//  - the stylesheet is inlined (`<style>`), and its `<link>` stays, disabled, so React hydrates
//    the head it rendered without fetching the file again;
//  - module preloads are removed and the router's inline module script waits for the page's
//    `load` event (or three seconds at most) before it preloads and imports the page's code;
//  - the code is evaluated one module per task, dependencies first (each dynamic import resolves
//    in a task of its own), so no single task runs the whole bundle's top level, a long task
//    that would hold up a tap on a slow phone.
// On a phone the ~140 kB of hydration code otherwise shares the first round trips with the HTML
// and delays the first paint by a second or more; the page is readable and its links work before
// React takes over. Run after `react-router build` (see `npm run build`).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Longest wait for the `load` event before the page's code is fetched anyway. */
export const HYDRATION_DEADLINE_MS = 3_000;

const stylesheetLink = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;
const modulePreloadLink = /<link rel="modulepreload" href="(\/[^"]+\.js)"\/>/g;
const routerModuleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?"(\/[^"]+\.js)";\s*$/gm;

/**
 * `modules` ordered so that every module comes after the modules it imports (those outside the
 * list are left out); a cycle keeps the order in which it was met.
 * @param {string[]} modules
 * @param {(href: string) => string[]} importsOf  the modules a module imports statically
 */
export function dependenciesFirst(modules, importsOf) {
  const wanted = new Set(modules);
  const ordered = [];
  const seen = new Set();
  const visit = (href) => {
    if (seen.has(href) || !wanted.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) visit(dependency);
    ordered.push(href);
  };
  for (const href of modules) visit(href);
  return ordered;
}

/**
 * The router's manifest (JSON, written with two-space indents) printed without whitespace: it is
 * part of every page's inline script, and the indents alone weigh more than a small module.
 * @param {string} source  the router's inline module script, after its static imports
 */
export function compactManifest(source) {
  return source.replace(
    /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/,
    (_declaration, assignment, json) => `${assignment}${JSON.stringify(JSON.parse(json))};`,
  );
}

/**
 * The document with its stylesheets inlined and its hydration deferred.
 * @param {string} html  a prerendered document
 * @param {(href: string) => string} readStylesheet  the CSS of a stylesheet URL
 * @param {(href: string) => string[]} [importsOf]  the modules a module imports statically; with
 *   it, the page's modules are evaluated one per task, dependencies first
 */
export function deferHydration(html, readStylesheet, importsOf = () => []) {
  const script = html.match(routerModuleScript);
  if (!script) throw new Error("No router module script in the document");
  const preloads = [...html.matchAll(modulePreloadLink)].map(([, href]) => href);

  const imports = [...(script[1] ?? "").matchAll(staticImport)].map(([, name, href]) => ({ name, href }));
  const rest = compactManifest((script[1] ?? "").replace(staticImport, "").trim());
  const bindings = imports.map(({ name }, index) => name ?? `_${index}`).join(", ");
  // The entry module starts hydration, so it runs last, after the route modules are registered.
  const started = new Set([...rest.matchAll(/import\("([^"]+)"\)/g)].map(([, href]) => href));
  const entry = preloads.filter((href) => started.has(href));
  const stepwise = dependenciesFirst(
    preloads.filter((href) => !started.has(href)),
    importsOf,
  );
  const deferred = [
    // Wait for the page to load (at most HYDRATION_DEADLINE_MS), preload its code, import it.
    `await new Promise(r=>{document.readyState=="complete"?r():(addEventListener("load",r),setTimeout(r,${HYDRATION_DEADLINE_MS}))});`,
    // One list: the entry module first, then the modules evaluated step by step.
    `{const m=${JSON.stringify([...entry, ...stepwise])};`,
    `for(const href of m)document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));`,
    `for(const href of m.slice(${entry.length})){await import(href)}}`,
    `const [${bindings}]=await Promise.all([${imports.map(({ href }) => `import(${JSON.stringify(href)})`).join(",")}]);`,
    rest,
  ].join("\n");

  return html
    .replace(modulePreloadLink, "")
    .replace(routerModuleScript, () => `<script type="module" async="">${deferred}</script>`)
    .replace(stylesheetLink, (_tag, href) => {
      const css = readStylesheet(href);
      if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains "</style"`);
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    });
}

function prerenderedDocuments(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : prerenderedDocuments(full);
    return entry.name === "index.html" ? [full] : [];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const stylesheets = new Map();
  const readStylesheet = (href) => {
    if (!stylesheets.has(href))
      stylesheets.set(href, readFileSync(path.join(clientDir, href), "utf8").trim());
    return stylesheets.get(href);
  };
  const moduleImports = new Map();
  const importsOf = (href) => {
    if (!moduleImports.has(href)) {
      const source = readFileSync(path.join(clientDir, href), "utf8");
      const dir = path.posix.dirname(href);
      const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)];
      moduleImports.set(
        href,
        specifiers.map(([, specifier]) => path.posix.join(dir, specifier)),
      );
    }
    return moduleImports.get(href);
  };
  const documents = prerenderedDocuments(clientDir);
  for (const file of documents)
    writeFileSync(file, deferHydration(readFileSync(file, "utf8"), readStylesheet, importsOf));
  console.log(`First paint: ${documents.length} prerendered pages with inline CSS and deferred hydration.`);
}
