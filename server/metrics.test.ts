import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { astroRouteOf } from "../app/content/astro-pages";
import inboxRouteConfig from "../inbox/app/routes";
import { parseEnv } from "./env.server";
import { combineRouteTables } from "./inbox-app";
import { metricsAccess, routeLabeler } from "./metrics";
import { SITE_ROUTES } from "./site-endpoints";

const TOKEN = "metrics-token-0123456789abcdef";

describe("metricsAccess", () => {
  it("is off without a token, whatever the request carries", () => {
    expect(metricsAccess(undefined, undefined)).toBe("off");
    expect(metricsAccess(undefined, `Bearer ${TOKEN}`)).toBe("off");
  });

  it("asks for a bearer token, refuses a wrong one and lets the right one in", () => {
    expect(metricsAccess(TOKEN, undefined)).toBe("unauthenticated");
    expect(metricsAccess(TOKEN, "")).toBe("unauthenticated");
    expect(metricsAccess(TOKEN, `Basic ${Buffer.from(`u:${TOKEN}`).toString("base64")}`)).toBe(
      "unauthenticated",
    );
    expect(metricsAccess(TOKEN, "Bearer")).toBe("unauthenticated");
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}x`)).toBe("forbidden");
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN.slice(1)}`)).toBe("forbidden");
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN} extra`)).toBe("unauthenticated");
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`)).toBe("allowed");
    expect(metricsAccess(TOKEN, `bearer  ${TOKEN}`)).toBe("allowed");
  });
});

describe("METRICS_TOKEN", () => {
  it("is unset by default, and refused when short or not a bearer token", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => parseEnv({ METRICS_TOKEN: "has a space in the middle" })).toThrow(/METRICS_TOKEN/);
  });
});

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

/** The inbox's route config (inbox/app/routes.ts) as the build's manifest: flat, each route naming its parent. */
function manifestOf(entries: ConfigEntry[]): ServerBuild["routes"] {
  const manifest: Record<string, unknown> = { root: { id: "root", path: "", module: {} } };
  const add = (entry: ConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: {} };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, "root");
  return manifest as ServerBuild["routes"];
}

/** The site's endpoints and the inbox's table, combined as the server combines them. */
const ROUTES = combineRouteTables(SITE_ROUTES, manifestOf(inboxRouteConfig as ConfigEntry[]));

/**
 * What React Router itself matches, as a pattern: the reference the labels must agree with;
 * undefined when no route matches.
 */
function reactRouterPattern(pathname: string): string | undefined {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(ROUTES)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route?.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route?.id, path: route?.path, children: childrenOf(route?.id) },
      );
  const matches = matchRoutes(childrenOf(undefined), pathname);
  if (!matches) return undefined;
  return `/${matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/")}`;
}

describe("routeLabeler", () => {
  const label = routeLabeler(ROUTES);

  it("labels the candidate's status page without its token, in every language", () => {
    const token = "kT3v9Qx0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wX";
    expect(label(`/candidate/${token}`)).toBe("/candidate/[token]");
    expect(label(`/es/candidate/${token}/`)).toBe("/es/candidate/[token]");
    expect(label(`/pt-br/candidate/${token}`)).toBe("/pt-br/candidate/[token]");
    expect(label("/candidate/not-a-real-token")).toBe("/candidate/[token]");
  });

  it("labels the client's shortlist page without its token", () => {
    const token = "kT3v9Qx0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wX";
    expect(label(`/shortlists/${token}`)).toBe("/shortlists/[token]");
    expect(label(`/shortlists/${token}/`)).toBe("/shortlists/[token]");
  });

  it("names a request by its route's pattern, never by its own path", () => {
    expect(label("/")).toBe("/");
    expect(label("/talent")).toBe("/talent");
    expect(label("/talent/")).toBe("/talent");
    // React Router matches regardless of case; the pages Astro builds are files, by their exact path.
    expect(label("/API/HIRING-REQUESTS")).toBe("/api/hiring-requests");
    expect(label("/HIRING-FORM")).toBe("/*");
    expect(label("/BOOK-A-CALL")).toBe("/*");
    expect(label("/TALENT")).toBe("/*");
    expect(label("/candidates/developers")).toBe("/candidates/:category");
    expect(label("/candidates/developers/backend")).toBe("/candidates/:category/:stack");
    expect(label("/es/candidates/developers")).toBe("/es/candidates/:category");
    expect(label("/pt-br/candidates/developers/backend/")).toBe("/pt-br/candidates/:category/:stack");
    expect(label("/unsubscribe")).toBe("/unsubscribe");
    expect(label("/book-a-call/cancel")).toBe("/book-a-call/cancel");
    expect(label("/inbox")).toBe("/inbox");
    expect(label("/inbox/export.csv")).toBe("/inbox/export.csv");
    expect(label("/sitemap.xml")).toBe("/sitemap.xml");
    expect(label("/inbox/leads/hiring-requests/0b6f0c1e-1c1f-4a53-9d50-4f1d4d1f3b2a")).toBe(
      "/inbox/leads/:kind/:id",
    );
    expect(label("/api/hiring-requests")).toBe("/api/hiring-requests");
    // The server's own route: it redirects a known slug and leaves an unknown one to the not-found page.
    expect(label("/industries/saas")).toBe("/industries/:industry");
    expect(label("/industries/fintech")).toBe("/industries/:industry");
  });

  it("agrees with the app that answers: Astro's pattern for its pages, React Router's own matching for its routes, the not-found page for the rest", () => {
    const paths = [
      "/",
      "/talent",
      "/candidates",
      "/candidates/developers",
      "/candidates/developers/react/extra",
      "/pt-br/talent-apply",
      "/api/storage/team",
      "/inbox/leads/subscriptions/42",
      "/inbox/users",
      "/inbox/nope",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.ico",
      "/es",
    ];
    for (const path of paths)
      expect(label(path), path).toBe(astroRouteOf(path) ?? reactRouterPattern(path) ?? "/*");
  });

  it("puts data requests with their page and every unknown path under the not-found route", () => {
    expect(label("/talent.data")).toBe("/talent");
    expect(label("/_root.data")).toBe("/");
    expect(label("/wp-login.php")).toBe("/*");
    expect(label("/a/b/c/d/e/f")).toBe("/*");
  });

  it("groups the paths the server answers itself, and paths that cannot be decoded, without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(label("/healthz")).toBe("/healthz");
      expect(label("/readyz")).toBe("/readyz");
      expect(label("/metrics")).toBe("/metrics");
      expect(label("/_astro/client.AbC123.js")).toBe("/_astro/*");
      expect(label("/storage/team/photo.svg")).toBe("/storage/*");
      expect(label("/%E0%A4%A")).toBe("unmatched");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("gives a bounded set of labels for any number of distinct paths", () => {
    const labels = new Set<string>();
    for (let index = 0; index < 5_000; index += 1) {
      labels.add(label(`/candidates/c${index}/s${index}`));
      labels.add(label(`/random-${index}`));
      labels.add(label(`/_astro/${index}.js`));
    }
    // An unknown category or stack is no page: the not-found route answers it.
    expect([...labels].sort()).toEqual(["/*", "/_astro/*"]);
  });
});
