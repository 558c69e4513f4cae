import * as React from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { site } from "~/content/site";

export const notFoundText = {
  title: `Page Not Found | ${site.name}`,
  heading: "404",
  message: "Oops! Page not found",
  homeLink: "Return to Home",
} as const;

/** Shown for unknown paths (answered with HTTP 404) and for unknown categories or stacks. */
export function NotFoundPage() {
  const location = useLocation();
  React.useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-20">
      <title>{notFoundText.title}</title>
      <meta name="robots" content="noindex,nofollow" />
      <div className="text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-primary">{notFoundText.heading}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{notFoundText.message}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">{notFoundText.homeLink}</Link>
        </Button>
      </div>
    </section>
  );
}
