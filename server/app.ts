import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, {
  type Express,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type RequestHandler,
} from "express";
import type { ServerBuild } from "react-router";
import { exampleJobsPagePaths, isAstroOnDemandPage, isJobBoardCachedPage } from "../app/content/astro-pages";
import { serveCachedPages } from "./cached-pages";
import { redirectToCanonicalPath } from "./canonical-path";
import {
  actionPathTest,
  allowedActionHosts,
  allowMethods,
  refuseForeignOrigins,
  refuseNulInTarget,
  requireOneClickBody,
  requireOriginFormTarget,
  requireUsableHost,
} from "./edge-guards";
import { handleErrors } from "./error-handler";
import { isInboxPath, routeTablesOf } from "./inbox-app";
import { redirectIndexFiles } from "./index-html-redirect";
import { INDUSTRY_ALIAS_ROUTE, redirectIndustryAliases } from "./industry-redirect";
import { type AppServices, createLoadContext, type RequestContext } from "./load-context";
import { type Logger, logger } from "./logger.server";
import type { ServerMetrics } from "./metrics";
import { loadPrerenderedPages, servePrerenderedPages } from "./prerendered-pages";
import { warnOnceAboutUntrustedProxy } from "./proxy-warning";
import { reactRouterHandler } from "./react-router-handler";
import { createReadiness, type Readiness, readinessProbe } from "./readiness";
import { bufferedBodyOf, drainUnreadBodies, readRequestBodies } from "./request-body";
import { assignRequestId, requestLogOf } from "./request-id";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";
import { SITE_ROUTES, serveSiteEndpoints } from "./site-endpoints";
import { isStaticFileResponse, loadStaticFiles, serveStaticFiles } from "./static-files";

/**
 * Astro's renderer of the pages it builds to render on request (@astrojs/node's handler in
 * middleware mode, BUILD_DIR/site-server/entry.mjs): it renders the page of the request's path
 * with `locals` as `Astro.locals` (the not-found page for a path no other page has).
 */
export type SitePageRenderer = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: RequestContext,
) => void | Promise<void>;

/** Files under /storage are images: as documents they may show inline styles, nothing more. */
const STORAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface AppOptions {
  services: AppServices;
  /**
   * Folder of the Astro build (BUILD_DIR/site): its prerendered pages, its `/_astro/` assets and
   * the public folder's files; absent in development.
   */
  siteDir?: string;
  /**
   * Astro's renderer of the pages it renders on request (app/content/astro-pages.ts), and of the
   * not-found page for every path that neither a file, a page, an endpoint of the site
   * (server/site-endpoints.ts) nor the inbox answers. In development, what sends those requests
   * to Astro's development server.
   */
  sitePages?: SitePageRenderer;
  /** The inbox's React Router build (inbox/), or a loader of it: it answers /inbox and /inbox/*. */
  inboxBuild?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the inbox's client build, whose files are served under /inbox/; absent in development. */
  inboxClientDir?: string;
  /** Middleware placed before the page handler, e.g. Vite's in development. */
  devMiddleware?: RequestHandler | RequestHandler[];
  /** The process's logger; each request logs through a child carrying its request id. */
  log?: Logger;
  /** What /readyz answers; by default ready, as the services (and migrations) are up. */
  readiness?: Readiness;
  /** Request metrics and GET /metrics (behind METRICS_TOKEN); without them /metrics is not served. */
  metrics?: ServerMetrics;
}

function alreadyReady(): Readiness {
  const readiness = createReadiness();
  readiness.markReady();
  return readiness;
}

