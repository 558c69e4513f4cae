import type * as React from "react";
import { Button } from "~/components/ui/button";
import { SiteLink, usePathname } from "~/components/ui/site-link";
import { layoutText } from "~/content/ui/layout-text";
import { useLocale, useUiText } from "~/content/ui/ui-text";
import { localizedHref } from "~/lib/i18n/locales";
import { useLogAttemptedPath } from "./log-attempted-path";
import { NotFoundSearch } from "./not-found-search";
import type { NotFoundSearchData } from "./search";

/** The search data, when a 404 response carries it (a route's thrown 404 may carry none). */
export function isNotFoundSearchData(value: unknown): value is NotFoundSearchData {
  return (
    typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "not-found-search"
  );
}

/**
 * The not-found page's band: the heading, the message and the way home, in the page's language,
 * then `search` (the site search and suggested pages). `children` go first in the band: the
 * React Router page's title and robots tags, which React moves into the head.
 */
export function NotFoundSection({
  search,
  children,
}: {
  search?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const text = useUiText("layout", layoutText).notFound;
  const locale = useLocale();
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-20">
      {children}
      <div className="w-full text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-primary">{text.heading}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{text.message}</p>
        <Button asChild size="lg" className="mt-8">
          <SiteLink href={locale === "en" ? "/" : localizedHref("/talent", locale)}>{text.homeLink}</SiteLink>
        </Button>
        {search}
      </div>
    </section>
  );
}

/**
 * Shown by the React Router app for a 404 a route throws. `search` (the 404's data from the
 * server) adds a search of the site's pages and suggested links. Only not-found pages load this
 * module: the root imports it lazily, and it lives outside the layout folder, whose modules all go
 * into the shell every page loads (vite.config.ts). Unknown paths get the page Astro renders
 * (site/pages/[...notFound].astro), from the same band.
 */
export function NotFoundPage({ search }: { search?: unknown }) {
  const pathname = usePathname();
  const text = useUiText("layout", layoutText).notFound;
  useLogAttemptedPath(pathname);
  return (
    <NotFoundSection search={isNotFoundSearchData(search) ? <NotFoundSearch data={search} /> : null}>
      <title>{text.title}</title>
      <meta name="robots" content="noindex,nofollow" />
    </NotFoundSection>
  );
}
