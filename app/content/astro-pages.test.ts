import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_ENDPOINTS } from "~server/site-endpoints";
import {
  astroOnDemandPaths,
  astroPagePaths,
  astroRouteOf,
  exampleJobsPagePaths,
  isAstroOnDemandPage,
  isAstroPage,
  isJobBoardCachedPage,
  isJobBoardPage,
} from "./astro-pages";
import { localizedSitemapEntries } from "./localized-pages";
import { pages, staticPagePaths } from "./pages";

const root = path.resolve(import.meta.dirname, "../..");
/** The paths of the server's endpoints (the API, /sitemap.xml, /robots.txt). */
const routePaths = Object.keys(SITE_ENDPOINTS).map((endpointPath) => `/${endpointPath}`);

/** The not-found page: rendered on request for every path nothing else answers. */
const NOT_FOUND_PAGE = path.join(root, "site/pages/[...notFound].astro");

/**
 * Every page file under site/pages as a pattern of the paths it builds (`[x]` a segment, `[...x]`
 * any), the not-found page aside.
 */
function astroPagePatterns(folder = path.join(root, "site/pages"), prefix = ""): RegExp[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (path.join(folder, entry.name) === NOT_FOUND_PAGE) return [];
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

/** Whether an endpoint's path pattern (`:param`) matches a path. */
const routeMatches = (route: string, pagePath: string) =>
  route !== "/*" && new RegExp(`^${route.replace(/:\w+/g, "[^/]+").replace(/\*$/, ".*")}$`).test(pagePath);

describe("pages built by Astro", () => {
  it.each([...astroPagePaths])(
    "%s has its Astro page, a page-list entry, and no endpoint of the server",
    (pagePath) => {
      expect(hasAstroPage(pagePath)).toBe(true);
      expect([...staticPagePaths(), ...localizedSitemapEntries().map((entry) => entry.path)]).toContain(
        pagePath,
      );
      expect(routePaths.filter((route) => routeMatches(route, pagePath))).toEqual([]);
    },
  );

  it("builds every page of the page list", () => {
    const listed = [...staticPagePaths(), ...localizedSitemapEntries().map((entry) => entry.path)];
    expect(listed.filter((pagePath) => !astroPagePaths.has(pagePath))).toEqual([]);
  });

  it.each([...astroOnDemandPaths])(
    "%s is rendered on request by its Astro page, with no page-list entry or endpoint",
    (pagePath) => {
      // A page in every language (the job alert's confirmation) is one file under [...locale].
      const direct = path.join(root, "site/pages", `${pagePath.slice(1)}.astro`);
      const unprefixed = pagePath.replace(/^\/(?:es|pt-br)(?=\/)/, "");
      const file = existsSync(direct)
        ? direct
        : path.join(root, "site/pages/[...locale]", `${unprefixed.slice(1)}.astro`);
      expect(readFileSync(file, "utf8")).toMatch(/^export const prerender = false;$/m);
      expect(Object.values(pages).map((page) => page.path)).not.toContain(pagePath);
      expect(routePaths).not.toContain(pagePath);
    },
  );

  it("answers every other path with the not-found page, rendered on request with HTTP 404", () => {
    const page = readFileSync(NOT_FOUND_PAGE, "utf8");
    expect(page).toMatch(/^export const prerender = false;$/m);
    expect(page).toMatch(/^Astro\.response\.status = 404;$/m);
    expect(routePaths.filter((route) => route.includes("*"))).toEqual([]);
  });

  it("renders the job board on request in every language, and nothing else under /jobs", () => {
    for (const path of [
      "/jobs",
      "/jobs/",
      "/jobs/senior-react-developer",
      "/es/jobs",
      "/pt-br/jobs/prompt-engineer?x=1",
    ]) {
      expect(isJobBoardPage(path), path).toBe(true);
      expect(isAstroOnDemandPage(path), path).toBe(true);
      expect(isAstroPage(path), path).toBe(true);
    }
    for (const path of ["/jobs/a/b", "/fr/jobs", "/jobsearch", "/candidates/jobs"]) {
      expect(isJobBoardPage(path), path).toBe(false);
    }
    expect(astroRouteOf("/es/jobs/prompt-engineer")).toBe("/es/jobs/:slug");
    expect(astroRouteOf("/jobs")).toBe("/jobs");
    expect(routePaths.filter((route) => routeMatches(route, "/jobs/prompt-engineer"))).toEqual([]);
  });

  it("tells the pages rendered on request from the prerendered ones", () => {
    expect(isAstroOnDemandPage("/unsubscribe/")).toBe(true);
    expect(isAstroPage("/unsubscribe?token=x")).toBe(true);
    expect(isAstroOnDemandPage("/security")).toBe(false);
  });

  it("renders the pages showing the job board's openings on request, cached with the board's pages", () => {
    for (const prefix of ["", "/es", "/pt-br"]) {
      for (const page of [
        "/talent",
        "/candidates",
        "/candidates/developers",
        "/candidates/developers/backend",
      ]) {
        const pagePath = `${prefix}${page}`;
        expect(exampleJobsPagePaths.has(pagePath), pagePath).toBe(true);
        // Still a page of the page list and the sitemap, at the same address.
        expect(astroPagePaths.has(pagePath), pagePath).toBe(true);
        expect(isAstroOnDemandPage(`${pagePath}/`), pagePath).toBe(true);
        expect(isJobBoardCachedPage(`${pagePath}?from=nav`), pagePath).toBe(true);
      }
      for (const page of ["/talent-apply", "/ai-matching"]) {
        expect(isAstroOnDemandPage(`${prefix}${page}`), page).toBe(false);
        expect(isJobBoardCachedPage(`${prefix}${page}`), page).toBe(false);
      }
    }
    expect(isJobBoardCachedPage("/jobs?category=sales")).toBe(true);
    expect(isJobBoardCachedPage("/candidates/astronauts")).toBe(false);
    expect(isJobBoardCachedPage("/unsubscribe")).toBe(false);
    expect(astroRouteOf("/es/candidates/developers/backend")).toBe("/es/candidates/:category/:stack");
    for (const file of [
      "talent.astro",
      "candidates/index.astro",
      "candidates/[category]/index.astro",
      "candidates/[category]/[stack].astro",
    ]) {
      const page = readFileSync(path.join(root, "site/pages/[...locale]", file), "utf8");
      expect(page, file).toMatch(/^export const prerender = false;$/m);
      expect(page, file).not.toMatch(/getStaticPaths/);
    }
  });

  it("builds the candidate pages in every locale, /talent-apply included", () => {
    for (const prefix of ["", "/es", "/pt-br"]) {
      for (const page of [
        "/talent",
        "/talent-apply",
        "/ai-matching",
        "/candidates",
        "/candidates/developers/backend",
      ])
        expect(astroPagePaths.has(`${prefix}${page}`), `${prefix}${page}`).toBe(true);
    }
    expect(hasAstroPage("/candidates/developers/backend/more")).toBe(false);
  });

  it("recognises their links with a query, a hash or a trailing slash, and nothing else", () => {
    expect(isAstroPage("/security")).toBe(true);
    expect(isAstroPage("/security/?from=footer#rights")).toBe(true);
    expect(isAstroPage("/security-page")).toBe(false);
    expect(isAstroPage("/")).toBe(true);
    expect(isAstroPage("/#faq-section")).toBe(true);
    expect(isAstroPage("/?utm_source=newsletter")).toBe(true);
  });
});
