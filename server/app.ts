import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { actionPathTest, allowMethods, requireUsableHost } from "./edge-guards";
import { handleErrors } from "./error-handler";
import { redirectIndexFiles } from "./index-html-redirect";
import { type AppServices, createLoadContext } from "./load-context";
import { type Logger, logger } from "./logger.server";
import { findPrerenderedPage, loadPrerenderedPages } from "./prerendered-pages";
import { warnOnceAboutUntrustedProxy } from "./proxy-warning";
import { assignRequestId, requestLogOf } from "./request-id";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";

export interface AppOptions {
  services: AppServices;
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (prerendered HTML and hashed assets); absent in development. */
  clientDir?: string;
  /** Middleware placed before the page handler, e.g. Vite's in development. */
  devMiddleware?: RequestHandler;
  /** The process's logger; each request logs through a child carrying its request id. */
  log?: Logger;
}

export function createApp({ services, build, clientDir, devMiddleware, log = logger }: AppOptions): Express {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(assignRequestId(log));
  app.use(warnOnceAboutUntrustedProxy(env.TRUST_PROXY, log));
  let actionPaths: ReturnType<typeof actionPathTest> | undefined;
  app.use(
    allowMethods(async () => {
      // Development reloads the build, and with it the route table, on every request.
      if (typeof build === "function") return actionPathTest((await build()).routes);
      actionPaths ??= actionPathTest(build.routes);
      return actionPaths;
    }),
  );
  app.use(compression());

  app.use((_req, res, next) => {
    res.set(baseSecurityHeaders);
    next();
  });

  // The leads inbox is private: never indexed, never cached (it shows personal data).
  app.use((req, res, next) => {
    if (/^\/inbox(?:[/.]|$)/.test(req.path)) {
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

  // After /healthz: load balancers may probe it with HTTP/1.0 and no Host.
  app.use(requireUsableHost());

  app.use(
    "/storage",
    express.static(env.storageDir, { index: false, redirect: false, dotfiles: "ignore", maxAge: "1h" }),
  );

  if (devMiddleware) app.use(devMiddleware);

  if (clientDir) {
    // Hashed file names change with their content, so they can be cached for good.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    const pages = loadPrerenderedPages(clientDir);
    app.use(redirectIndexFiles(pages));
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const page = findPrerenderedPage(pages, req.path);
      if (!page) return next();
      res.set({ "Content-Security-Policy": page.csp, "Cache-Control": "public, max-age=0, must-revalidate" });
      res.sendFile(page.file, { dotfiles: "deny" });
    });
    app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
  }

  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    next();
  });

  app.use(
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) =>
        createLoadContext({
          services,
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          cspNonce: String(res.locals.cspNonce),
          log: requestLogOf(res, log),
        }),
    }),
  );

  // Last: every error that reaches Express is answered here, without a stack.
  app.use(handleErrors(log));

  return app;
}
