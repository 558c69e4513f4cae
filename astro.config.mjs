// The public site is built here: Astro renders its pages to HTML at build time from the React
// components in app/, and only their islands ship JavaScript. The output is BUILD_DIR/site,
// beside the inbox's (BUILD_DIR/inbox); the server serves both.
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { buildTimeDefines } from "./build-env.ts";

export default defineConfig({
  srcDir: "./site",
  publicDir: "./public",
  outDir: `./${process.env.BUILD_DIR ?? "build"}/site`,
  // Pages are prerendered unless they say otherwise (`export const prerender = false`); those are
  // rendered on request by the adapter's handler, which the app's server mounts (server/app.ts).
  adapter: node({ mode: "middleware" }),
  // The server checks every post's origin before a page sees it, with the proxy-aware settings
  // it runs with (server/edge-guards.ts), as it does for the inbox's actions.
  security: { checkOrigin: false },
  // Each page is a directory's index.html ("/security" is security/index.html), served at its
  // address without a trailing slash.
  // The stylesheet goes into each page: a separate file would hold the first paint back by a
  // round trip (LCP 1.9 s against 0.9 s on a phone in Lighthouse). Prerendered pages and files
  // stay in BUILD_DIR/site; the renderer of the on-demand pages goes to BUILD_DIR/site-server.
  build: {
    format: "directory",
    assets: "_astro",
    inlineStylesheets: "always",
    client: "./",
    server: "../site-server",
  },
  trailingSlash: "never",
  integrations: [
    react(),
    {
      // `client:interaction`: an island that hydrates on the visitor's first use of it.
      name: "latammatch:client-interaction",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) =>
          addClientDirective({ name: "interaction", entrypoint: "./site/directives/interaction.ts" }),
      },
    },
  ],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    define: buildTimeDefines(),
    build: {
      // Astro writes a page's script into the page when it imports nothing and is under this
      // size (site/scripts/page.ts): a script fetched before the first paint costs a phone
      // 0.4 s of LCP in Lighthouse. Other assets keep Vite's 4 kB limit.
      assetsInlineLimit: (file, content) => (file.endsWith(".js") ? content.length <= 16 * 1024 : undefined),
    },
    resolve: {
      tsconfigPaths: true,
      // Astro's prerenderer needs its own `cookie` (2.x); left external it would resolve to the
      // older copy Express installs at the top of node_modules.
      noExternal: ["cookie"],
    },
    // The share images' renderer loads a native add-on, which the dev server's dependency
    // optimiser cannot bundle: Node loads it as it is, in development and at build.
    optimizeDeps: { exclude: ["@resvg/resvg-js"] },
    ssr: { external: ["@resvg/resvg-js"], optimizeDeps: { exclude: ["@resvg/resvg-js"] } },
  },
});
