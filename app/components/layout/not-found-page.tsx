import * as React from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { layoutText } from "~/content/ui/layout-text";
import { localizedHref } from "~/lib/i18n/locales";
import { useLocale, useUiText } from "~/lib/i18n/ui-text";

/** Shown for unknown paths (answered with HTTP 404) and for unknown categories or stacks. */
export function NotFoundPage() {
  const location = useLocation();
  const text = useUiText("layout", layoutText).notFound;
  const locale = useLocale();
  React.useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-20">
      <title>{text.title}</title>
      <meta name="robots" content="noindex,nofollow" />
      <div className="text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-primary">{text.heading}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{text.message}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={locale === "en" ? "/" : localizedHref("/talent", locale)}>{text.homeLink}</Link>
        </Button>
      </div>
    </section>
  );
}
