import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { astroPagePaths, isAstroPage } from "./astro-pages";
import { pages, prerenderPaths } from "./pages";

const root = path.resolve(import.meta.dirname, "../..");
const routePaths = (routes as { path?: string; index?: boolean }[]).map((entry) =>
  entry.index ? "/" : `/${entry.path}`,
);

/** `site/pages/terms.astro` for /terms, or a page with a parameter beside it (`services/[service].astro`). */
function hasAstroPage(pagePath: string): boolean {
  const file = path.join(root, "site/pages", `${pagePath.slice(1) || "index"}.astro`);
  const folder = path.dirname(file);
  return (
    existsSync(file) ||
    (existsSync(folder) && readdirSync(folder).some((name) => /^\[\w+\]\.astro$/.test(name)))
  );
}

describe("pages built by Astro", () => {
  it.each([...astroPagePaths])(
    "%s has its Astro page, a page-list entry, and no React Router route",
    (pagePath) => {
      expect(hasAstroPage(pagePath)).toBe(true);
      expect(Object.values(pages).map((page) => page.path)).toContain(pagePath);
      expect(routePaths).not.toContain(pagePath);
      expect(prerenderPaths()).not.toContain(pagePath);
    },
  );

  it("recognises their links with a query, a hash or a trailing slash, and nothing else", () => {
    expect(isAstroPage("/security")).toBe(true);
    expect(isAstroPage("/security/?from=footer#rights")).toBe(true);
    expect(isAstroPage("/security-page")).toBe(false);
    expect(isAstroPage("/")).toBe(true);
    expect(isAstroPage("/#faq-section")).toBe(true);
    expect(isAstroPage("/?utm_source=newsletter")).toBe(true);
  });
});
