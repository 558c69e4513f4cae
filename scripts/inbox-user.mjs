// `npm run inbox:user -- …`: runs the compiled account command (server/inbox/user-cli.ts) with
// the server's environment. Like `npm start`, it never builds.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "runtime", "server", "inbox-user.js");
if (!existsSync(entry)) {
  console.error(`No compiled inbox command at ${path.relative(root, entry)}.\nRun "npm run build" first.`);
  process.exit(1);
}
await import(pathToFileURL(entry).href);