export function createApp({
  services,
  siteDir,
  sitePages,
  inboxBuild,
  inboxClientDir,
  devMiddleware,
  log = logger,
  readiness = alreadyReady(),
  metrics,
}: AppOptions): Express {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // The site's endpoints and the inbox's routes, for the checks that look a route up by path.
  const routeTables = routeTablesOf(SITE_ROUTES, inboxBuild);

  app.use(assignRequestId(log));
  // First, so the time measured covers everything the app does with the request.
  if (metrics) app.use(metrics.trackRequests(routeTables));
  // Before any check that may answer: a refusal carries the same headers as every other answer.
  const securityHeaders = Object.entries(baseSecurityHeaders);
  app.use((_req, res, next) => {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    next();
  });
  app.use(drainUnreadBodies());
  app.use(requireOriginFormTarget());
  app.use(refuseNulInTarget());
  app.use(warnOnceAboutUntrustedProxy(log));
  let actionPaths: ReturnType<typeof actionPathTest> | undefined;
  app.use(
    allowMethods(async () => {
      // Astro's pages rendered on request answer their own methods too, as routes with an action do.
      // The job board's pages, and the pages showing its openings, are read-only (GET and HEAD).
      const withAstroPages = (test: ReturnType<typeof actionPathTest>) => (pathname: string) =>
        test(pathname) || (isAstroOnDemandPage(pathname) && !isJobBoardCachedPage(pathname));
      if (typeof routeTables === "function") return withAstroPages(actionPathTest(await routeTables()));
      actionPaths ??= withAstroPages(actionPathTest(routeTables));
      return actionPaths;
    }),
  );
  // Dynamic responses only: the files of the builds go out as the build precompressed them.
  app.use(compression({ filter: (req, res) => !isStaticFileResponse(res) && compression.filter(req, res) }));

  // The leads inbox is private: never indexed, never cached (it shows personal data).
  app.use((req, res, next) => {
    if (isInboxPath(req.path)) {
      res.set({ "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" });
    }
    next();
  });

  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await services.checkHealth?.();
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.get("/readyz", readinessProbe(readiness, services.checkHealth));
  if (metrics) app.get("/metrics", metrics.endpoint(env.METRICS_TOKEN));

  // After /healthz and /readyz: load balancers may probe them with HTTP/1.0 and no Host.
  app.use(requireUsableHost());
  // One address per page, before anything answers a path: no trailing slash, no language root.
  app.use(redirectToCanonicalPath());

  // Every post, before any route or session lookup: our origins only, then the body policy.
  const originPolicy = { siteOrigin: env.SITE_ORIGIN, allowedOrigins: env.ALLOWED_ORIGINS };
  app.use(refuseForeignOrigins(originPolicy));
  app.use(readRequestBodies());
  app.use(requireOneClickBody());

  app.use(
    "/storage",
    express.static(env.storageDir, {
      index: false,
      redirect: false,
      dotfiles: "ignore",
      maxAge: "1h",
      // An SVG opened on its own is a document that could run script: it gets none of that.
      setHeaders: (res) => res.setHeader("Content-Security-Policy", STORAGE_CSP),
    }),
  );

  if (devMiddleware) app.use(devMiddleware);

  if (siteDir) {
    // Read into memory once, with the copies the build precompressed (server/static-files.ts).
    const pages = loadPrerenderedPages(siteDir);
    app.use(serveStaticFiles(loadStaticFiles(siteDir)));
    app.use(servePrerenderedPages(pages));
    // No page path or served file ends in index.html: serving them first spares them this check.
    // The pages rendered on request for the job board's openings were files of the build before:
    // their index.html still leads to them.
    app.use(
      redirectIndexFiles({ has: (pagePath) => pages.has(pagePath) || exampleJobsPagePaths.has(pagePath) }),
    );
  }
  if (inboxClientDir) {
    // The inbox's build is made with Vite's base /inbox/: its files are asked for under it.
    const inboxFiles = new Map(
      [...loadStaticFiles(inboxClientDir)].map(([filePath, file]) => [`/inbox${filePath}`, file]),
    );
    app.use(serveStaticFiles(inboxFiles));
  }

  app.get(INDUSTRY_ALIAS_ROUTE, redirectIndustryAliases());

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    next();
  });

  // What the inbox's loaders and actions, the site's endpoints and Astro's pages get per request.
  const requestContextOf = (req: ExpressRequest, res: ExpressResponse): RequestContext => ({
    services,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    cspNonce: String(res.locals.cspNonce),
    log: requestLogOf(res, log),
  });

  // React Router's own action check (the inbox's) must accept what refuseForeignOrigins accepted (see
  // allowedActionHosts); the hosts come from the runtime settings, like every other origin rule.
  const actionHosts = allowedActionHosts(originPolicy);
  const withActionHosts = (serverBuild: ServerBuild): ServerBuild => ({
    ...serverBuild,
    allowedActionOrigins: actionHosts,
  });
  const handlerFor = (appBuild: ServerBuild | (() => Promise<ServerBuild>)) =>
    reactRouterHandler({
      build:
        typeof appBuild === "function"
          ? async () => withActionHosts(await appBuild())
          : withActionHosts(appBuild),
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => createLoadContext(requestContextOf(req, res)),
    });
  if (inboxBuild) {
    const inbox = handlerFor(inboxBuild);
    app.use((req, res, next) => (isInboxPath(req.path) ? inbox(req, res, next) : next()));
  }
  app.use(serveSiteEndpoints({ mode: env.NODE_ENV, contextOf: requestContextOf }));
  if (sitePages) {
    // A page of the job board's cache that is stored already goes out from memory, as Astro would
    // send it. After the site's endpoints: a job feed's path is one of the board's, and its query
    // is the feed's own (decision 036).
    if (services.jobBoard) app.use(serveCachedPages(services.jobBoard.pages));
    // Every other path: a page Astro renders on request, or its not-found page.
    app.use((req, res, next) => {
      // The body readRequestBodies read under the body policy: the adapter would read the socket again.
      if (req.method !== "GET" && req.method !== "HEAD") req.body = bufferedBodyOf(req) ?? new Uint8Array();
      return sitePages(req, res, next, requestContextOf(req, res));
    });
  }

  // Last: every error that reaches Express is answered here, without a stack.
  app.use(handleErrors(log));

  return app;
}
