/**
 * What the job board's pages (site/pages/[...locale]/jobs/) share: the locale of their path, the
 * names of categories, stacks, types, seniorities and countries in the page's language
 * (app/content/job-board-names.ts, shared with the board's feeds), and the paths of the listing
 * and of an opening.
 */
import { type Locale, localizePath, TRANSLATED_LOCALES } from "~/lib/i18n/locales";

export { type JobNames, jobNames } from "~/content/job-board-names";

/** The locale of a `[...locale]` parameter, or undefined when it is no locale of the site. */
export function jobBoardLocaleOf(param: string | undefined): Locale | undefined {
  if (param === undefined) return "en";
  return TRANSLATED_LOCALES.find((locale) => locale === param);
}

export const jobsPath = (locale: Locale) => localizePath("/jobs", locale);
export const jobPath = (slug: string, locale: Locale) => localizePath(`/jobs/${slug}`, locale);
