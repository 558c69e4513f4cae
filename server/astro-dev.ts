/**
 * `npm run dev`: the pages Astro builds are served, with hot reload, by Astro's own development
 * server on a port of its own; the site's endpoints (server/site-endpoints.ts) and the inbox by
 * this server. Each sends a browser that asks it for a page of the other there, and Astro's passes
 * the API calls its pages make to this server. Development only: a build serves both from one
 * port (server/app.ts).
 */
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { isAstroOnDemandPage, isAstroPage } from "../app/content/astro-pages";
import type { SitePageRenderer } from "./app";
import { isInboxPath } from "./inbox-app";
import type { RequestContext } from "./load-context";
import { decodedPath, routePatterns } from "./route-patterns";
import { SITE_ROUTES } from "./site-endpoints";

/** Paths Astro's dev server answers itself: its pages, its modules and Vite's own endpoints. */
const isAstroRequest = (pathname: string) =>
  isAstroPage(pathname) ||
  /^\/(@|_astro\/|node_modules\/|app\/|site\/)/.test(pathname) ||
  /\.\w+$/.test(pathname);

const endpointPatterns = routePatterns(SITE_ROUTES);

/**
 * Paths this server answers itself: the site's endpoints, the inbox, the stored files, the
 * industry aliases and the probes. Astro's dev server answers every other path (its not-found
 * page included).
 */
const isAppRequest = (pathname: string) => {
  const decoded = decodedPath(pathname);
  return (
    isInboxPath(pathname) ||
    /^\/(?:storage|industries)\//i.test(pathname) ||
    ["/healthz", "/readyz", "/metrics"].includes(pathname) ||
    (decoded !== null && endpointPatterns.some((pattern) => pattern.test.test(decoded)))
  );
};

export interface AstroDevServer {
  origin: string;
  close: () => Promise<void>;
}

/** Where Astro's dev server reads the `Astro.locals` of a request from (as the adapter passes them). */
const ASTRO_LOCALS = Symbol.for("astro.locals");

export async function startAstroDevServer({
  appOrigin,
  host,
  localsFor,
}: {
  /** Where this server listens, for the API proxy and the way back to its pages. */
  appOrigin: string;
  host: string;
  /** What a page rendered on request finds in `Astro.locals`, as the built server gives it. */
  localsFor: (req: IncomingMessage) => RequestContext;
}): Promise<AstroDevServer> {
  const { dev } = await import("astro");
  const server = await dev({
    logLevel: "warn",
    server: { host, port: 0 },
    vite: { server: { proxy: { "/api": appOrigin } } },
    integrations: [
      {
        name: "latammatch-dev-handoff",
        hooks: {
          "astro:server:setup": ({ server: vite }) => {
            vite.middlewares.use((req, res, next) => {
              const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
              // Every page rendered on request gets them, the not-found page too.
              Reflect.set(req, ASTRO_LOCALS, localsFor(req));
              if (req.method !== "GET" || isAstroRequest(pathname) || !isAppRequest(pathname)) return next();
              res.writeHead(302, { Location: `${appOrigin}${req.url ?? "/"}` }).end();
            });
          },
        },
      },
    ],
  });
  const displayHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return { origin: `http://${displayHost}:${server.address.port}`, close: () => server.stop() };
}

/**
 * Sends a request for a page Astro builds to Astro's dev server; a request that comes while that
 * server is still starting waits for it.
 */
export function redirectToAstroDev(astroOrigin: Promise<string>): RequestHandler {
  return (req, res, next) => {
    // A page rendered on request takes its posts there too (307 keeps the method and the body).
    if (isAstroOnDemandPage(req.path)) {
      astroOrigin.then((origin) => res.redirect(307, `${origin}${req.originalUrl}`), next);
      return;
    }
    if ((req.method !== "GET" && req.method !== "HEAD") || !isAstroPage(req.path)) return next();
    astroOrigin.then((origin) => res.redirect(302, `${origin}${req.originalUrl}`), next);
  };
}

/**
 * What stands for Astro's renderer in development: every request the endpoints and the inbox
 * leave goes to Astro's dev server, which has the pages, the public folder's files and the
 * not-found page (307 keeps a post's method and body).
 */
export function sendToAstroDev(astroOrigin: Promise<string>): SitePageRenderer {
  return (req, res, next) => {
    const status = req.method === "GET" || req.method === "HEAD" ? 302 : 307;
    astroOrigin.then((origin) => {
      res.writeHead(status, { Location: `${origin}${req.url ?? "/"}` }).end();
    }, next);
  };
}
