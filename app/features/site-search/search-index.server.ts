/**
 * The page list the not-found page searches, built on the server from the one page list
 * (content/pages.ts) and the category list, in the page's language: English pages search every
 * page with a sitemap entry; a translated 404 searches the pages published in its language.
 */
import { buildCategoryPageData, buildStackPageData } from "~/content/candidate-page-data";
import { allStacks, categories, categoryPath, stackPath } from "~/content/categories";
import { type LocalizedPageKey, localizedPageSeo } from "~/content/localized-pages";
import { notFoundContent } from "~/content/not-found";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { type Locale, localeFromRequest, localizedHref, localizePath } from "~/lib/i18n/locales";
import { MAX_QUERY_LENGTH, type NotFoundSearchData, type SearchEntry } from "./search";

/** Titles end in " | LatamMatch" for search engines; the results list does without it. */
const shortTitle = (title: string) => title.replace(new RegExp(`\\s*\\|\\s*${site.name}$`), "");

function catalogueEntries(locale: Locale): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const category of categories) {
    const data = buildCategoryPageData(category.slug, locale);
    if (!data) continue;
    entries.push({
      path: localizePath(categoryPath(category), locale),
      title: shortTitle(data.page.seo.title),
      description: data.page.seo.description,
    });
  }
  for (const { category, stack } of allStacks()) {
    const data = buildStackPageData(category.slug, stack.slug, locale);
    if (!data) continue;
    entries.push({
      path: localizePath(stackPath(category, stack), locale),
      title: shortTitle(data.detail.seoTitle),
      description: data.detail.seoDescription,
    });
  }
  return entries;
}

function buildEntries(locale: Locale): SearchEntry[] {
  if (locale === "en") {
    const listed = Object.values(pages).filter((page) => "sitemapPriority" in page);
    return [
      ...listed.map((page) => ({
        path: page.path,
        title: shortTitle(page.title),
        description: page.description,
      })),
      ...catalogueEntries(locale),
    ];
  }
  const translated: LocalizedPageKey[] = ["talent", "candidates", "talentApply", "aiMatching"];
  return [
    ...translated.map((key) => ({
      path: localizePath(pages[key].path, locale),
      title: shortTitle(localizedPageSeo[locale][key].title),
      description: localizedPageSeo[locale][key].description,
    })),
    ...catalogueEntries(locale),
  ];
}

// The page list is the same for every request: built once per language.
const entriesByLocale = new Map<Locale, SearchEntry[]>();

export function searchEntries(locale: Locale): SearchEntry[] {
  let entries = entriesByLocale.get(locale);
  if (!entries) {
    entries = buildEntries(locale);
    entriesByLocale.set(locale, entries);
  }
  return entries;
}

/** Everything the not-found page needs for its search and suggestions, for this request. */
export function notFoundSearchData(request: Request): NotFoundSearchData {
  const locale = localeFromRequest(request);
  const content = notFoundContent[locale];
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const localized = (group: (typeof content)["companies"]) => ({
    title: group.title,
    links: group.links.map((link) => ({ label: link.label, href: localizedHref(link.href, locale) })),
  });
  return {
    kind: "not-found-search",
    query,
    entries: searchEntries(locale),
    text: content.text,
    suggestions: [localized(content.companies), localized(content.candidates)],
  };
}
