// Stops a command at once, with the way out, when this shell's Node.js is older than the one the
// project runs on (package.json's engines): on an older Node the build and the server fail later
// in ways that do not say why. Imported first by `npm start` and the other commands; run by
// `npm test`.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The message for a Node.js older than `wanted` (an engines range such as ">=24"), or null. */
export function nodeVersionProblem(version, wanted) {
  const neededMajor = Number(/\d+/.exec(wanted)?.[0] ?? 0);
  if (Number(version.split(".")[0]) >= neededMajor) return null;
  return (
    `LatamMatch runs on Node.js ${neededMajor} (package.json: "node": "${wanted}"); this shell has Node.js ${version}.\n` +
    `Run \`. scripts/use-node.sh\` first (it installs Node.js ${neededMajor} from the npm registry and puts it first on PATH\n` +
    "for this shell; each new shell needs it again), then run the command again."
  );
}

const root = path.resolve(import.meta.dirname, "..");
const problem = nodeVersionProblem(
  process.versions.node,
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node,
);
if (problem) {
  console.error(problem);
  process.exit(1);
}
