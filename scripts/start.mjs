// `npm start`: runs the compiled server from the build. It never builds: `npm run build` does,
// once per release, so a production start is fast and runs exactly what was built and tested.
import "./require-node.mjs";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { resolveBuildDir } from "./build-dir.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = resolveBuildDir(root);
const required = [
  path.join(buildDir, "runtime", "server", "index.js"),
  path.join(buildDir, "site"),
  path.join(buildDir, "site-server", "entry.mjs"),
  path.join(buildDir, "inbox", "server", "index.js"),
];
const missing = required.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `No complete build in ${path.relative(root, buildDir) || "."}/ (missing ${missing
      .map((file) => path.relative(root, file))
      .join(", ")}).\nRun "npm run build" first, then "npm start".`,
  );
  process.exit(1);
}
await import(pathToFileURL(required[0]).href);
