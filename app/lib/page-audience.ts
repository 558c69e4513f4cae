/**
 * Each page route declares the audience content/pages.ts gives its page in its `handle`, so the
 * site chrome knows who the page speaks to without shipping the page list to the browser. The
 * handle names the audience itself (`audienceHandle("companies")`): reading it from the page list
 * would put the whole list (about 2 kB of gzip) into every page's JavaScript. The route test
 * (routes/page-audience.test.ts) holds each handle to the page list.
 */
import { useMatches } from "react-router";

/**
 * Who a page speaks to: hiring companies, candidates, or both (the role catalogue under
 * /candidates, the legal pages). Offers meant for one audience appear only on its pages.
 */
export type Audience = "companies" | "candidates" | "both";

export interface PageHandle {
  audience: Audience;
}

/** The `handle` export of a page route. */
export const audienceHandle = (audience: Audience): PageHandle => ({ audience });

/** The audience the deepest matched route declares; none for routes that declare none (404). */
export function usePageAudience(): Audience | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as Partial<PageHandle> | undefined;
    if (handle?.audience) return handle.audience;
  }
  return undefined;
}
