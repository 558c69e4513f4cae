import { describe, expect, it } from "vitest";
import { allStacks, categories } from "~/content/categories";
import { localizedSitemapEntries, translatedPageEntries } from "~/content/localized-pages";
import type { MetaTag } from "~/content/seo";
import {
  aiMatchingPage,
  candidatesPage,
  categoryPage,
  stackPage,
  talentApplyPage,
  talentPage,
} from "../../../site/lib/candidate-pages";
import { absoluteUrl } from "../../content/seo";
import { LOCALES, localeFromPath, localeInfo, localizePath } from "./locales";

/** The meta descriptors of a candidate page, as Astro builds it. */
function metaOf(path: string): MetaTag[] {
  const locale = localeFromPath(path);
  const [, first, category, stack] = localizePath(path, "en").split("/");
  const page =
    first === "talent"
      ? talentPage(locale)
      : first === "talent-apply"
        ? talentApplyPage(locale)
        : first === "ai-matching"
          ? aiMatchingPage(locale)
          : stack
            ? stackPage(category ?? "", stack, locale)
            : category
              ? categoryPage(category, locale)
              : candidatesPage(locale);
  if (!page) throw new Error(`no page ${path}`);
  return page.meta;
}

const linkHref = (tags: MetaTag[], rel: string) =>
  tags.filter((tag) => "rel" in tag && tag.rel === rel) as { href: string; hrefLang?: string }[];

const allPaths = [
  ...translatedPageEntries().map((entry) => entry.path),
  ...localizedSitemapEntries().map((entry) => entry.path),
];

describe("localized candidate pages: metadata", () => {
  it("covers every translated page in every language", () => {
    // /talent and /candidates, each category and stack page, /talent-apply and /ai-matching.
    const pages = 2 + categories.length + allStacks().length + 2;
    expect(translatedPageEntries()).toHaveLength(pages);
    expect(allPaths).toHaveLength(pages * LOCALES.length);
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
    // Where the page's visible breadcrumb links "Inicio": /es itself is no page.
    expect(breadcrumbs?.["script:ld+json"].itemListElement?.[0]?.item).toBe(absoluteUrl("/"));
    expect(breadcrumbs?.["script:ld+json"].itemListElement?.[1]?.item).toBe(absoluteUrl("/es/candidates"));
  });
});
