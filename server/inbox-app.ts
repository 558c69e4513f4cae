/**
 * The server runs two React Router apps: the site (app/) and the inbox (inbox/, docs/inbox.md).
 * The inbox answers /inbox and everything under it; the site answers the rest.
 */
import type { ServerBuild } from "react-router";

type RouteManifest = ServerBuild["routes"];

/**
 * Whether a request path belongs to the inbox: `/inbox`, `/inbox/…` and the data request of
 * `/inbox` (`/inbox.data`), in any case and percent-encoding, as React Router matches them.
 */
export function isInboxPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A broken escape: the path as sent (React Router, too, matches it undecoded).
  }
  return /^\/inbox(?:\/|\.data$|$)/i.test(decoded);
}

/**
 * The site's and the inbox's route tables as one, for the checks that look a route up by path
 * (which methods a path accepts, the metrics' route label). The inbox's route ids get a prefix,
 * as both apps have a "root". Its routes all sit under /inbox, where the site has none, so each
 * path still finds the route of the app that answers it.
 */
export function combineRouteTables(site: RouteManifest, inbox: RouteManifest | undefined): RouteManifest {
  if (!inbox) return site;
  const inboxId = (id: string) => `inbox:${id}`;
  const combined: RouteManifest = { ...site };
  for (const route of Object.values(inbox)) {
    if (!route) continue;
    combined[inboxId(route.id)] = {
      ...route,
      id: inboxId(route.id),
      parentId: route.parentId === undefined ? undefined : inboxId(route.parentId),
    };
  }
  return combined;
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * Both apps' route tables as one (combineRouteTables). In development each build is a loader,
 * reloaded on every request: the table is then read anew each time, and combined again only
 * when one of the two changed.
 */
export function routeTablesOf(
  site: BuildSource,
  inbox: BuildSource | undefined,
): RouteManifest | (() => Promise<RouteManifest>) {
  if (typeof site !== "function" && typeof inbox !== "function") {
    return combineRouteTables(site.routes, inbox?.routes);
  }
  const routesOf = async (build: BuildSource) => (typeof build === "function" ? await build() : build).routes;
  let last: { site: RouteManifest; inbox?: RouteManifest; combined: RouteManifest } | undefined;
  return async () => {
    const siteRoutes = await routesOf(site);
    const inboxRoutes = inbox === undefined ? undefined : await routesOf(inbox);
    if (last?.site !== siteRoutes || last.inbox !== inboxRoutes) {
      last = { site: siteRoutes, inbox: inboxRoutes, combined: combineRouteTables(siteRoutes, inboxRoutes) };
    }
    return last.combined;
  };
}
