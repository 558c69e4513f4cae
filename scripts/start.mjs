// `npm start`: build when the build is missing or older than the sources, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, "server", "index.js");
const sources = [
  "app",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "build-env.ts",
  "package-lock.json",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "server", "index.ts"));
