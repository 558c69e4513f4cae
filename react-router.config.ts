import type { Config } from "@react-router/dev/config";
import { localizedPrerenderPaths } from "./app/content/localized-pages";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: true,
  // A separate output folder lets several builds (for instance parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => [...prerenderPaths(), ...localizedPrerenderPaths()],
  // No `allowedActionOrigins` here: the server sets it when it starts, from the SITE_ORIGIN and
  // ALLOWED_ORIGINS it runs with, the same settings its own origin check uses (server/app.ts).
} satisfies Config;
