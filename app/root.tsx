import * as React from "react";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ApplyModal } from "~/components/layout/apply-modal";
import { FloatingWidgets } from "~/components/layout/floating-widgets";
import { HiringFormModal } from "~/components/layout/hiring-form-modal";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { type SiteLinkProps, SiteLinkProvider } from "~/components/ui/site-link";
import { isAstroPage } from "~/content/astro-pages";
import { clientCatalogue } from "~/content/ui/i18n.server";
import { layoutText } from "~/content/ui/layout-text";
import { type RootI18nData, UiTextContext, useUiText } from "~/content/ui/ui-text";
import { useCaptureAttribution } from "~/features/attribution/use-capture-attribution";
import { NotFoundPage } from "~/features/site-search/not-found-page";
import { localeFromPath, localeFromRequest, localeInfo } from "~/lib/i18n/locales";
import { usePageAudience } from "~/lib/page-audience";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The UI catalogue of the page's language, for translated pages only (English is built in). */
export function loader({ request }: Route.LoaderArgs): RootI18nData {
  const locale = localeFromRequest(request);
  return { ui: locale === "en" ? null : clientCatalogue(locale) };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const ui = (useRouteLoaderData("root") as RootI18nData | undefined)?.ui ?? null;
  const uiText = React.useMemo(() => ({ locale, ui }), [locale, ui]);
  return (
    <html lang={localeInfo[locale].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1530" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <UiTextContext.Provider value={uiText}>
          <SiteLinkProvider link={RouterLink} pathname={pathname}>
            <PublicChrome>{children}</PublicChrome>
          </SiteLinkProvider>
        </UiTextContext.Provider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The site's links inside the app (the not-found page's too, on any path): client-side
 * navigation, and a full page load for the pages Astro builds, which this app does not route.
 */
const RouterLink = ({ href, ...props }: SiteLinkProps) => (
  <Link to={href} reloadDocument={isAstroPage(href)} {...props} />
);

function PublicChrome({ children }: { children: React.ReactNode }) {
  const text = useUiText("layout", layoutText);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {text.skipLink}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <HiringFormModal />
      <ApplyModal />
      <FloatingWidgets audience={usePageAudience()} />
    </>
  );
}

export default function App() {
  useCaptureAttribution();
  // Marks the document once React has taken over the prerendered HTML: browser tests wait on it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export const errorText = {
  title: "Unexpected Application Error!",
} as const;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage search={error.data} />;

  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <section className="mx-auto max-w-3xl px-4 py-20">
      <title>{`${errorText.title} | LatamMatch`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <h1 className="text-3xl font-bold tracking-tight">{errorText.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{detail}</p>
      {stack ? <pre className="mt-6 overflow-x-auto rounded-lg bg-muted p-4 text-sm">{stack}</pre> : null}
    </section>
  );
}
