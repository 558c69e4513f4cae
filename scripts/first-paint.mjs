// Rewrites every prerendered document so that its first paint needs nothing but the HTML:
//  - the stylesheet is inlined (`<style>`), and its `<link>` stays, disabled, so React hydrates
//    the head it rendered without fetching the file again;
//  - nothing is fetched before the first paint but the HTML: the page's script waits until the
//    page has loaded and painted (`afterFirstPaint`) before it fetches anything;
//  - the brand typeface's `@font-face` rules move into a `<noscript>`, which the script applies
//    after the first paint (`addWebFonts`), so the font's 48 kB do not stand before it on a slow
//    line; the text paints in the metric-matched fallback face and takes the brand face when it
//    arrives (app.css). Without scripts, the `<noscript>` applies them at once;
//  - module preloads are removed, and the router's inline module script decides when the page's
//    code is fetched and run (`whenToHydrate`): pages with a form in their main content as soon
//    as they have loaded and painted; the others when the visitor shows up (scroll, pointer or
//    finger, key, focus), when the visit comes from a campaign link or another site (its attribution is
//    recorded by that code), or HYDRATION_DEADLINE_MS into the visit at the latest. Until then
//    the page is plain HTML whose links work; a click on one of its buttons is held and
//    replayed once React is live;
//  - the code is evaluated one module per task, dependencies first (each dynamic import resolves
//    in a task of its own), so no single task runs the whole bundle's top level, a long task
//    that would hold up a tap on a slow phone.
// On a phone the ~140 kB of hydration code otherwise competes with the first paint and keeps the
// main thread busy for a second or more while the visitor starts reading. Run after
// `react-router build` (see `npm run build`).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { minifySync } from "vite";
import { matchReportPopupSettings } from "../app/content/floating-widgets.ts";

/**
 * Time into the visit (from the start of the navigation) after which a page that waits for its
 * visitor fetches and runs its code anyway: a second before the match report offer is due.
 */
export const HYDRATION_DEADLINE_MS = matchReportPopupSettings.delayMs - 1_000;

/** Longest wait for React to take over a button clicked before it did. */
export const REPLAY_DEADLINE_MS = 10_000;

/** Input that shows the visitor is there and about to use the page. */
export const VISITOR_EVENTS = ["scroll", "pointerdown", "pointermove", "keydown", "focusin"];

/**
 * Runs in the page, in the router's module script: resolves once the page has loaded and the
 * browser has painted its content (a hidden tab paints when it is shown). Where the browser does
 * not report paints, at `load`. Its source is copied into every page, like the functions below, so
 * each uses nothing but its arguments and the browser.
 * @returns {Promise<void>}
 */
export function afterFirstPaint() {
  // The script is an async module script, and those run before `load`.
  const loaded = new Promise((resolve) => addEventListener("load", resolve, { once: true }));
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  return Promise.all([loaded, painted]);
}

/**
 * Runs in the page, in the router's module script, before the page's code is fetched; resolves
 * when it is time to run it, once the code's module preloads are in the head.
 * @param {Promise<void>} painted  see afterFirstPaint
 * @param {"load" | "visitor"} trigger  what the page waits for
 * @param {string[]} modules  the page's code, prefetched once the page is painted
 * @param {number} deadlineMs  see HYDRATION_DEADLINE_MS
 * @param {string[]} visitorEvents  see VISITOR_EVENTS
 * @param {number} replayDeadlineMs  see REPLAY_DEADLINE_MS
 */
export function whenToHydrate(painted, trigger, modules, deadlineMs, visitorEvents, replayDeadlineMs) {
  // A click on a button of the page that React has not taken over yet is held, and replayed on
  // the same button once React has (it keeps its props on the elements it hydrated; the pages'
  // lower bands and lazily loaded parts hydrate after the rest): React would not see it, and
  // the native default (submitting a form, toggling a details element) would leave the page
  // out of step with React's state. After replayDeadlineMs the click goes through anyway.
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith("__reactProps"));
  let held = null;
  let heldSince = 0;
  const replayWhenHydrated = () => {
    if (!held?.isConnected) held = null;
    else if (hydrated(held) || performance.now() - heldSince > replayDeadlineMs) {
      const control = held;
      held = null;
      control.click();
    } else setTimeout(replayWhenHydrated, 50);
  };
  addEventListener(
    "click",
    (event) => {
      // Replays are not trusted events; a click that opens a new tab keeps its native meaning.
      if (
        !event.isTrusted ||
        event.button ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const control = event.target instanceof Element && event.target.closest("button,[role=button],summary");
      if (!control || hydrated(control)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held) setTimeout(replayWhenHydrated, 50);
      held = control;
      heldSince = performance.now();
    },
    true,
  );

  // The page's code, fetched ahead: `prefetch` only caches it, `modulepreload` also parses it.
  const fetchAhead = (rel) => {
    for (const href of modules)
      document.head.append(Object.assign(document.createElement("link"), { rel, href }));
  };
  // A negative timeout runs at once.
  const atDeadline = (callback) => setTimeout(callback, deadlineMs - performance.now());
  const referrer = document.referrer;
  const fromElsewhere =
    location.search !== "" || (referrer !== "" && !referrer.startsWith(`${location.origin}/`));
  const time = new Promise((resolve) => {
    if (trigger === "load" || fromElsewhere) {
      painted.then(resolve);
      atDeadline(resolve);
      return;
    }
    // The code arrives in the cache while the visitor reads, without running.
    painted.then(() => fetchAhead("prefetch"));
    // The visitor may arrive after the deadline, while the code is still on its way: the
    // listeners stay until then, for the lower bands to know (app/lib/defer-hydration.tsx).
    const arrive = () => {
      for (const type of visitorEvents) removeEventListener(type, arrive, true);
      clearTimeout(visitorDeadline);
      window.__visitorArrived = true;
      resolve();
    };
    for (const type of visitorEvents) addEventListener(type, arrive, { capture: true, passive: true });
    const visitorDeadline = atDeadline(resolve);
  });
  return time.then(() => fetchAhead("modulepreload"));
}

