import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeDefines } from "./build-env.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: buildTimeDefines(),
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        // Shared section chunks are named after every page that uses them ("sections~home~talent~…"):
        // those names are repeated in every import and in each page's manifest, so they get a short one.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("sections") ? "assets/sections-[hash].js" : "assets/[name]-[hash].js",
        // Fewer, larger first-load chunks: each page otherwise fetched about 30 small files,
        // and on a phone over HTTP/1.1 the extra round trips delay the first paint. Modules
        // loaded only on demand (dialogs, forms, chat) keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // The site shell: header, footer, modals' providers and what they import, with the
              // locale helpers and the English UI text they read.
              name: "shell",
              test: /app[\\/](components[\\/]layout[\\/]|lib[\\/]i18n[\\/]|content[\\/]ui[\\/](layout-text|ui-text))/,
              tags: ["$initial"],
              priority: 10,
            },
            {
              // Section components and helpers, one chunk per set of pages that share them. A set
              // under the merge threshold joins the set closest to it, so the industry pages'
              // template stays out: in this group it drew small shared modules (an icon, a hook)
              // into its chunk, and the service, stack and home pages then loaded the whole
              // template (up to 5 kB of gzip) for them. It gets its own chunk, outside the group.
              name: "sections",
              test: /app[\\/](?!components[\\/]sections[\\/](industry-page|company[\\/](image-carousel|count-up))\.tsx)(components[\\/](sections|ui)|lib|content)[\\/]|node_modules[\\/]lucide-react[\\/]/,
              tags: ["$initial"],
              entriesAware: true,
              entriesAwareMergeThreshold: 2_000,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
