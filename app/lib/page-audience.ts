/**
 * Who a page speaks to: hiring companies, candidates, or both (the role catalogue under
 * /candidates, the legal pages). Offers meant for one audience appear only on its pages. Each
 * page's audience is in the page list (content/pages.ts); the pages Astro builds pass it to their
 * layout (site/layouts/PublicLayout.astro).
 */
export type Audience = "companies" | "candidates" | "both";
