// Compiles the Node server (server/index.ts and the app code it imports) into plain JavaScript,
// so production runs `node` on built files: no TypeScript loader at run time. Packages stay
// external (they are installed next to the build); migrations are copied beside the bundle.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { buildTimeDefines } from "../build-env.ts";
import { resolveBuildDir } from "./build-dir.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = resolveBuildDir(root);
// The bundle sits two folders below the build, where server/db/client.ts expects `../../drizzle`.
const outDir = path.join(buildDir, "runtime", "server");

await rm(outDir, { recursive: true, force: true });
await build({
  root,
  configFile: false,
  publicDir: false,
  logLevel: "warn",
  define: buildTimeDefines(),
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: "node24",
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      // The server, and the commands that run on their own: `npm run retention`, `npm run inbox:user`,
      // `npm run job-alerts:digest`, `npm run secrets:rotate`.
      input: {
        index: path.join(root, "server", "index.ts"),
        retention: path.join(root, "server", "retention", "cli.ts"),
        "inbox-user": path.join(root, "server", "inbox", "user-cli.ts"),
        "job-alert-digest": path.join(root, "server", "job-alerts", "digest-cli.ts"),
        "secrets-rotate": path.join(root, "server", "secrets", "rotate-cli.ts"),
      },
      // Shared chunks stay beside the entries, where `../../drizzle` still finds the migrations.
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
await cp(path.join(root, "drizzle"), path.join(buildDir, "drizzle"), { recursive: true });
// The résumé text reader runs in a worker thread from its own file, beside the bundle that starts it.
await cp(
  path.join(root, "server", "db", "resume-text-worker.mjs"),
  path.join(outDir, "resume-text-worker.mjs"),
);
console.log(`Server compiled to ${path.relative(root, outDir)}/index.js`);
