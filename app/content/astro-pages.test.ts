import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { astroPagePaths, isAstroPage } from "./astro-pages";
import { localizedPrerenderPaths, localizedSitemapEntries } from "./localized-pages";
import { prerenderPaths, staticPagePaths } from "./pages";

const root = path.resolve(import.meta.dirname, "../..");
const routePaths = (routes as { path?: string; index?: boolean }[]).map((entry) =>
  entry.index ? "/" : `/${entry.path}`,
);

/** Every page file under site/pages as a pattern of the paths it builds (`[x]` a segment, `[...x]` any). */
function astroPagePatterns(folder = path.join(root, "site/pages"), prefix = ""): RegExp[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const segment = entry.name
      .replace(/\.astro$/, "")
      .replace(/^\[\.\.\.\w+\]$/, "(?:/[^/]+)*")
      .replace(/^\[\w+\]$/, "/[^/]+");
    const pattern = `${prefix}${segment.startsWith("(") || segment.startsWith("/") ? segment : `/${segment}`}`;
    if (entry.isDirectory()) return astroPagePatterns(path.join(folder, entry.name), pattern);
    if (!entry.name.endsWith(".astro")) return [];
    return [new RegExp(`^${pattern.replace(/\/index$/, "") || "/"}$`)];
  });
}

const hasAstroPage = (pagePath: string) => astroPagePatterns().some((pattern) => pattern.test(pagePath));

/** Whether a React Router route's path pattern (`:param`, `*`) matches a path. */
const routeMatches = (route: string, pagePath: string) =>
  route !== "/*" && new RegExp(`^${route.replace(/:\w+/g, "[^/]+").replace(/\*$/, ".*")}$`).test(pagePath);

describe("pages built by Astro", () => {
  it.each([...astroPagePaths])(
    "%s has its Astro page, a page-list entry, and no React Router route",
    (pagePath) => {
      expect(hasAstroPage(pagePath)).toBe(true);
      expect([...staticPagePaths(), ...localizedSitemapEntries().map((entry) => entry.path)]).toContain(
        pagePath,
      );
      expect(routePaths.filter((route) => routeMatches(route, pagePath))).toEqual([]);
      expect([...prerenderPaths(), ...localizedPrerenderPaths()]).not.toContain(pagePath);
    },
  );

  it("builds the candidate pages in every locale, and leaves /talent-apply to React Router", () => {
    for (const prefix of ["", "/es", "/pt-br"]) {
      for (const page of ["/talent", "/ai-matching", "/candidates", "/candidates/developers/backend"])
        expect(astroPagePaths.has(`${prefix}${page}`), `${prefix}${page}`).toBe(true);
      expect(astroPagePaths.has(`${prefix}/talent-apply`)).toBe(false);
      expect(hasAstroPage(`${prefix}/talent-apply`)).toBe(false);
    }
    expect(hasAstroPage("/candidates/developers/backend/more")).toBe(false);
  });

  it("recognises their links with a query, a hash or a trailing slash, and nothing else", () => {
    expect(isAstroPage("/security")).toBe(true);
    expect(isAstroPage("/security/?from=footer#rights")).toBe(true);
    expect(isAstroPage("/security-page")).toBe(false);
    expect(isAstroPage("/")).toBe(false);
  });
});
