import { LOCALES, localizePath } from "../lib/i18n/locales";
import { allStacks, categories, categoryPath, stackPath } from "./categories";

/**
 * The candidate pages (site/pages/[...locale]), in English and under each translated locale's
 * prefix: /talent, /talent-apply, /ai-matching, /candidates and every category and stack page.
 */
const candidatePagePaths = LOCALES.flatMap((locale) =>
  [
    "/talent",
    "/talent-apply",
    "/ai-matching",
    "/candidates",
    ...categories.map(categoryPath),
    ...allStacks().map(({ category, stack }) => stackPath(category, stack)),
  ].map((path) => localizePath(path, locale)),
);

/**
 * The public pages Astro builds (site/pages): every page of the page list, in every language.
 */
export const astroPagePaths: ReadonlySet<string> = new Set([
  "/",
  "/about",
  "/book-a-call",
  "/clients",
  "/ecommerce",
  "/hiring-form",
  "/human-data-llm-training",
  "/human-data-llm-training/pilot-request",
  "/pricing",
  "/privacy",
  "/saas",
  "/savings-calculator",
  "/security",
  "/services/headhunting-pro",
  "/services/hires-staffing",
  "/startups",
  "/terms",
  "/thank-you",
  ...candidatePagePaths,
]);

/**
 * The Astro pages rendered on each request (`export const prerender = false`), such as a page
 * whose link carries a token: not in the page list or the sitemap. Each answers its own methods
 * (a form's POST, 405 for the others), as an endpoint with an action does.
 */
export const astroOnDemandPaths: ReadonlySet<string> = new Set([
  "/book-a-call/cancel",
  "/book-a-call/reschedule",
  "/subscriptions/confirm",
  "/unsubscribe",
  // The job alert's confirmation, in the alert's language (site/pages/[...locale]/job-alerts/).
  ...LOCALES.map((locale) => localizePath("/job-alerts/confirm", locale)),
]);

/**
 * The public job board, rendered on request in every language: `/jobs` and `/jobs/{slug}`, under
 * each translated locale's prefix too (site/pages/[...locale]/jobs/). The team's openings change
 * without a build, so neither is in the page list; the sitemap lists them from the database.
 */
const JOB_BOARD_PAGE = /^(?:\/(?:es|pt-br))?\/jobs(?:\/[^/]+)?$/;

/**
 * The candidate's status page, /candidate/{token} under each locale's prefix (site/pages/
 * [...locale]/candidate/): rendered on request, never listed. Its token opens a candidate's
 * record, so the server's metrics label it by its pattern, never by its path.
 */
const STATUS_PAGE = /^(\/(?:es|pt-br))?\/candidate\/[^/]+$/;

/** The client's shortlist page, /shortlists/{token} (site/pages/shortlists/): English only, like the status page never labelled by its path. */
const SHORTLIST_PAGE = /^\/shortlists\/[^/]+$/;

/** A path with a token page's token replaced by "[token]": what may be logged or labelled of it. */
export function redactStatusToken(pathname: string): string {
  const path = pathOf(pathname);
  if (SHORTLIST_PAGE.test(path)) return "/shortlists/[token]";
  const match = STATUS_PAGE.exec(path);
  return match ? `${match[1] ?? ""}/candidate/[token]` : pathname;
}

/** Whether a path (without query) is a page of the job board: the listing or an opening. */
export function isJobBoardPage(pathname: string): boolean {
  return JOB_BOARD_PAGE.test(pathOf(pathname));
}

/**
 * The candidate pages that show the job board's openings as their example jobs, in every
 * language: /talent, /candidates and every category and stack page. They stay in the page list
 * and the sitemap, but are rendered on request (no query changes them) and cached with the job
 * board's pages until an opening changes (site/middleware.ts, site/lib/example-jobs.ts).
 */
export const exampleJobsPagePaths: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) =>
    [
      "/talent",
      "/candidates",
      ...categories.map(categoryPath),
      ...allStacks().map(({ category, stack }) => stackPath(category, stack)),
    ].map((path) => localizePath(path, locale)),
  ),
);

/**
 * Whether a path is an Astro page the job board's page cache answers: the board's own pages and
 * the pages showing its openings. All are read-only (GET and HEAD).
 */
export function isJobBoardCachedPage(pathname: string): boolean {
  const path = pathOf(pathname);
  return JOB_BOARD_PAGE.test(path) || exampleJobsPagePaths.has(path);
}

const pathOf = (href: string) => href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");

/** Whether a link's target (a site path, perhaps with a query or hash) is an Astro page. */
export function isAstroPage(href: string): boolean {
  const path = pathOf(href);
  return astroPagePaths.has(path) || astroOnDemandPaths.has(path) || JOB_BOARD_PAGE.test(path);
}

/**
 * Each category and stack page's route pattern ("/es/candidates/:category/:stack"), as the
 * server's request metrics label it; every other Astro page is its own path.
 */
const candidateRoutePatterns = new Map<string, string>(
  LOCALES.flatMap((locale): [string, string][] => [
    ...categories.map((category): [string, string] => [
      localizePath(categoryPath(category), locale),
      localizePath("/candidates/:category", locale),
    ]),
    ...allStacks().map(({ category, stack }): [string, string] => [
      localizePath(stackPath(category, stack), locale),
      localizePath("/candidates/:category/:stack", locale),
    ]),
  ]),
);

/** The route pattern of an Astro page's path, for the request metrics; undefined for other paths. */
export function astroRouteOf(pathname: string): string | undefined {
  const path = pathOf(pathname);
  if (JOB_BOARD_PAGE.test(path)) {
    const [, prefix = "", slug] = /^(\/(?:es|pt-br))?\/jobs(\/[^/]+)?$/.exec(path) ?? [];
    return `${prefix}/jobs${slug ? "/:slug" : ""}`;
  }
  if (STATUS_PAGE.test(path) || SHORTLIST_PAGE.test(path)) return redactStatusToken(path);
  if (!astroPagePaths.has(path) && !astroOnDemandPaths.has(path)) return undefined;
  return candidateRoutePatterns.get(path) ?? path;
}

/** Whether a request path is an Astro page rendered on request. */
export function isAstroOnDemandPage(pathname: string): boolean {
  const path = pathOf(pathname);
  return (
    astroOnDemandPaths.has(path) ||
    JOB_BOARD_PAGE.test(path) ||
    exampleJobsPagePaths.has(path) ||
    STATUS_PAGE.test(path) ||
    SHORTLIST_PAGE.test(path)
  );
}
