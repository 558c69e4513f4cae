import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { localizedSitemapEntries, translatedPageEntries } from "~/content/localized-pages";
import { loader as aiMatchingLoader, meta as aiMatchingMeta } from "~/routes/ai-matching";
import { loader as candidatesLoader, meta as candidatesMeta } from "~/routes/candidates";
import { loader as categoryLoader, meta as categoryMeta } from "~/routes/category";
import { loader as stackLoader, meta as stackMeta } from "~/routes/stack";
import { loader as talentLoader, meta as talentMeta } from "~/routes/talent";
import { loader as talentApplyLoader, meta as talentApplyMeta } from "~/routes/talent-apply";
import { absoluteUrl } from "../seo";
import { LOCALES, localeFromPath, localeInfo, localizePath } from "./locales";

type Meta = (args: { loaderData: unknown }) => MetaDescriptor[];
type Loader = (args: { request: Request; params: Record<string, string> }) => unknown;

/** The route module of an English path, with its params, as the route table maps it. */
function routeFor(path: string): { loader: Loader; meta: Meta; params: Record<string, string> } {
  const [, first, category, stack] = path.split("/");
  const pick = (loader: unknown, meta: unknown, params: Record<string, string> = {}) => ({
    loader: loader as Loader,
    meta: meta as Meta,
    params,
  });
  if (first === "talent") return pick(talentLoader, talentMeta);
  if (first === "talent-apply") return pick(talentApplyLoader, talentApplyMeta);
  if (first === "ai-matching") return pick(aiMatchingLoader, aiMatchingMeta);
  if (stack) return pick(stackLoader, stackMeta, { category: category ?? "", stack });
  if (category) return pick(categoryLoader, categoryMeta, { category });
  return pick(candidatesLoader, candidatesMeta);
}

function metaOf(path: string): MetaDescriptor[] {
  const english = `/${path
    .split("/")
    .filter(Boolean)
    .slice(localeFromPath(path) === "en" ? 0 : 1)
    .join("/")}`;
  const route = routeFor(english);
  const loaderData = route.loader({
    request: new Request(`https://test.example${path}`),
    params: route.params,
  });
  return route.meta({ loaderData });
}

const linkHref = (tags: MetaDescriptor[], rel: string) =>
  tags.filter((tag) => "rel" in tag && tag.rel === rel) as { href: string; hrefLang?: string }[];

const allPaths = [
  ...translatedPageEntries().map((entry) => entry.path),
  ...localizedSitemapEntries().map((entry) => entry.path),
];

describe("localized candidate pages: metadata", () => {
  it("covers every translated page in every language", () => {
    expect(translatedPageEntries()).toHaveLength(2 + 6 + 31 + 2);
    expect(allPaths).toHaveLength(41 * 3);
  });

  it.each(allPaths)("%s has its own canonical and a complete, reciprocal hreflang set", (path) => {
    const tags = metaOf(path);
    const locale = localeFromPath(path);
    expect(linkHref(tags, "canonical").map((tag) => tag.href)).toEqual([absoluteUrl(path)]);
    const alternates = linkHref(tags, "alternate");
    const expected = [
      ...LOCALES.map((other) => ({
        hrefLang: localeInfo[other].tag,
        href: absoluteUrl(localizePath(path, other)),
      })),
      { hrefLang: "x-default", href: absoluteUrl(localizePath(path, "en")) },
    ];
    expect(alternates.map(({ hrefLang, href }) => ({ hrefLang, href }))).toEqual(expected);
    // Each alternate lists this page back.
    for (const other of LOCALES) {
      const back = linkHref(metaOf(localizePath(path, other)), "alternate").map((tag) => tag.href);
      expect(back).toContain(absoluteUrl(path));
    }
    const og = tags.find((tag) => "property" in tag && tag.property === "og:locale") as { content: string };
    expect(og.content).toBe(localeInfo[locale].ogLocale);
    const title = tags.find((tag) => "title" in tag) as { title: string };
    expect(title.title.length).toBeGreaterThan(10);
  });

  it("gives each language its own title and description on the static pages", () => {
    for (const path of ["/talent", "/candidates", "/talent-apply", "/ai-matching"]) {
      const titles = LOCALES.map(
        (locale) =>
          (metaOf(localizePath(path, locale)).find((tag) => "title" in tag) as { title: string }).title,
      );
      expect(new Set(titles).size).toBe(3);
    }
  });

  it("writes the stack page's breadcrumbs in the page's language", () => {
    const jsonLd = metaOf("/es/candidates/developers/backend").filter((tag) => "script:ld+json" in tag) as {
      "script:ld+json": { "@type": string; itemListElement?: { name: string; item: string }[] };
    }[];
    const breadcrumbs = jsonLd.find((tag) => tag["script:ld+json"]["@type"] === "BreadcrumbList");
    expect(breadcrumbs?.["script:ld+json"].itemListElement?.map((item) => item.name).slice(0, 2)).toEqual([
      "Inicio",
      "Candidatos",
    ]);
    expect(breadcrumbs?.["script:ld+json"].itemListElement?.[1]?.item).toBe(absoluteUrl("/es/candidates"));
  });
});
