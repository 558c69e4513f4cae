import path from "node:path";
import type { Config } from "@react-router/dev/config";

/**
 * The inbox: the team's app for working leads, a React Router app of its own beside the site
 * (docs/inbox.md). Its routes keep their full paths (/inbox, /inbox/login …); the server hands it
 * every request for /inbox and /inbox/*.
 */
export default {
  ssr: true,
  // Nothing is prerendered: every page shows personal data behind a login.
  prerender: false,
  // BUILD_DIR/inbox, beside the site's BUILD_DIR/client and BUILD_DIR/server (BUILD_DIR is
  // relative to the project, not to this folder).
  buildDirectory: path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "inbox"),
  // Every route is in the first page's manifest: the inbox is a few small routes, and a lazy
  // look-up would ask the server's /__manifest, which belongs to the site.
  routeDiscovery: { mode: "initial" },
  // As for the site, the server sets `allowedActionOrigins` at start-up (server/app.ts).
} satisfies Config;
