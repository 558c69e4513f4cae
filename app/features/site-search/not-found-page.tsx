import type * as React from "react";
import { Button } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { layoutText } from "~/content/ui/layout-text";
import { useLocale, useUiText } from "~/content/ui/ui-text";
import { localizedHref } from "~/lib/i18n/locales";

/**
 * The not-found page's band: the heading, the message and the way home, in the page's language,
 * then `search` (the site search and suggested pages, site/pages/[...notFound].astro). `children`
 * go first in the band.
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
