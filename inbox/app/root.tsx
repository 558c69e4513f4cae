import type * as React from "react";
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./inbox.css";
import { InboxErrorPage } from "./components/error-page";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The inbox's document: a tool for the team, without the site's header, footer or widgets. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1530" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <main id="main" className="flex-1">
          {children}
        </main>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over the server's HTML: browser tests wait on it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/** Errors of the pages outside the signed-in layout (which has its own), and unknown inbox paths. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <InboxErrorPage
      status={isRouteErrorResponse(error) ? error.status : undefined}
      notFoundMessage="There is no inbox page at this address."
    />
  );
}
