/**
 * `npm run dev`: the inbox's own Vite development server (inbox/vite.config.ts), in middleware
 * mode beside the site's, with hot reload. Its modules are served under /inbox/, as the build's
 * files are, and its hot-reload socket shares the app's HTTP server, so it needs no port of its own.
 */
import type { Server } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { isInboxPath } from "./inbox-app";

export interface InboxDevServer {
  /** Serves the inbox's modules and styles (requests under /inbox/ it does not know go on). */
  middleware: RequestHandler;
  /** The inbox's server build, compiled from source on demand. */
  build: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

export async function startInboxDevServer(httpServer: Server): Promise<InboxDevServer> {
  const root = path.resolve("inbox");
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  return {
    middleware: (req, res, next) => {
      if (!isInboxPath(req.path)) return next();
      // Vite takes its base (/inbox) off req.url; what it passes on keeps its own URL.
      const url = req.url;
      vite.middlewares(req, res, (error?: unknown) => {
        req.url = url;
        next(error);
      });
    },
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    close: () => vite.close(),
  };
}
