import { SiteLinkProvider } from "~/components/ui/site-link";
import { useLogAttemptedPath } from "./log-attempted-path";
import { NotFoundSearch } from "./not-found-search";
import type { NotFoundSearchData } from "./search";

/**
 * The not-found page's search as an island of the page Astro renders on request: the search
 * (its form sends `?q=` to the page's own path) and the log of the path the visitor tried.
 */
export function NotFoundSearchIsland({ data, pathname }: { data: NotFoundSearchData; pathname: string }) {
  useLogAttemptedPath(pathname);
  return (
    <SiteLinkProvider pathname={pathname}>
      <NotFoundSearch data={data} />
    </SiteLinkProvider>
  );
}
