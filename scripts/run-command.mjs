// `npm run retention`, `npm run inbox:user -- …`: runs one compiled command of the server build
// (server/retention/cli.ts, server/inbox/user-cli.ts) with the server's environment. Like
// `npm start`, it never builds.
import "./require-node.mjs";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { resolveBuildDir } from "./build-dir.mjs";

const COMMANDS = {
  retention: "retention job",
  "inbox-user": "inbox account command",
  "job-alert-digest": "job alert digest",
  "secrets-rotate": "secret rotation",
};

const [name, ...args] = process.argv.slice(2);
if (!Object.hasOwn(COMMANDS, name ?? "")) {
  console.error(`Usage: node scripts/run-command.mjs <${Object.keys(COMMANDS).join("|")}> [arguments]`);
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
const buildDir = resolveBuildDir(root);
const entry = path.join(buildDir, "runtime", "server", `${name}.js`);
if (!existsSync(entry)) {
  console.error(
    `No compiled ${COMMANDS[name]} at ${path.relative(root, entry)}.\nRun "npm run build" first.`,
  );
  process.exit(1);
}
// The command reads its own arguments from process.argv, as if it had been started directly.
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
