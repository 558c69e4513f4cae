/**
 * The inbox (inbox/, docs/inbox.md), the React Router app the server runs beside the site: it
 * answers /inbox and everything under it; the site's endpoints and pages answer the rest.
 */
import type { ServerBuild } from "react-router";
import type { RouteTable } from "./route-patterns";

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
 * The site's endpoints (server/site-endpoints.ts) and the inbox's route table as one, for the
 * checks that look a route up by path (which methods a path accepts, the metrics' route label).
 * The inbox's route ids get a prefix, so that none can take the id of an endpoint. Its routes
 * all sit under /inbox, where the site has none, so each path still finds what answers it.
 */
export function combineRouteTables(site: RouteTable, inbox: RouteTable | undefined): RouteTable {
  if (!inbox) return site;
  const inboxId = (id: string) => `inbox:${id}`;
  const combined: Record<string, RouteTable[string]> = { ...site };
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
 * The site's endpoints and the inbox's routes as one table (combineRouteTables). In development
 * the inbox's build is a loader, reloaded on every request: its table is then read anew each
 * time, and combined again only when it changed.
 */
export function routeTablesOf(
  site: RouteTable,
  inbox: BuildSource | undefined,
): RouteTable | (() => Promise<RouteTable>) {
  if (typeof inbox !== "function") return combineRouteTables(site, inbox?.routes);
  let last: { inbox: RouteTable; combined: RouteTable } | undefined;
  return async () => {
    const inboxRoutes = (await inbox()).routes;
    if (last?.inbox !== inboxRoutes) {
      last = { inbox: inboxRoutes, combined: combineRouteTables(site, inboxRoutes) };
    }
    return last.combined;
  };
}
