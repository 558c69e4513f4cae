import type { Config } from "@react-router/dev/config";
import { localizedPrerenderPaths } from "./app/content/localized-pages";
import { prerenderPaths } from "./app/content/pages";

export default {
  ssr: true,
  // A separate output folder lets several builds (for instance parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => [...prerenderPaths(), ...localizedPrerenderPaths()],
} satisfies Config;
