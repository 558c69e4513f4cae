import type { Config } from "@react-router/dev/config";

// The site's React Router app answers the JSON API, /sitemap.xml and /robots.txt only: every
// public page is built by Astro (astro.config.mjs), so nothing is prerendered here.
export default {
  ssr: true,
  // A separate output folder lets several builds (for instance parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // No `allowedActionOrigins` here: the server sets it when it starts, from the SITE_ORIGIN and
  // ALLOWED_ORIGINS it runs with, the same settings its own origin check uses (server/app.ts).
} satisfies Config;
