import { describe, expect, it } from "vitest";
import {
  compactManifest,
  deferHydration,
  dependenciesFirst,
  hydrationTrigger,
  splitWebFonts,
  WEB_FONTS_ID,
} from "./first-paint.mjs";

// The head and scripts React Router writes into a prerendered page, trimmed to what matters.
const document = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/home-C.js"/>',
  '<link rel="stylesheet" href="/assets/root-D.css"/>',
  "</head><body><h1>Hire faster</h1>",
  '<script>window.__reactRouterContext = {"ssr":true};</script>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-E.js";\nimport * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterManifest = {"version":"1"};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

const css = "body{color:#0b1530}";
const transform = (html = document) =>
  deferHydration(html, (href) => (href === "/assets/root-D.css" ? css : ""));

describe("deferHydration", () => {
  it("inlines the stylesheet and keeps its link, disabled, for React to hydrate", () => {
    const html = transform();
    expect(html).toContain(
      `<style>${css}</style><link rel="stylesheet" href="/assets/root-D.css" disabled=""/>`,
    );
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("removes every module preload from the head so the HTML alone makes the first paint", () => {
    const head = transform().split("</head>")[0] as string;
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('as="font"');
  });

  it("imports the same modules, with the same bindings, once the page has loaded and painted", () => {
    const script = transform().match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s/m);
    const waits = script.search(/addEventListener\(.load./);
    expect(script.indexOf("first-contentful-paint")).toBeGreaterThan(-1);
    const imports = script.indexOf('import("/assets/root-E.js")');
    expect(waits).toBeGreaterThan(-1);
    expect(imports).toBeGreaterThan(waits);
    expect(script).toContain(
      'const [route0, route1]=await Promise.all([import("/assets/root-E.js"),import("/assets/home-C.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-A.js");');
    // The preloads move into the script, so the code still arrives in one parallel round.
    for (const href of ["/assets/entry.client-A.js", "/assets/framework-B.js", "/assets/home-C.js"]) {
      expect(script).toContain(JSON.stringify(href));
    }
  });

  it("runs a page's code when its visitor shows up, or once loaded where its main content holds a form", () => {
    const footer = '<footer><form><input name="email"/></form></footer>';
    expect(hydrationTrigger(`<main id="main"><h1>Hire</h1></main>${footer}`)).toBe("visitor");
    for (const control of ['<form method="post">', '<input type="range"/>', "<select>", "<textarea>"])
      expect(hydrationTrigger(`<main id="main"><h1>Hire</h1>${control}</main>${footer}`)).toBe("load");
    const script = (html: string) =>
      transform(html).match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script(document)).toMatch(/,["`]visitor["`],m,/);
    expect(
      script(document.replace("<h1>Hire faster</h1>", '<main><form method="post"></form></main>')),
    ).toMatch(/,["`]load["`],m,/);
    // What the page waits for comes before any of its code is imported; it preloads the code.
    const waits = script(document).search(/await ?\(function/);
    expect(waits).toBeGreaterThan(-1);
    expect(waits).toBeLessThan(script(document).indexOf("import("));
    expect(script(document)).toMatch(/modulepreload/);
  });

  it("evaluates the page's modules one per task, dependencies first, and starts hydration last", () => {
    const graph: Record<string, string[]> = {
      "/assets/home-C.js": ["/assets/framework-B.js"],
      "/assets/entry.client-A.js": ["/assets/framework-B.js"],
    };
    const html = deferHydration(
      document,
      () => css,
      (href) => graph[href] ?? [],
    );
    const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).toContain(
      '{const m=["/assets/entry.client-A.js","/assets/framework-B.js","/assets/home-C.js"];',
    );
    expect(script).toContain("for(const href of m.slice(1)){await import(href)}}");
    expect(script.lastIndexOf('import("/assets/entry.client-A.js")')).toBeGreaterThan(
      script.indexOf("window.__reactRouterRouteModules"),
    );
  });

  it("orders modules after their dependencies, keeps only the listed ones and survives cycles", () => {
    const graph: Record<string, string[]> = {
      page: ["sections", "framework", "elsewhere"],
      sections: ["framework", "page"],
      framework: [],
    };
    expect(dependenciesFirst(["page", "sections", "framework"], (href) => graph[href] ?? [])).toEqual([
      "framework",
      "sections",
      "page",
    ]);
  });

  it("produces a script the browser can parse as a module", () => {
    const script = transform().match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    // An async function body accepts the same top-level await and dynamic imports.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("prints the router's manifest without whitespace and keeps every entry of it", () => {
    const manifest = {
      entry: { module: "/assets/entry.client-A.js", imports: ["/assets/framework-B.js"] },
      version: "1",
    };
    const source = `;\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {};`;
    const compact = compactManifest(source);
    expect(compact).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`);
    expect(compact.length).toBeLessThan(source.length);
    expect(compact).toContain("window.__reactRouterRouteModules = {};");
    // A manifest that is not JSON fails the build instead of shipping a broken page.
    expect(() => compactManifest("window.__reactRouterManifest = {\n  entry: x\n};")).toThrow();
  });

  it("refuses a document without the router's module script rather than leave it half-done", () => {
    expect(() => transform("<html><head></head><body></body></html>")).toThrow(/router module script/);
  });

  it("keeps the web fonts out of the first paint: their rules wait in a noscript the script applies", () => {
    const brand =
      '@font-face{font-family:Brand;font-display:swap;src:url(/assets/brand.woff2)format("woff2")}';
    const fallback = "@font-face{font-family:Brand Fallback;src:local(Arial);size-adjust:107%}";
    const stylesheet = `${brand}${fallback}body{font-family:Brand,Brand Fallback}`;
    expect(splitWebFonts(stylesheet)).toEqual({
      rest: `${fallback}body{font-family:Brand,Brand Fallback}`,
      fontFaces: brand,
    });
    const html = deferHydration(document, () => stylesheet);
    const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(inline).not.toContain("brand.woff2");
    expect(inline).toContain(fallback);
    expect(html).toContain(`<noscript id="${WEB_FONTS_ID}"><style>${brand}</style></noscript>`);
    const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    // Added once the page has loaded and painted its content, without waiting for its code.
    const fonts = script.indexOf(WEB_FONTS_ID);
    expect(fonts).toBeGreaterThan(-1);
    expect(fonts).toBeLessThan(script.search(/await ?\(function/));
    expect(script).toMatch(/first-contentful-paint/);
    // A stylesheet without web fonts gets no empty noscript.
    expect(transform()).not.toContain("<noscript");
  });

  it("refuses CSS that would close the style element", () => {
    expect(() => deferHydration(document, () => "a{}</style><script>")).toThrow(/cannot be inlined/);
  });
});
