/**
 * The public pages Astro builds (site/pages) instead of React Router: React Router neither
 * prerenders nor routes them, and its links reach them with a full page load. The list grows
 * page by page until every public page is built by Astro.
 */
export const astroPagePaths: ReadonlySet<string> = new Set([
  "/",
  "/about",
  "/privacy",
  "/security",
  "/services/headhunting-pro",
  "/services/hires-staffing",
  "/terms",
]);

/** Whether a link's target (a site path, perhaps with a query or hash) is an Astro page. */
export function isAstroPage(href: string): boolean {
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  return astroPagePaths.has(path);
}
