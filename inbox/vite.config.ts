import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeDefines } from "../build-env.ts";

export default defineConfig({
  // The inbox's files are served under /inbox/ (its scripts and styles at /inbox/assets/), so
  // they can never clash with the site's /assets/.
  base: "/inbox/",
  // Its own dependency cache: the site's development server, running beside it, keeps its own
  // in node_modules/.vite, and one would keep clearing the other's.
  cacheDir: path.resolve(import.meta.dirname, "../node_modules/.vite-inbox"),
  plugins: [tailwindcss(), reactRouter()],
  define: buildTimeDefines(),
  resolve: { tsconfigPaths: true },
  // The output (BUILD_DIR/inbox) is outside this folder, which Vite would otherwise not empty.
  build: { emptyOutDir: true },
});
