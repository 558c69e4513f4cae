/**
 * Every page route passes on the audience content/pages.ts gives its page, so the offers meant
 * for one audience (the report pop-up) follow the page list and nothing else.
 */
import { describe, expect, it } from "vitest";
import { astroPagePaths } from "~/content/astro-pages";
import { catalogueAudience, pages } from "~/content/pages";
import { LOCALES } from "~/lib/i18n/locales";
import type { Audience, PageHandle } from "~/lib/page-audience";
import routes from "~/routes";
import {
  aiMatchingPage,
  candidatesPage,
  categoryPage,
  stackPage,
  talentApplyPage,
  talentPage,
} from "../../site/lib/candidate-pages";

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

const entries = (list: readonly RouteEntry[]): RouteEntry[] =>
  list.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);
const all = entries(routes as RouteEntry[]);

const routeOf = (path: string) =>
  all.find((entry) => (path === "/" ? entry.index && !entry.path : entry.path === path.slice(1)));

type RouteModule = { default?: unknown; handle?: PageHandle };
const modules = import.meta.glob<RouteModule>("./*.tsx");

async function moduleOf(entry: RouteEntry): Promise<RouteModule> {
  const load = modules[`./${entry.file.replace(/^routes\//, "")}`];
  if (!load) throw new Error(`no module for ${entry.file}`);
  return load();
}

async function handleOf(entry: RouteEntry | undefined): Promise<Partial<PageHandle> | undefined> {
  if (!entry) throw new Error("no route");
  return (await moduleOf(entry)).handle;
}

/** Routes that draw a page but declare no audience: every offer stays away from them. */
const WITHOUT_AUDIENCE = new Set<string>();

describe("page audiences", () => {
  // Astro pages pass the page list's audience to the layout themselves (site/pages).
  const routePages = Object.entries(pages).filter(([, page]) => !astroPagePaths.has(page.path));
  it.each(routePages)("%s declares the audience of the page list", async (_key, page) => {
    expect((await handleOf(routeOf(page.path)))?.audience).toBe(page.audience);
  });

  it("gives the role catalogue's audience to the category and stack pages, in every language", () => {
    for (const locale of LOCALES) {
      expect(categoryPage("developers", locale)?.audience).toBe(catalogueAudience);
      expect(stackPage("developers", "backend", locale)?.audience).toBe(catalogueAudience);
    }
  });

  it("gives the translated candidate pages the English page's audience", async () => {
    for (const locale of LOCALES) {
      expect(talentPage(locale).audience).toBe(pages.talent.audience);
      expect(talentApplyPage(locale).audience).toBe(pages.talentApply.audience);
      expect(aiMatchingPage(locale).audience).toBe(pages.aiMatching.audience);
      expect(candidatesPage(locale).audience).toBe(pages.candidates.audience);
    }
  });

  it("speaks to candidates only on the candidate pages, and to companies on the sales pages", () => {
    const byAudience = (audience: Audience) =>
      Object.values(pages)
        .filter((page) => page.audience === audience)
        .map((page) => page.path);
    expect(byAudience("candidates").sort()).toEqual(["/ai-matching", "/talent", "/talent-apply"]);
    expect(byAudience("companies")).toEqual(
      expect.arrayContaining(["/", "/startups", "/saas", "/ecommerce", "/clients", "/hiring-form"]),
    );
  });

  it("leaves no other page route without an audience", async () => {
    const pageRoutes = all.filter(
      (entry) => entry.file.endsWith(".tsx") && !WITHOUT_AUDIENCE.has(entry.file),
    );
    for (const entry of pageRoutes) {
      const { handle } = await moduleOf(entry);
      expect(["companies", "candidates", "both"], entry.file).toContain(handle?.audience);
    }
  });
});
