import * as React from "react";
import { Button } from "~/components/ui/button";
import { SiteLink, usePathname } from "~/components/ui/site-link";
import { layoutText } from "~/content/ui/layout-text";
import { localizedHref } from "~/lib/i18n/locales";
import { useLocale, useUiText } from "~/lib/i18n/ui-text";
import { NotFoundSearch } from "./not-found-search";
import type { NotFoundSearchData } from "./search";

/** The search data, when a 404 response carries it (a route's thrown 404 may carry none). */
export function isNotFoundSearchData(value: unknown): value is NotFoundSearchData {
  return (
    typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "not-found-search"
  );
}

/**
 * Shown for unknown paths (answered with HTTP 404) and for unknown categories or stacks. `search`
 * (the 404's data from the server) adds a search of the site's pages and suggested links. Only
 * not-found pages load this module: the root imports it lazily, and it lives outside the layout
 * folder, whose modules all go into the shell every page loads (vite.config.ts).
 */
export function NotFoundPage({ search }: { search?: unknown }) {
  const pathname = usePathname();
  const text = useUiText("layout", layoutText).notFound;
  const locale = useLocale();
  React.useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-20">
      <title>{text.title}</title>
      <meta name="robots" content="noindex,nofollow" />
      <div className="w-full text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-primary">{text.heading}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{text.message}</p>
        <Button asChild size="lg" className="mt-8">
          <SiteLink href={locale === "en" ? "/" : localizedHref("/talent", locale)}>{text.homeLink}</SiteLink>
        </Button>
        {isNotFoundSearchData(search) ? <NotFoundSearch data={search} /> : null}
      </div>
    </section>
  );
}
