/**
 * Every page whose share image the build draws, with the title its head gives it: each title is
 * taken from the same meta tags the page prints (seo()), so an image never says other than its
 * page. The set of paths is the one seo() points at (pagesWithShareImages).
 */
import { categories } from "~/content/categories";
import { jobBoardTextFor } from "~/content/job-board-locales";
import { pages } from "~/content/pages";
import type { MetaTag } from "~/content/seo";
import { JOB_BOARD_PATH } from "~/content/share-images";
import { LOCALES, type Locale, localizePath } from "~/lib/i18n/locales";
import {
  aiMatchingPage,
  candidatesPage,
  categoryPage,
  stackPage,
  talentApplyPage,
  talentPage,
} from "./candidate-pages";

export type ShareImagePage = {
  /** The page's own path, its locale prefix included. */
  path: string;
  title: string;
  locale: Locale;
};

const ogTitle = (meta: readonly MetaTag[]): string => {
  const tag = meta.find((entry) => "property" in entry && entry.property === "og:title");
  if (!tag || !("content" in tag)) throw new Error("A page without og:title");
  return tag.content;
};

/** The pages in every locale (the candidate side), each with its title in that locale. */
function localizedPages(locale: Locale): ShareImagePage[] {
  const page = (path: string, meta: readonly MetaTag[] | undefined): ShareImagePage[] =>
    meta ? [{ path: localizePath(path, locale), title: ogTitle(meta), locale }] : [];
  return [
    ...page(pages.talent.path, talentPage(locale).meta),
    ...page(pages.candidates.path, candidatesPage(locale).meta),
    ...page(pages.talentApply.path, talentApplyPage(locale).meta),
    ...page(pages.aiMatching.path, aiMatchingPage(locale).meta),
    ...categories.flatMap((category) => {
      const categoryMeta = categoryPage(category.slug, locale);
      return [
        ...page(categoryMeta?.data.category.path ?? "", categoryMeta?.meta),
        ...category.stacks.flatMap((stack) => {
          const stackMeta = stackPage(category.slug, stack.slug, locale);
          return page(stackMeta?.data.stack.path ?? "", stackMeta?.meta);
        }),
      ];
    }),
    { path: localizePath(JOB_BOARD_PATH, locale), title: jobBoardTextFor(locale).list.title, locale },
  ];
}

/** Every page with an image: the English-only pages of `pages`, then each locale's pages. */
export function shareImagePages(): ShareImagePage[] {
  const localized = LOCALES.flatMap(localizedPages);
  const paths = new Set(localized.map((page) => page.path));
  const englishOnly = Object.values(pages)
    .filter((page) => !paths.has(page.path))
    .map((page): ShareImagePage => ({ path: page.path, title: page.title, locale: "en" }));
  return [...englishOnly, ...localized];
}
