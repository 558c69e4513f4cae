/**
 * A route table as full path patterns, ranked as React Router ranks them: which route a request
 * path belongs to, for the request metrics' route label, the methods a path accepts and the
 * server's choice of what answers a path. The tables are the inbox's React Router build and the
 * site's endpoints (server/site-endpoints.ts), which keep the same matching rules: any case, any
 * number of trailing slashes, the path decoded per segment.
 */
/** One route of a table: React Router's manifest entries have this shape, the site's endpoints too. */
export interface RouteEntry {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  /** What answers the route; a route with an `action` takes POST, PUT, PATCH and DELETE. */
  module: { action?: unknown };
}

/** Routes by id, each naming its parent. */
export type RouteTable = Readonly<Record<string, RouteEntry | undefined>>;

export interface RoutePattern {
  /** The route's id in its table. */
  id: string;
  label: string;
  /** The whole decoded path; each dynamic segment is a capture group, in the order of `params`. */
  test: RegExp;
  /** The names of the dynamic segments (`:bucket` → "bucket"). */
  params: string[];
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
export function routePatterns(routes: RouteTable): RoutePattern[] {
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
        if (segment.startsWith(":")) return "/([^/]+)";
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      })
      .join("");
    return [
      {
        id: route.id,
        label: `/${segments.join("/")}`,
        test: new RegExp(`^${source}/*$`, route.caseSensitive ? "" : "i"),
        params: segments.filter((segment) => segment.startsWith(":")).map((segment) => segment.slice(1)),
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