/** The id of the `<noscript>` that holds the web fonts' `@font-face` rules. */
export const WEB_FONTS_ID = "web-fonts";

/**
 * Runs in the page: once `painted` resolves, reads the web fonts' `@font-face` rules from their
 * `<noscript>` (plain text where scripts run), loads the first face (Latin, which every page
 * uses) and only then adds them all to the document, so the text is laid out again once, with
 * the font at hand (inserting the rules as a stylesheet would lay it out once more while the
 * font loads), one part of the page per frame. The other faces load when a page uses them. If
 * the font cannot load, the text keeps its fallback face. A browser that cannot build a style
 * sheet from script (Safari before 16.4) takes the rules as a `<style>` element instead.
 * @param {Promise<unknown>} painted  see afterFirstPaint
 * @param {string} id  see WEB_FONTS_ID
 */
export function addWebFonts(painted, id) {
  painted.then(() => {
    const rules = document.getElementById(id)?.textContent?.replace(/<\/?style>/g, "") ?? "";
    let sheet;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
    } catch {
      document.head.append(Object.assign(document.createElement("style"), { textContent: rules }));
      return;
    }
    // As the CSS object model writes it, like the computed font stack read below.
    const webFamily = sheet.cssRules[0]?.style.getPropertyValue("font-family");
    const faces = [...sheet.cssRules].map(({ style }) => {
      const descriptor = (name) => style.getPropertyValue(name);
      return new FontFace(descriptor("font-family").replace(/"/g, ""), descriptor("src"), {
        style: descriptor("font-style"),
        weight: descriptor("font-weight"),
        display: descriptor("font-display"),
        unicodeRange: descriptor("unicode-range"),
      });
    });
    faces[0]?.load().then(
      () => {
        // The page takes the font one part per frame (header, each band, footer): text laid out
        // in a new font for the first time is the costliest layout of the visit, and done for
        // the whole page in one frame it would hold up a tap for as long. Until its turn a part
        // keeps the page's font stack without the web font, which is what it shows already.
        const fallback = getComputedStyle(document.body)
          .fontFamily.split(",")
          .filter((name) => name.trim() !== webFamily)
          .join(",");
        const parts = [...document.querySelectorAll("body > :not(main), main > *")];
        for (const part of parts) part.style.fontFamily = fallback;
        for (const face of faces) document.fonts.add(face);
        const next = () => {
          const part = parts.shift();
          if (!part) return;
          part.style.fontFamily = "";
          requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      },
      () => {},
    );
  });
}

/** `code`, a module's statements, minified. */
function minified(code) {
  const result = minifySync("first-paint-script.js", code, { compress: true, mangle: true });
  if (result.errors?.length)
    throw new Error(`The first-paint script could not be minified: ${result.errors[0]?.message}`);
  return result.code.trim();
}

/**
 * The page's script before its code runs, minified (it is copied into every page): it waits for
 * the first paint, adds the web fonts, then waits for the time to run the code (`trigger`). Its
 * module list is the script's `m`.
 * @param {"load" | "visitor"} trigger
 */
export function firstPaintScript(trigger) {
  return minified(
    [
      `const p=(${afterFirstPaint})();`,
      `(${addWebFonts})(p,${JSON.stringify(WEB_FONTS_ID)});`,
      `await (${whenToHydrate})(p,${JSON.stringify(trigger)},m,${HYDRATION_DEADLINE_MS},${JSON.stringify(VISITOR_EVENTS)},${REPLAY_DEADLINE_MS});`,
    ].join(""),
  );
}

const webFontFace = /@font-face\s*\{[^}]*\burl\([^}]*\}/g;

/**
 * The CSS without its web fonts' `@font-face` rules (those that fetch a file; the local
 * fallback faces stay), and those rules.
 * @param {string} css
 */
export function splitWebFonts(css) {
  return { rest: css.replace(webFontFace, ""), fontFaces: (css.match(webFontFace) ?? []).join("") };
}

const formControl = /<(?:form|input|select|textarea)\b/;

/**
 * "load" for a page with a form in its main content (it is there to be filled in at once),
 * "visitor" for the others.
 * @param {string} html  a prerendered document
 */
export function hydrationTrigger(html) {
  const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? "";
  return formControl.test(main) ? "load" : "visitor";
}

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
    // One list: the entry module first, then the modules evaluated step by step.
    `{const m=${JSON.stringify([...entry, ...stepwise])};`,
    firstPaintScript(hydrationTrigger(html)),
    `for(const href of m.slice(${entry.length})){await import(href)}}`,
    `const [${bindings}]=await Promise.all([${imports.map(({ href }) => `import(${JSON.stringify(href)})`).join(",")}]);`,
    rest,
  ].join("\n");

  return html
    .replace(modulePreloadLink, "")
    .replace(routerModuleScript, () => `<script type="module" async="">${deferred}</script>`)
    .replace(stylesheetLink, (_tag, href) => {
      const css = readStylesheet(href);
      if (/<\/(style|noscript)/i.test(css))
        throw new Error(`${href} cannot be inlined: it contains "</style" or "</noscript"`);
      const { rest, fontFaces } = splitWebFonts(css);
      const fonts = fontFaces ? `<noscript id="${WEB_FONTS_ID}"><style>${fontFaces}</style></noscript>` : "";
      return `<style>${rest}</style>${fonts}<link rel="stylesheet" href="${href}" disabled=""/>`;
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
