import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { type AppServices, createLoadContext } from "./load-context";
import { findPrerenderedPage, loadPrerenderedPages } from "./prerendered-pages";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers";

export interface AppOptions {
  services: AppServices;
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (prerendered HTML and hashed assets); absent in development. */
  clientDir?: string;
  /** Middleware placed before the page handler, e.g. Vite's in development. */
  devMiddleware?: RequestHandler;
}

export function createApp({ services, build, clientDir, devMiddleware }: AppOptions): Express {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());

  app.use((_req, res, next) => {
    res.set(baseSecurityHeaders);
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
        }),
    }),
  );

  return app;
}
