// `npm run retention`: runs the compiled retention job once (server/retention/cli.ts), with the
// same environment as the server. Like `npm start`, it never builds.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "runtime", "server", "retention.js");
if (!existsSync(entry)) {
  console.error(`No compiled retention job at ${path.relative(root, entry)}.\nRun "npm run build" first.`);
  process.exit(1);
}
await import(pathToFileURL(entry).href);
