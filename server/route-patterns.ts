/**
 * A React Router route table as full path patterns, ranked as React Router ranks them: which
 * route a request path belongs to, for the request metrics' route label and for the server's
 * choice of what answers a path (a path no route of the table has goes to the not-found page).
 */
import type { ServerBuild } from "react-router";

type RouteManifest = ServerBuild["routes"];

export interface RoutePattern {
  label: string;
  test: RegExp;
  score: number;
}

/** React Router's ranking (its computeScore): static segments beat dynamic ones, a splat comes last. */
function scoreOf(segments: string[], index: boolean): number {
  const all = ["", ...segments];
  let score = all.length + (all.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of all) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** Every route of the table as its full pattern, best ranked first. */
export function routePatterns(routes: RouteManifest): RoutePattern[] {
  const segmentsOf = (id: string | undefined): string[] => {
    const route = id ? routes[id] : undefined;
    if (!route) return [];
    return [...segmentsOf(route.parentId), ...(route.path ?? "").split("/").filter(Boolean)];
  };
  const patterns = Object.values(routes).flatMap((route) => {
    if (!route) return [];
    const segments = segmentsOf(route.id);
    const source = segments
      .map((segment) => {
        if (segment === "*") return "(?:/.*)?";
        if (segment.startsWith(":")) return "/[^/]+";
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      })
      .join("");
    return [
      {
        label: `/${segments.join("/")}`,
        test: new RegExp(`^${source}/*$`, route.caseSensitive ? "" : "i"),
        score: scoreOf(segments, Boolean(route.index)),
      },
    ];
  });
  // Stable: among equal scores, the table's order decides, as in React Router.
  return patterns.sort((a, b) => b.score - a.score);
}

/** The path as React Router matches it: decoded per segment; null when it cannot be decoded. */
export function decodedPath(pathname: string): string | null {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return null;
  }
}

/**
 * Whether a route of the table answers a request path (React Router's data requests, `/x.data`
 * and `/_root.data`, belong to the route of `/x`). A path that cannot be decoded counts as
 * answered: React Router answers it as it always has.
 */
export function routePathTest(routes: RouteManifest): (pathname: string) => boolean {
  const patterns = routePatterns(routes);
  return (pathname) => {
    const decoded = decodedPath(pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/"));
    return decoded === null || patterns.some((pattern) => pattern.test.test(decoded));
  };
}

/**
 * Whether the React Router app of this build answers a request path: a route of its table, or its
 * look-up of the routes a page's links lead to (the route discovery's manifest path).
 */
export function reactRouterPathTest(
  build: Pick<ServerBuild, "routes" | "routeDiscovery" | "basename">,
): (pathname: string) => boolean {
  const answers = routePathTest(build.routes);
  const { mode, manifestPath } = build.routeDiscovery;
  const manifest =
    mode === "lazy"
      ? `${(build.basename ?? "/").replace(/\/+$/, "")}${manifestPath}`.replace(/\/{2,}/g, "/")
      : undefined;
  return (pathname) => pathname === manifest || answers(pathname);
}
